package patrician

import (
	"testing"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/engine/enginetest"
)

// TestResignedMoves plays games in which some seats resigned: each of
// their decisions is legal and the game ends.
func TestResignedMoves(t *testing.T) {
	opts := engine.Options{Names: []string{"Ann", "Bob", "Cid", "Dee"}}
	for _, resigned := range [][]engine.Seat{{1}, {0, 1, 2}} {
		for seed := uint64(1); seed <= 3; seed++ {
			if _, err := enginetest.ResignedGame(Game{}, 4, seed, opts, resigned, 20000); err != nil {
				t.Errorf("resigned %v, seed %d: %v", resigned, seed, err)
			}
		}
	}
}
