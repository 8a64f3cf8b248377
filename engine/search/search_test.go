package search

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/pbem-games/pbem/engine"
)

// TestFindsTheBestCoin checks that UCT spends its budget on the best move
// and that the win rate it reports estimates the real odds.
func TestFindsTheBestCoin(t *testing.T) {
	g := coin{odds: []float64{0.2, 0.8, 0.5}}
	st, _, err := g.Setup(engine.Options{}, 2, nil)
	require.NoError(t, err)
	res, err := Search(g, st, 0, Config{Iterations: 2000, Seed: 1})
	require.NoError(t, err)
	require.Len(t, res.Moves, 3)
	assert.Equal(t, 2000, res.Iterations)
	assert.Equal(t, 1, res.Best())
	assert.Greater(t, res.Moves[0].Visits, 1500)
	assert.InDelta(t, 0.8, res.Moves[0].Wins, 0.05)
	assert.Equal(t, -1, st.(*coinState).picked, "the state searched is not changed")
}

// TestNotToAct checks that a seat with no decision is refused.
func TestNotToAct(t *testing.T) {
	g := coin{odds: []float64{0.5}}
	st, _, _ := g.Setup(engine.Options{}, 2, nil)
	_, err := Search(g, st, 1, Config{Iterations: 10})
	assert.ErrorIs(t, err, ErrNotToAct)
}

// TestStop checks that a Stop function ends the search: the engine has
// no clock, the caller's deadline check is all it obeys.
func TestStop(t *testing.T) {
	g := coin{odds: []float64{0.5, 0.5}}
	st, _, _ := g.Setup(engine.Options{}, 2, nil)
	calls := 0
	res, err := Search(g, st, 0, Config{Stop: func() bool { calls++; return calls > 41 }})
	require.NoError(t, err)
	assert.Equal(t, 42, res.Iterations)
}

// TestSeeded checks that the same seed gives the same answer and another
// seed may not.
func TestSeeded(t *testing.T) {
	g := coin{odds: []float64{0.5, 0.5, 0.5, 0.5}}
	st, _, _ := g.Setup(engine.Options{}, 2, nil)
	a, err := Search(g, st, 0, Config{Iterations: 300, Seed: 9})
	require.NoError(t, err)
	b, err := Search(g, st, 0, Config{Iterations: 300, Seed: 9})
	require.NoError(t, err)
	assert.Equal(t, a, b)
}
