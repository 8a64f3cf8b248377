package palazzo

import (
	"testing"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/engine/enginetest"
	"github.com/stretchr/testify/require"
)

// TestQuietBuildsAreBuilds offers buildQuiet and build, discardQuiet and
// discardTile, on clones, at every decision of random games (in the
// build phase and out of it), the move Legal lists and random ones: the
// pending tiles and other tiles, on palaces from -2 to one past the last.
// The states after, and the errors, must be the same.
func TestQuietBuildsAreBuilds(t *testing.T) {
	rng := enginetest.NewRand(47)
	checked, applied := 0, 0
	for seed := range uint64(30) {
		playRandom(t, 2+int(seed%3), seed, func(st *state, s engine.Seat, m engine.Move) {
			n := len(st.players[st.actor].palaces)
			moves := []engine.Move{m}
			for range 2 {
				tile := tileAt(rng.IntN(boxTiles))
				if len(st.pending) > 0 && rng.IntN(2) == 0 {
					tile = st.pending[rng.IntN(len(st.pending))]
				}
				moves = append(moves, BuildMove{Tile: tile, Palace: rng.IntN(n+3) - 2}, DiscardMove{Tile: tile})
			}
			compareQuiet(t, st, moves, func(want, got *state, m engine.Move) (error, error, bool) {
				switch m := m.(type) {
				case BuildMove:
					return want.build(m, nil), got.buildQuiet(m), true
				case DiscardMove:
					return want.discardTile(m, nil), got.discardQuiet(m), true
				}
				return nil, nil, false
			}, &checked, &applied)
		})
	}
	t.Logf("%d moves, %d applied", checked, applied)
	require.Greater(t, checked, 20000)
	require.Greater(t, applied, 2000)
}
