package search

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/pbem-games/pbem/engine"
)

// dare is a two-seat game where a random opponent misleads: seat 0 plays
// safe (a coin wins for it with probability 0.4) or dares, and then seat
// 1 chooses who wins. Against a random seat 1 daring is worth 1/2; against
// a seat 1 that plays to win it is worth nothing. A search that models
// the opponent as playing to win must play safe.
type dare struct{}

// Moves of dare: seat 0's and seat 1's.
const (
	safe = iota
	daring
	yield  // seat 1 lets seat 0 win
	refuse // seat 1 wins
)

type dareState struct {
	moves  []int
	winner engine.Seat
}

func (dare) Info() engine.Info { return engine.Info{ID: "dare", MinPlayers: 2, MaxPlayers: 2} }

func (dare) Setup(engine.Options, int, *rand.Rand) (engine.State, []engine.Event, error) {
	return &dareState{winner: -1}, nil, nil
}

func (dare) ParseMove(engine.State, engine.Seat, string) (engine.Move, error) { return nil, nil }

func (dare) FormatMove(_ engine.State, m engine.Move) string {
	return []string{"safe", "dare", "yield", "refuse"}[m.(int)]
}

func (st *dareState) ToAct() []engine.Seat {
	switch {
	case st.winner >= 0:
		return nil
	case len(st.moves) == 0:
		return []engine.Seat{0}
	}
	return []engine.Seat{1}
}

func (st *dareState) Legal(s engine.Seat) []engine.Move {
	if s == 0 {
		return []engine.Move{safe, daring}
	}
	return []engine.Move{yield, refuse}
}

func (st *dareState) Apply(_ engine.Seat, m engine.Move, rng *rand.Rand) ([]engine.Event, error) {
	st.moves = append(st.moves, m.(int))
	switch m {
	case safe:
		st.winner = 1
		if rng.Float64() < 0.4 {
			st.winner = 0
		}
	case yield:
		st.winner = 0
	case refuse:
		st.winner = 1
	}
	return nil, nil
}

func (st *dareState) Clone() engine.State {
	return &dareState{moves: append([]int(nil), st.moves...), winner: st.winner}
}

func (st *dareState) View(engine.Seat) engine.View { return nil }

func (st *dareState) Result() (engine.Result, bool) {
	if st.winner < 0 {
		return engine.Result{}, false
	}
	return engine.Result{Scores: []int{0, 0}, Winners: []engine.Seat{st.winner}}, true
}

// TestOpponentsPlayToWin checks that with OpponentNodes the other seats'
// decisions are in the tree, chosen for their own reward: seat 0 plays
// safe, and daring is estimated near what it is worth against a good
// reply. Without them, seat 1 plays at random and daring looks better.
func TestOpponentsPlayToWin(t *testing.T) {
	st, _, err := dare{}.Setup(engine.Options{}, 2, nil)
	require.NoError(t, err)
	res, err := Search(dare{}, st, 0, Config{Iterations: 2000, Seed: 3, OpponentNodes: true})
	require.NoError(t, err)
	assert.Equal(t, safe, res.Best())
	assert.InDelta(t, 0.4, res.Moves[0].Wins, 0.05)
	require.Len(t, res.Moves, 2)
	assert.Less(t, res.Moves[1].Wins, 0.2)

	res, err = Search(dare{}, st, 0, Config{Iterations: 2000, Seed: 3})
	require.NoError(t, err)
	assert.Equal(t, daring, res.Best())
	assert.InDelta(t, 0.5, res.Moves[0].Wins, 0.05)
}

// margin is a one-decision game that seat 0 wins whatever it does, by 1
// point or by 30: only the score tells the moves apart.
type margin struct{ dare }

type marginState struct{ by int }

func (margin) Setup(engine.Options, int, *rand.Rand) (engine.State, []engine.Event, error) {
	return &marginState{}, nil, nil
}

func (st *marginState) ToAct() []engine.Seat {
	if st.by == 0 {
		return []engine.Seat{0}
	}
	return nil
}

func (st *marginState) Legal(engine.Seat) []engine.Move { return []engine.Move{1, 30} }

func (st *marginState) Apply(_ engine.Seat, m engine.Move, _ *rand.Rand) ([]engine.Event, error) {
	st.by = m.(int)
	return nil, nil
}

func (st *marginState) Clone() engine.State { c := *st; return &c }

func (st *marginState) View(engine.Seat) engine.View { return nil }

func (st *marginState) Result() (engine.Result, bool) {
	return engine.Result{Scores: []int{10 + st.by, 10, 8}, Winners: []engine.Seat{0}}, st.by > 0
}

// TestScoreBreaksTies checks that with a ScoreWeight, between two sure
// wins the search prefers the wider one (UCT spends more on it), while still reporting both as won.
func TestScoreBreaksTies(t *testing.T) {
	st, _, err := margin{}.Setup(engine.Options{}, 3, nil)
	require.NoError(t, err)
	res, err := Search(margin{}, st, 0, Config{Iterations: 2000, Seed: 1, ScoreWeight: 0.1})
	require.NoError(t, err)
	assert.Equal(t, 30, res.Best())
	assert.Greater(t, res.Moves[0].Visits, 1200, "not an even split")
	for _, m := range res.Moves {
		assert.Equal(t, 1.0, m.Wins)
	}
}

// modelledDare is dare asking for opponent nodes itself
// (engine.OpponentModeller).
type modelledDare struct{ dare }

func (modelledDare) SearchOpponents() bool { return true }

// TestGameAsksForOpponentNodes: a game that models its opponents gets
// opponent nodes without the caller asking, as if Config said so.
func TestGameAsksForOpponentNodes(t *testing.T) {
	st, _, err := dare{}.Setup(engine.Options{}, 2, nil)
	require.NoError(t, err)
	asked, err := Search(dare{}, st, 0, Config{Iterations: 2000, Seed: 3, OpponentNodes: true})
	require.NoError(t, err)
	modelled, err := Search(modelledDare{}, st, 0, Config{Iterations: 2000, Seed: 3})
	require.NoError(t, err)
	assert.Equal(t, asked.Moves, modelled.Moves)
	assert.Equal(t, safe, modelled.Best())
}
