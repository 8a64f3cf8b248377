package leonardo

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/pbem-games/pbem/engine"
)

// TestRolloutMoveOpensNoTalks checks that a rollout never makes an offer
// or proposes an alliance while something else is legal, and draws among
// the rest.
func TestRolloutMoveOpensNoTalks(t *testing.T) {
	legal := []engine.Move{
		OfferMove{To: 1, Give: Lot{Florins: 1}}, AllyMove{With: 2},
		DeclineMove{From: 1}, OfferMove{To: 2}, DoneMove{},
	}
	rng := rand.New(rand.NewPCG(1, 2))
	seen := map[engine.Move]int{}
	for range 200 {
		seen[Game{}.RolloutMove(nil, 0, legal, rng)]++
	}
	assert.Len(t, seen, 2)
	assert.Greater(t, seen[DeclineMove{From: 1}], 50)
	assert.Greater(t, seen[DoneMove{}], 50)
	only := []engine.Move{OfferMove{To: 1}}
	assert.Equal(t, only[0], Game{}.RolloutMove(nil, 0, only, rng))
}
