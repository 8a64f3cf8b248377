package palazzo

import (
	"testing"

	"github.com/pbem-games/pbem/engine/enginetest"
	"github.com/pbem-games/pbem/pbem"
	"github.com/pbem-games/pbem/pbem/pbemtest"
)

// BenchmarkReplay parses, validates and applies every decision of the
// example game examples/palazzo-3p.pbem from its move texts, with the file's
// own random streams, and reports decisions/s.
func BenchmarkReplay(b *testing.B) {
	pbemtest.BenchReplay(b, catalog, "../../examples/palazzo-3p.pbem")
}

// BenchmarkReplayFile replays the same example through the path every
// command takes, front matter and record syntax included.
func BenchmarkReplayFile(b *testing.B) {
	pbemtest.BenchReplayFile(b, catalog, "../../examples/palazzo-3p.pbem")
}

var catalog = pbem.Games{Game{}}

// BenchmarkReplayRandom parses and applies a recorded random 3-player game
// from its setup, without the game file: the engine's share of a replay.
func BenchmarkReplayRandom(b *testing.B) {
	enginetest.BenchReplay(b, Game{}, enginetest.Bench{Players: 3, Seed: 2005})
}

// BenchmarkSelfplay plays random 3-player games, listing the legal moves
// at every decision as a random player does.
func BenchmarkSelfplay(b *testing.B) {
	enginetest.BenchSelfplay(b, Game{}, enginetest.Bench{Players: 3})
}
