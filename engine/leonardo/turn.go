package leonardo

import (
	"math/rand/v2"

	"github.com/pbem-games/pbem/engine"
)

// STUB (the turn engineer replaces this file): a side's turn.

// turnState is the turn of the current side.
type turnState struct{}

func (t turnState) clone() turnState { return t }

func (st *state) legalTurn(s engine.Seat) []engine.Move { return nil }

func (st *state) applyTurn(s engine.Seat, m engine.Move, rng *rand.Rand, evs *engine.Events) error {
	return illegal("not written yet")
}
