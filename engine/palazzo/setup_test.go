package palazzo

import (
	"testing"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/engine/enginetest"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestSetup(t *testing.T) {
	es, events, err := Game{}.Setup(engine.Options{Names: []string{"Ann", "Bob"}}, 3, enginetest.NewRand(7))
	require.NoError(t, err)
	st := es.(*state)
	assert.Equal(t, []string{"Ann", "Bob", "P3"}, st.names, "missing names fall back to P1..P4")
	assert.Equal(t, []engine.Seat{0}, st.ToAct())
	assert.Equal(t, 0, st.architect, "the architect starts on quarry 1")

	backI := map[Tile]bool{}
	for _, tile := range data().stacks[0] {
		backI[tile] = true
	}
	require.Len(t, st.supply, 1)
	dealt := append([]Tile{}, st.supply...)
	for q := range st.quarries {
		require.Len(t, st.quarries[q], 1, "quarry %d", q+1)
		dealt = append(dealt, st.quarries[q]...)
	}
	for _, tile := range dealt {
		assert.True(t, backI[tile], "%s dealt at setup is not a back I tile", tile)
	}
	assert.Equal(t, []int{18 - 5, 15, 15 + 5}, []int{len(st.stacks[0]), len(st.stacks[1]), len(st.stacks[2])})
	riders := 0
	for _, tile := range st.stacks[2] {
		if tile.isRider() {
			riders++
		}
	}
	assert.Equal(t, 5, riders, "the riders are shuffled into stack III")

	for s, p := range st.players {
		assert.Equal(t, 4, p.hand.Len(), "hand of seat %d", s)
	}
	assert.Len(t, st.deck, 55-12)
	private := 0
	for _, e := range events {
		if !e.Public() {
			private++
			require.Len(t, e.To, 1)
			assert.Contains(t, enginetest.Told(Game{}, "en", e), st.players[e.To[0]].hand.String(), "the deal event tells the seat its hand")
		}
	}
	assert.Equal(t, 3, private, "one private event per hand")
}

// TestSetupRefusesVariants: Palazzo has no variants, so `pbem new palazzo
// --variant x` must fail rather than record rules nobody plays (the suite
// checks that the error names the variant; this is its whole text).
func TestSetupRefusesVariants(t *testing.T) {
	_, _, err := Game{}.Setup(engine.Options{Variants: []string{"foo"}}, 3, enginetest.NewRand(1))
	assert.EqualError(t, err, `palazzo: unknown variant "foo": Palazzo has no variants`)
}
