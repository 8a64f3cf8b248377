package princes

import (
	"math/rand/v2"

	"github.com/pbem-games/pbem/engine"
)

// STUB (the auction helper replaces this file): setup and the keep phase.

// newGame deals a new game for the players named.
func newGame(names []string, rng *rand.Rand) (*state, []engine.Event) {
	panic("princes: setup not written yet")
}

func (st *state) legalKeep(s engine.Seat) []engine.Move { return nil }

func (st *state) applyKeep(s engine.Seat, m engine.Move, rng *rand.Rand, evs *engine.Events) error {
	return illegal("not written yet")
}
