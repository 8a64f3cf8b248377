// Package pbemtest holds benchmarks that need real game files: replaying
// a recorded game from its text. examples/bench_test.go runs them on every
// example game; the games' own packages cannot, as no engine package may
// import pbem.
package pbemtest

import (
	"os"
	"testing"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/pbem"
)

// BenchReplay parses, validates and applies every decision of the game
// file at path from its move texts each iteration, from the deal, with the
// file's own random streams, and reports decisions/s. This is the engine's
// replay of a recorded game; the file's front matter and record syntax are
// read once, outside the loop (BenchReplayFile times them too). It fails
// unless the replay reaches the end of the game.
func BenchReplay(b *testing.B, cat pbem.Games, path string) {
	f := load(b, cat, path)
	seed, err := f.Seed()
	if err != nil {
		b.Fatal(err)
	}
	type decision struct {
		seat engine.Seat
		text string
	}
	var moves []decision
	for _, e := range f.Record.Moves() {
		seat, _ := f.Seat(e.Name)
		moves = append(moves, decision{seat, e.Text})
	}
	// One reusable stream, re-keyed per decision, as File.Replay does:
	// a new Seed.Rand per decision would time two allocations each that
	// no command pays.
	streams := seed.Streams()
	decisions := 0
	for b.Loop() {
		st, _, err := f.Game.Setup(f.Options(), len(f.Header.Players), streams.Rand(0))
		if err != nil {
			b.Fatal(err)
		}
		for i, d := range moves {
			m, err := f.Game.ParseMove(st, d.seat, d.text)
			if err == nil {
				_, err = st.Apply(d.seat, m, streams.Rand(i+1))
			}
			if err != nil {
				b.Fatalf("%s: decision %d: %v", path, i+1, err)
			}
		}
		if len(st.ToAct()) > 0 {
			b.Fatalf("%s: the replay did not end the game", path)
		}
		decisions += len(moves)
	}
	b.ReportMetric(float64(decisions)/b.Elapsed().Seconds(), "decisions/s")
}

// BenchReplayFile replays the game file at path from its whole text each
// iteration, as every pbem command does (Games.Parse, then File.Replay),
// and reports decisions/s.
func BenchReplayFile(b *testing.B, cat pbem.Games, path string) {
	benchReplayFile(b, cat, path, (*pbem.File).Replay)
}

// BenchReplayFileQuiet is BenchReplayFile for the commands that read the
// game's state alone (board, view, legal, a folder's summaries): Games.Parse,
// then File.ReplayQuiet, which builds no events.
func BenchReplayFileQuiet(b *testing.B, cat pbem.Games, path string) {
	benchReplayFile(b, cat, path, (*pbem.File).ReplayQuiet)
}

// benchReplayFile parses the file at path and replays it whole with
// replay, each iteration, and reports decisions/s.
func benchReplayFile(b *testing.B, cat pbem.Games, path string, replay func(*pbem.File, int) (*pbem.Replay, error)) {
	src, err := os.ReadFile(path)
	if err != nil {
		b.Fatal(err)
	}
	decisions := 0
	for b.Loop() {
		f, err := cat.Parse(path, src)
		if err != nil {
			b.Fatal(err)
		}
		r, err := replay(f, -1)
		if err != nil {
			b.Fatal(err)
		}
		if len(r.State.ToAct()) > 0 {
			b.Fatalf("%s: the replay did not end the game", path)
		}
		decisions += len(r.Plies)
	}
	b.ReportMetric(float64(decisions)/b.Elapsed().Seconds(), "decisions/s")
}

func load(b *testing.B, cat pbem.Games, path string) *pbem.File {
	b.Helper()
	src, err := os.ReadFile(path)
	if err != nil {
		b.Fatal(err)
	}
	f, err := cat.Parse(path, src)
	if err != nil {
		b.Fatal(err)
	}
	return f
}
