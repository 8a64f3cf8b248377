package leonardo

import (
	"math/rand/v2"

	"github.com/pbem-games/pbem/engine"
)

// STUB (the turn engineer replaces this file): setup and the party choice.

// newGame sets out a new game on data d for the players named.
func newGame(d *components, names []string, rounds, offers int, rng *rand.Rand) (*state, []engine.Event) {
	panic("leonardo: setup not written yet")
}

func (st *state) legalParty(s engine.Seat) []engine.Move { return nil }

func (st *state) applyParty(s engine.Seat, m engine.Move, rng *rand.Rand, evs *engine.Events) error {
	return illegal("not written yet")
}
