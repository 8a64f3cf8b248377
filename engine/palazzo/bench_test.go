package palazzo

import (
	"testing"

	"github.com/pbem-games/pbem/engine"
)

// recordGame plays a random 3-player game and returns its moves as text,
// with the seat of each. Chance (reshuffles) comes from its own stream, so
// a replay that feeds Apply the same stream reproduces the game.
func recordGame(b *testing.B, seed uint64) ([]engine.Seat, []string) {
	b.Helper()
	es, _, err := Game{}.Setup(engine.Options{}, 3, newRNG(seed))
	if err != nil {
		b.Fatal(err)
	}
	st, chooser, chance := es.(*state), newRNG(seed+1), newRNG(seed+2)
	var seats []engine.Seat
	var lines []string
	for len(st.ToAct()) > 0 {
		s := st.ToAct()[0]
		legal := st.Legal(s)
		m := legal[chooser.IntN(len(legal))]
		lines = append(lines, Game{}.FormatMove(st, m))
		seats = append(seats, s)
		if _, err := st.Apply(s, m, chance); err != nil {
			b.Fatal(err)
		}
	}
	return seats, lines
}

// BenchmarkReplay parses and applies a recorded game from its setup: the
// work of rebuilding a state from a game file.
func BenchmarkReplay(b *testing.B) {
	const seed = 2005
	seats, lines := recordGame(b, seed)
	decisions := 0
	for b.Loop() {
		es, _, _ := Game{}.Setup(engine.Options{}, 3, newRNG(seed))
		chance := newRNG(seed + 2)
		for i, line := range lines {
			m, err := Game{}.ParseMove(es, seats[i], line)
			if err != nil {
				b.Fatal(err)
			}
			if _, err := es.Apply(seats[i], m, chance); err != nil {
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

// BenchmarkSelfplay plays random 3-player games, listing the legal moves
// at every decision as a random player does.
func BenchmarkSelfplay(b *testing.B) {
	games := 0
	for b.Loop() {
		seed := uint64(games)
		es, _, _ := Game{}.Setup(engine.Options{}, 3, newRNG(seed))
		rng := newRNG(seed + 1)
		for len(es.ToAct()) > 0 {
			s := es.ToAct()[0]
			legal := es.Legal(s)
			if _, err := es.Apply(s, legal[rng.IntN(len(legal))], rng); err != nil {
				b.Fatal(err)
			}
		}
		games++
	}
	b.ReportMetric(float64(games)/b.Elapsed().Seconds(), "games/s")
}
