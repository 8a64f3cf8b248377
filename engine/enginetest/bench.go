package enginetest

import (
	"math/rand/v2"
	"testing"

	"github.com/pbem-games/pbem/engine"
)

// NewRand returns a ChaCha8 source keyed by seed alone (its 8 bytes, little
// endian, then zeros): the plain seeded source of rules tests and
// benchmarks, where a test wants "the deal of seed 7" and nothing more.
func NewRand(seed uint64) *rand.Rand {
	var key [32]byte
	for i := range 8 {
		key[i] = byte(seed >> (8 * i))
	}
	return rand.New(rand.NewChaCha8(key))
}

// Bench says which games BenchReplay and BenchSelfplay play.
type Bench struct {
	Players int
	// Seed is the game BenchReplay records, and the first game of
	// BenchSelfplay.
	Seed    uint64
	Options engine.Options
}

// recordGame plays the random game of bench and returns its decisions as
// text. The setup deals from NewRand(Seed), the moves are chosen with
// NewRand(Seed+1) and chance (reshuffles, draws) comes from NewRand(Seed+2),
// a stream of its own so that a replay feeding Apply the same stream
// reproduces the game.
func (bench Bench) recordGame(b *testing.B, g engine.Game) []Played {
	b.Helper()
	st, _, err := g.Setup(bench.Options, bench.Players, NewRand(bench.Seed))
	if err != nil {
		b.Fatal(err)
	}
	chooser, chance := NewRand(bench.Seed+1), NewRand(bench.Seed+2)
	var moves []Played
	for len(st.ToAct()) > 0 {
		s := st.ToAct()[0]
		legal := st.Legal(s)
		m := legal[chooser.IntN(len(legal))]
		moves = append(moves, Played{Seat: s, Text: g.FormatMove(st, m)})
		if _, err := st.Apply(s, m, chance); err != nil {
			b.Fatal(err)
		}
	}
	return moves
}

// BenchReplay parses and applies a recorded game from its setup, the work
// of rebuilding a state from a game file, and reports decisions/s. It
// fails if a decision is refused or the replay does not end the game.
func BenchReplay(b *testing.B, g engine.Game, bench Bench) {
	b.Helper()
	moves := bench.recordGame(b, g)
	decisions := 0
	for b.Loop() {
		st, _, err := g.Setup(bench.Options, bench.Players, NewRand(bench.Seed))
		if err != nil {
			b.Fatal(err)
		}
		chance := NewRand(bench.Seed + 2)
		for i, p := range moves {
			m, err := g.ParseMove(st, p.Seat, p.Text)
			if err != nil {
				b.Fatal(err)
			}
			if _, err := st.Apply(p.Seat, m, chance); err != nil {
				b.Fatalf("move %d %q: %v", i+1, p.Text, err)
			}
		}
		if len(st.ToAct()) != 0 {
			b.Fatal("the replay did not end the game")
		}
		decisions += len(moves)
	}
	b.ReportMetric(float64(decisions)/b.Elapsed().Seconds(), "decisions/s")
}

// BenchSelfplay plays random games from seeds bench.Seed, bench.Seed+1, …,
// as a search's rollouts do: a uniformly random legal move at every
// decision (engine.Rollout: by the game's RandomMover when it has one)
// applied without its events (its QuietApplier), and reports games/s.
// Wrap the states in Listed to measure the same games played from Legal
// and Apply. It fails if a legal move is refused or a finished game
// has no result.
func BenchSelfplay(b *testing.B, g engine.Game, bench Bench) {
	b.Helper()
	games := 0
	for b.Loop() {
		seed := bench.Seed + uint64(games)
		st, _, err := g.Setup(bench.Options, bench.Players, NewRand(seed))
		if err != nil {
			b.Fatal(err)
		}
		rng := NewRand(seed + 1)
		play := engine.NewRollout(st)
		for acting := st.ToAct(); len(acting) > 0; acting = st.ToAct() { // once a decision, as a rollout asks
			s := acting[0]
			m := play.Move(s, rng)
			if m == nil {
				b.Fatalf("seat %d is to act but has no legal move", s)
			}
			if err := play.Apply(s, m, rng); err != nil {
				b.Fatal(err)
			}
		}
		if _, over := st.Result(); !over {
			b.Fatal("a finished game has no result")
		}
		games++
	}
	b.ReportMetric(float64(games)/b.Elapsed().Seconds(), "games/s")
}

// Listed wraps a game so that its states offer only the methods of
// engine.State: BenchSelfplay then lists the legal moves and applies with
// events, as it did before games had RandomMover and QuietApplier, and
// the two benchmarks measure what those save.
type Listed struct{ engine.Game }

// Setup sets up the wrapped game and hides its state's optional methods.
func (l Listed) Setup(opts engine.Options, players int, rng *rand.Rand) (engine.State, []engine.Event, error) {
	st, evs, err := l.Game.Setup(opts, players, rng)
	if err != nil {
		return nil, nil, err
	}
	return listedState{st}, evs, nil
}

// listedState is a state without its optional methods.
type listedState struct{ engine.State }

// Clone keeps the copy's optional methods hidden too.
func (l listedState) Clone() engine.State { return listedState{l.State.Clone()} }
