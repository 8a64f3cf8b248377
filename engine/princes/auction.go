package princes

import (
	"math/rand/v2"

	"github.com/pbem-games/pbem/engine"
)

// STUB (the auction helper replaces this file): the auction phase.

// auction is the state of a round's auction phase.
type auction struct{}

// startAuction begins the auction phase of st.round.
func (st *state) startAuction(evs *engine.Events) {}

func (st *state) legalAuction(s engine.Seat) []engine.Move { return nil }

func (st *state) applyAuction(s engine.Seat, m engine.Move, rng *rand.Rand, evs *engine.Events) error {
	return illegal("not written yet")
}
