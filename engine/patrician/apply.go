package patrician

import (
	"math/rand/v2"

	"github.com/pbem-games/pbem/engine"
)

// Apply checks move m of seat s against the rules and only then performs
// it, with the automatic steps that follow it (a forced take, the refill,
// the next player's turn). Errors wrap engine.ErrIllegal, or are
// engine.ErrNotYourTurn; a public state refuses every move with
// engine.ErrPublicState. The deck is shuffled at setup, so rng is unused.
func (st *state) Apply(s engine.Seat, m engine.Move, _ *rand.Rand) ([]engine.Event, error) {
	if st.public {
		return nil, engine.ErrPublicState
	}
	if err := st.checkTurn(s); err != nil {
		return nil, err
	}
	if err := st.check(m); err != nil {
		return nil, err
	}
	// The events and their words are carved from the state's room, shared
	// by many moves: a replay with events allocates for them rarely.
	st.room.Begin()
	st.perform(m, &st.room)
	return st.room.End(), nil
}

// perform carries out a checked move and the automatic steps after it,
// telling t its events (nothing when t is nil: see ApplyQuiet).
func (st *state) perform(m engine.Move, t *engine.EventRoom) {
	switch m := m.(type) {
	case PlayMove:
		st.play(m, t)
	case BuildMove:
		st.build(m, t)
	case SpecialMove:
		st.special(m, t)
	case TakeMove:
		st.take(m.City, t)
	case MessengerMove:
		st.placeMessenger(m, t)
	}
}

// checkTurn refuses a decision once the game is over, or by a seat whose
// turn it is not (engine.CheckTurn). The actor's own decision, nearly
// every one a replay applies, is let through without making the method
// value CheckTurn's message would need.
func (st *state) checkTurn(s engine.Seat) error {
	if s == st.actor && st.phase != phaseOver {
		return nil
	}
	return engine.CheckTurn(st.phase == phaseOver, s, st.actor, st.names, st.expecting)
}

// check refuses m unless the rules allow it now.
func (st *state) check(m engine.Move) error {
	switch m := m.(type) {
	case PlayMove:
		return st.checkPlay(m)
	case BuildMove:
		return st.checkBuild(m)
	case SpecialMove:
		return st.checkSpecial(m)
	case TakeMove:
		return st.checkTake(m)
	case MessengerMove:
		return st.checkMessenger(m)
	}
	return illegal("%T is not a Patrician move", m)
}

// ApplyQuiet performs m as Apply does, telling no events: the rules
// below perform tell a nil *engine.EventRoom nothing.
func (st *state) ApplyQuiet(s engine.Seat, m engine.Move, _ *rand.Rand) error {
	if st.public {
		return engine.ErrPublicState
	}
	if err := st.checkTurn(s); err != nil {
		return err
	}
	if err := st.check(m); err != nil {
		return err
	}
	st.perform(m, nil)
	return nil
}

var _ engine.QuietApplier = (*state)(nil)
