package princes

import (
	"math/rand/v2"

	"github.com/pbem-games/pbem/engine"
)

// STUB (the action helper replaces this file): the action phase.

// actionTurn is the state of one player's turn of the action phase.
type actionTurn struct{}

// startActions begins the action phase of st.round with its first player.
func (st *state) startActions(evs *engine.Events) {}

func (st *state) legalAction(s engine.Seat) []engine.Move { return nil }

func (st *state) applyAction(s engine.Seat, m engine.Move, rng *rand.Rand, evs *engine.Events) error {
	return illegal("not written yet")
}
