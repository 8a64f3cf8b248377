package leonardo

import (
	"math/rand/v2"

	"github.com/pbem-games/pbem/engine"
)

// STUB (the side engineer replaces this file): the negotiation and alliances.

// talksState is the negotiation at the end of a round.
type talksState struct{}

func (t talksState) clone() talksState { return t }

func (st *state) legalTalks(s engine.Seat) []engine.Move { return nil }

func (st *state) applyTalks(s engine.Seat, m engine.Move, rng *rand.Rand, evs *engine.Events) error {
	return illegal("not written yet")
}
