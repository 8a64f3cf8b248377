package search

import (
	"math/rand/v2"
	"testing"

	"github.com/pbem-games/pbem/engine"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// relay is a two-decision game: seat 0 picks 0 or 1, then seat 1 picks 0
// or 1; seat 0 wins when the picks are equal. Its state counts the calls a
// search makes of the optional rollout methods, and of Legal and Apply.
type relay struct{}

type calls struct{ legal, apply, random, quiet int }

type relayState struct {
	picks []int
	calls *calls
}

func (relay) Info() engine.Info { return engine.Info{ID: "relay", MinPlayers: 2, MaxPlayers: 2} }

func (relay) Setup(engine.Options, int, *rand.Rand) (engine.State, []engine.Event, error) {
	return &relayState{calls: &calls{}}, nil, nil
}

func (relay) ParseMove(engine.State, engine.Seat, string) (engine.Move, error) { return nil, nil }

func (relay) FormatMove(_ engine.State, m engine.Move) string { return string(rune('0' + m.(int))) }

func (st *relayState) ToAct() []engine.Seat {
	if len(st.picks) < 2 {
		return []engine.Seat{engine.Seat(len(st.picks))}
	}
	return nil
}

func (st *relayState) Legal(engine.Seat) []engine.Move {
	st.calls.legal++
	return []engine.Move{0, 1}
}

func (st *relayState) Apply(_ engine.Seat, m engine.Move, _ *rand.Rand) ([]engine.Event, error) {
	st.calls.apply++
	st.picks = append(st.picks, m.(int))
	return nil, nil
}

func (st *relayState) RandomMove(_ engine.Seat, rng *rand.Rand) engine.Move {
	st.calls.random++
	return rng.IntN(2)
}

func (st *relayState) ApplyQuiet(_ engine.Seat, m engine.Move, _ *rand.Rand) error {
	st.calls.quiet++
	st.picks = append(st.picks, m.(int))
	return nil
}

func (st *relayState) Clone() engine.State {
	return &relayState{picks: append([]int(nil), st.picks...), calls: st.calls}
}

func (st *relayState) View(engine.Seat) engine.View { return nil }

func (st *relayState) Result() (engine.Result, bool) {
	if len(st.picks) < 2 {
		return engine.Result{}, false
	}
	w := engine.Seat(1)
	if st.picks[0] == st.picks[1] {
		w = 0
	}
	return engine.Result{Scores: []int{0, 0}, Winners: []engine.Seat{w}}, true
}

// TestRolloutsUseRandomMoverAndQuietApplier checks that simulated games
// draw with RandomMove and play with ApplyQuiet when the state has them:
// Legal serves only the tree (seat 0's one decision), Apply never.
func TestRolloutsUseRandomMoverAndQuietApplier(t *testing.T) {
	st, _, err := relay{}.Setup(engine.Options{}, 2, nil)
	require.NoError(t, err)
	res, err := Search(relay{}, st, 0, Config{Iterations: 200, Seed: 1})
	require.NoError(t, err)
	require.Len(t, res.Moves, 2)
	c := st.(*relayState).calls
	assert.Equal(t, 200, c.random, "one rollout decision an iteration")
	assert.Equal(t, 400, c.quiet, "the tree's move and the rollout's")
	assert.Zero(t, c.apply)
	assert.InDelta(t, 0.5, res.Moves[0].Wins, 0.15)
}
