package search

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/engine/enginetest"
	"github.com/pbem-games/pbem/games"
)

// TestFair is the proof that the player does not cheat. For every game, at
// positions along random games, it builds two states that the seat to act
// cannot tell apart (the real one with its hidden parts redrawn twice,
// with two seeds) and searches both with the same seed: the answers must
// be identical, move for move, visit for visit. A search that read
// anything hidden (another hand, the order of a deck) would see two
// different games. It holds only if each game's Resample draws from what
// the seat knows alone (see enginetest.CheckResampleCanon). Random games:
// one per game under -short, two by default and in full.
func TestFair(t *testing.T) {
	for _, g := range games.All {
		t.Run(g.Info().ID, func(t *testing.T) {
			players := max(3, g.Info().MinPlayers)
			for gameSeed := uint64(1); gameSeed <= enginetest.ByDepth[uint64](1, 2, 2); gameSeed++ {
				for _, st := range positions(t, g, players, gameSeed, 12) {
					checkFair(t, g, st)
				}
			}
		})
	}
}

// checkFair searches two indistinguishable copies of st for its first
// seat to act and compares the answers.
func checkFair(t *testing.T, g engine.Game, st engine.State) {
	t.Helper()
	s := st.ToAct()[0]
	rs, ok := st.(engine.Resampler)
	if !ok {
		return // nothing hidden: nothing to prove
	}
	a := rs.Resample(s, rand.New(rand.NewPCG(1, 2)))
	b := rs.Resample(s, rand.New(rand.NewPCG(3, 4)))
	cfg := Config{Iterations: 40, Seed: 5}
	ra, err := Search(g, a, s, cfg)
	require.NoError(t, err)
	rb, err := Search(g, b, s, cfg)
	require.NoError(t, err)
	assert.Equal(t, describe(g, a, ra), describe(g, b, rb), "seat %d", s)
}

// describe writes a result as text, moves in the game's notation.
func describe(g engine.Game, st engine.State, r *Result) []string {
	var out []string
	for _, m := range r.Moves {
		out = append(out, fmt.Sprintf("%s %d %.6f", g.FormatMove(st, m.Move), m.Visits, m.Wins))
	}
	return out
}

// positions plays a random game of g from seed and returns n states spread
// along it (copies), each with a seat to act.
func positions(t *testing.T, g engine.Game, players int, seed uint64, n int) []engine.State {
	t.Helper()
	rng := rand.New(rand.NewPCG(seed, 7))
	st, _, err := g.Setup(engine.Options{Names: names(players)}, players, rng)
	require.NoError(t, err)
	var all []engine.State
	for len(st.ToAct()) > 0 {
		all = append(all, st.Clone())
		acts := st.ToAct()
		a := acts[rng.IntN(len(acts))]
		legal := st.Legal(a)
		_, err := st.Apply(a, legal[rng.IntN(len(legal))], rng)
		require.NoError(t, err)
	}
	var out []engine.State
	for i := range n {
		out = append(out, all[i*len(all)/n])
	}
	return out
}

func names(n int) []string {
	out := make([]string, n)
	for i := range out {
		out[i] = fmt.Sprintf("P%d", i+1)
	}
	return out
}
