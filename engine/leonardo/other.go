package leonardo

import (
	"math/rand/v2"

	"github.com/pbem-games/pbem/engine"
)

// STUB (the side engineer replaces this file): markets and administrations.

// marketState is a market being held.
type marketState struct{}

func (m marketState) clone() marketState { return m }

// shiftState is an administration owner's decision.
type shiftState struct{}

func (s shiftState) clone() shiftState { return s }

func (st *state) legalOther(s engine.Seat) []engine.Move { return nil }

func (st *state) applyOther(s engine.Seat, m engine.Move, rng *rand.Rand, evs *engine.Events) error {
	return illegal("not written yet")
}
