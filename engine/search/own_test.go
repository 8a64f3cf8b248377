package search

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/pbem-games/pbem/engine"
)

// trail is a game of one seat's care, for two seats: seat 0 takes the
// gamble (move 1: it wins with probability 0.3, and the game ends) or the
// trail (move 0): trailSteps more decisions, each between going on
// carefully (0) and a reckless step (1) that loses at once; a careful
// walk to the end wins. Played uniformly at random the trail wins
// 2^-trailSteps, far below the gamble; played carefully it always wins.
// Seat 1 never acts: it wins whatever seat 0 loses.
type trail struct{}

// carefulTrail is trail with a policy for the searching seat that always
// goes on carefully (engine.OwnPolicy).
type carefulTrail struct{ trail }

const trailSteps = 8

type trailState struct {
	step       int // decisions made
	onTrail    bool
	over, lost bool
}

func (trail) Info() engine.Info { return engine.Info{ID: "trail", MinPlayers: 2, MaxPlayers: 2} }

func (trail) Setup(engine.Options, int, *rand.Rand) (engine.State, []engine.Event, error) {
	return &trailState{}, nil, nil
}

func (trail) ParseMove(engine.State, engine.Seat, string) (engine.Move, error) { return nil, nil }

func (trail) FormatMove(_ engine.State, m engine.Move) string { return string(rune('0' + m.(int))) }

func (carefulTrail) OwnRolloutMove(_ engine.State, _ engine.Seat, legal []engine.Move, _ *rand.Rand) engine.Move {
	if slices.Contains(legal, engine.Move(0)) {
		return 0
	}
	return legal[0]
}

func (st *trailState) ToAct() []engine.Seat {
	if st.over {
		return nil
	}
	return []engine.Seat{0}
}

func (st *trailState) Legal(engine.Seat) []engine.Move { return []engine.Move{0, 1} }

func (st *trailState) Apply(_ engine.Seat, m engine.Move, rng *rand.Rand) ([]engine.Event, error) {
	switch {
	case st.step == 0 && m == 1: // the gamble
		st.over, st.lost = true, rng.Float64() >= 0.3
	case st.step == 0:
		st.onTrail = true
	case m == 1: // a reckless step
		st.over, st.lost = true, true
	case st.step == trailSteps:
		st.over = true
	}
	st.step++
	return nil, nil
}

func (st *trailState) Clone() engine.State { c := *st; return &c }

func (st *trailState) View(engine.Seat) engine.View { return nil }

func (st *trailState) Result() (engine.Result, bool) {
	if !st.over {
		return engine.Result{}, false
	}
	w := engine.Seat(0)
	if st.lost {
		w = 1
	}
	return engine.Result{Scores: []int{0, 0}, Winners: []engine.Seat{w}}, true
}

// TestOwnPolicyPlaysTheSeatsRollouts checks that the searching seat's
// simulated decisions follow the game's OwnPolicy: with random rollouts
// the trail looks hopeless and the search gambles; when the seat's own
// rollouts go carefully, the search sees that the trail wins.
func TestOwnPolicyPlaysTheSeatsRollouts(t *testing.T) {
	cfg := Config{Iterations: 40, Seed: 3}
	st, _, err := trail{}.Setup(engine.Options{}, 2, nil)
	require.NoError(t, err)
	random, err := Search(trail{}, st, 0, cfg)
	require.NoError(t, err)
	assert.Equal(t, 1, random.Best(), "random rollouts: the gamble")
	careful, err := Search(carefulTrail{}, st, 0, cfg)
	require.NoError(t, err)
	assert.Equal(t, 0, careful.Best(), "careful rollouts: the trail")
	assert.Greater(t, careful.Moves[0].Wins, 0.3, "better than the gamble")
}
