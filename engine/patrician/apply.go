package patrician

import (
	"math/rand/v2"

	"github.com/pbem-games/pbem/engine"
)

// Apply checks move m of seat s against the rules and only then performs
// it, with the automatic steps that follow it (a forced take, the refill,
// the next player's turn). Errors wrap engine.ErrIllegal, or are
// engine.ErrNotYourTurn. The deck is shuffled at setup, so rng is unused.
func (st *state) Apply(s engine.Seat, m engine.Move, _ *rand.Rand) ([]engine.Event, error) {
	if err := engine.CheckTurn(st.phase == phaseOver, s, st.actor, st.names, st.expecting); err != nil {
		return nil, err
	}
	var err error
	switch m := m.(type) {
	case PlayMove:
		err = st.checkPlay(m)
	case BuildMove:
		err = st.checkBuild(m)
	case SpecialMove:
		err = st.checkSpecial(m)
	case TakeMove:
		err = st.checkTake(m)
	case MessengerMove:
		err = st.checkMessenger(m)
	default:
		return nil, illegal("%T is not a Patrician move", m)
	}
	if err != nil {
		return nil, err
	}
	return st.perform(m), nil
}

// perform carries out a checked move and the automatic steps after it.
func (st *state) perform(m engine.Move) []engine.Event {
	// A move tells one or a few events: room for two at once spares the
	// slice a second allocation when it grows.
	t := make(engine.Events, 0, 2)
	switch m := m.(type) {
	case PlayMove:
		st.play(m, &t)
	case BuildMove:
		st.build(m, &t)
	case SpecialMove:
		st.special(m, &t)
	case TakeMove:
		st.take(m.City, &t)
	case MessengerMove:
		st.placeMessenger(m, &t)
	}
	if len(t) == 0 {
		return nil // as before the room was made
	}
	return t
}
