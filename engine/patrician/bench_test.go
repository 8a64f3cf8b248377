package patrician

import (
	"testing"

	"github.com/pbem-games/pbem/engine"
)

// benchOptions plays both expansions, the most work per game.
var benchOptions = engine.Options{Variants: []string{VariantAmbassadors, VariantMessengers}}

// recordGame plays a random 4-player game and returns its moves as text,
// with the seat of each.
func recordGame(b *testing.B, seed uint64) ([]engine.Seat, []string) {
	b.Helper()
	es, _, err := Game{}.Setup(benchOptions, 4, newRNG(seed))
	if err != nil {
		b.Fatal(err)
	}
	st, chooser := es.(*state), newRNG(seed+1)
	var seats []engine.Seat
	var lines []string
	for len(st.ToAct()) > 0 {
		s := st.ToAct()[0]
		legal := st.Legal(s)
		m := legal[chooser.IntN(len(legal))]
		lines = append(lines, Game{}.FormatMove(st, m))
		seats = append(seats, s)
		if _, err := st.Apply(s, m, nil); err != nil {
			b.Fatal(err)
		}
	}
	return seats, lines
}

// BenchmarkReplay parses and applies a recorded game from its setup: the
// work of rebuilding a state from a game file.
func BenchmarkReplay(b *testing.B) {
	const seed = 2007
	seats, lines := recordGame(b, seed)
	decisions := 0
	for b.Loop() {
		es, _, _ := Game{}.Setup(benchOptions, 4, newRNG(seed))
		for i, line := range lines {
			m, err := Game{}.ParseMove(es, seats[i], line)
			if err != nil {
				b.Fatal(err)
			}
			if _, err := es.Apply(seats[i], m, nil); err != nil {
				b.Fatalf("move %d %q: %v", i+1, line, err)
			}
		}
		if len(es.ToAct()) != 0 {
			b.Fatal("the replay did not end the game")
		}
		decisions += len(lines)
	}
	b.ReportMetric(float64(decisions)/b.Elapsed().Seconds(), "decisions/s")
}

// BenchmarkSelfplay plays random 4-player games, listing the legal moves
// at every decision as a random player does, and scores them.
func BenchmarkSelfplay(b *testing.B) {
	games := 0
	for b.Loop() {
		seed := uint64(games)
		es, _, _ := Game{}.Setup(benchOptions, 4, newRNG(seed))
		rng := newRNG(seed + 1)
		for len(es.ToAct()) > 0 {
			s := es.ToAct()[0]
			legal := es.Legal(s)
			if _, err := es.Apply(s, legal[rng.IntN(len(legal))], rng); err != nil {
				b.Fatal(err)
			}
		}
		if _, over := es.Result(); !over {
			b.Fatal("no result")
		}
		games++
	}
	b.ReportMetric(float64(games)/b.Elapsed().Seconds(), "games/s")
}
