package patrician

import (
	"github.com/pbem-games/pbem/engine"
)

// The faults of a special action.
const (
	specialNoCity fault = iota + 1
	specialNoTower
	specialTurnCity
	specialScored
	specialNotOwner
	specialEmpty
)

// specialFault returns the rule that moving the top floor of tower from of
// city c onto its other tower breaks, or fine. The city must be in play,
// not the turn's city, not yet scored, and hold a floor of the actor; the
// tower must have a floor to move.
func (st *state) specialFault(c City, from int) fault {
	switch {
	case c < 0 || c >= st.cityCount() || !st.inPlay[c]:
		return specialNoCity
	case from != 0 && from != 1:
		return specialNoTower
	case st.excluded(c):
		return specialTurnCity
	case st.cities[c].scored:
		return specialScored
	case st.cities[c].towers[0].owned(int8(st.actor))+st.cities[c].towers[1].owned(int8(st.actor)) == 0:
		return specialNotOwner
	case st.cities[c].towers[from].n == 0:
		return specialEmpty
	}
	return fine
}

// specialError says why the actor may not make that special action, or
// returns nil.
func (st *state) specialError(c City, from int) error {
	switch st.specialFault(c, from) {
	case specialNoCity:
		return illegal("that city is not on the board")
	case specialNoTower:
		return illegal("a city has towers a and b")
	case specialTurnCity:
		return illegalAt(cityWords(c), "you cannot use the special action in %s: %s", c.Name(), st.exclusionReason())
	case specialScored:
		return illegalAt(cityWords(c), "%s has been scored already", c.Name())
	case specialNotOwner:
		return illegalAt(cityWords(c), "you have no floor in %s", c.Name())
	case specialEmpty:
		return illegalAt([]string{siteName(from)}, "tower %s of %s has no floor to move", siteName(from), c.Name())
	}
	return nil
}

// canSpecialAny reports whether some city qualifies for the special action.
func (st *state) canSpecialAny() bool { return st.specialBits() != 0 }

// checkSpecial refuses a special action the rules forbid; giving it up is
// always allowed when it is offered.
func (st *state) checkSpecial(m SpecialMove) error {
	if err := st.inPhase(phaseSpecial, "use the special action"); err != nil {
		return err
	}
	if m == NoSpecial {
		return nil
	}
	return st.specialError(m.City, m.From)
}

// special moves the floor (or gives the action up) and goes on to taking
// a card. Moving never completes a city: the number of floors stays.
func (st *state) special(m SpecialMove, t *engine.EventRoom) {
	name := st.names[st.actor]
	if m == NoSpecial {
		if t != nil {
			t.Tell("event.gives-up", name)
		}
		st.takeStep(t)
		return
	}
	ts := &st.cities[m.City].towers
	seat := ts[m.From].pop()
	ts[1-m.From].push(seat)
	if t != nil {
		t.Tell("event.moves-floor", name, st.names[seat], st.cityName(m.City), siteName(m.From), siteName(1-m.From))
	}
	st.takeStep(t)
}

// siteName is the letter of a tower as typed: "a" or "b".
func siteName(t int) string {
	if t >= 0 && t < 2 {
		return "ab"[t : t+1] // no copy for the letters of real towers
	}
	return string(rune('a' + t))
}
