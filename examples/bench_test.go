package examples

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/pbem-games/pbem/pbem/pbemtest"
)

// The replay benchmarks live here, beside the game files they replay,
// rather than in the games' packages: they need the application (pbem) to
// read a game file, and no engine package may import it, even in tests.

// BenchmarkReplay parses, validates and applies every decision of each
// example game from its move texts, with the file's own random streams,
// and reports decisions/s: one sub-benchmark per file
// (BenchmarkReplay/palazzo-3p, BenchmarkReplay/patrician-4p).
func BenchmarkReplay(b *testing.B) {
	forEachExample(b, func(b *testing.B, path string) {
		pbemtest.BenchReplay(b, catalog, path)
	})
}

// BenchmarkReplayFile replays each example through the path every command
// takes, front matter and record syntax included.
func BenchmarkReplayFile(b *testing.B) {
	forEachExample(b, func(b *testing.B, path string) {
		pbemtest.BenchReplayFile(b, catalog, path)
	})
}

// BenchmarkReplayFileQuiet is BenchmarkReplayFile with File.ReplayQuiet,
// the replay of the commands that show the game's state alone (board,
// view, legal, a folder's summaries): no events are built.
func BenchmarkReplayFileQuiet(b *testing.B) {
	forEachExample(b, func(b *testing.B, path string) {
		pbemtest.BenchReplayFileQuiet(b, catalog, path)
	})
}

// forEachExample runs bench on every example game file, named by the
// file's base name.
func forEachExample(b *testing.B, bench func(b *testing.B, path string)) {
	paths, err := filepath.Glob("*.pbem")
	if err != nil || len(paths) == 0 {
		b.Fatalf("no example files (%v)", err)
	}
	for _, p := range paths {
		b.Run(strings.TrimSuffix(p, ".pbem"), func(b *testing.B) { bench(b, p) })
	}
}
