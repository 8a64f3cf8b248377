package patrician

import (
	"slices"

	"github.com/pbem-games/pbem/engine"
)

// The faults of a messenger placement.
const (
	messengerNotCities fault = iota + 1
	messengerNotAdjacent
	messengerTurnCity
	messengerTaken
	messengerArrows
	messengerFullA
	messengerFullB
)

// messengerFault returns the rule that placing a messenger on the border
// between cities a and b (a < b) breaks, or fine.
func (st *state) messengerFault(a, b City) fault {
	if a < 0 || b < 0 || b >= st.cityCount() || a >= b {
		return messengerNotCities
	}
	i := st.d.borderIndex(a, b)
	if i < 0 {
		return messengerNotAdjacent
	}
	at := st.messengerCounts()
	return st.borderFault(i, &at)
}

// borderFault is messengerFault for border i of the data file, given the
// messengers at each city (messengerCounts): Legal counts them once for
// every border it checks.
func (st *state) borderFault(i int, at *[maxCities]int8) fault {
	d := st.d
	a, b := d.borders[i].A, d.borders[i].B
	switch {
	case !st.inPlay[a] || !st.inPlay[b]:
		return messengerNotAdjacent
	case st.excluded(a) || st.excluded(b):
		return messengerTurnCity
	case st.borders[i] != noSeat:
		return messengerTaken
	case d.Messengers.Arrows && !slices.Contains(st.played().Arrows, i):
		return messengerArrows
	case int(at[a]) >= d.Messengers.MaxPerCity:
		return messengerFullA
	case int(at[b]) >= d.Messengers.MaxPerCity:
		return messengerFullB
	}
	return fine
}

// messengerCounts counts the messengers on the borders of each city, as
// messengersAt does for one.
func (st *state) messengerCounts() (at [maxCities]int8) {
	for i, bd := range st.d.borders {
		if st.borders[i] != noSeat {
			at[bd.A]++
			at[bd.B]++
		}
	}
	return at
}

// messengerError says why the actor may not place a messenger between a
// and b, or returns nil.
func (st *state) messengerError(a, b City) error {
	switch st.messengerFault(a, b) {
	case messengerNotCities:
		return illegal("name two different cities of the board")
	case messengerNotAdjacent:
		return illegalAt(cityWords(a, b), "%s and %s are not adjacent", a.Name(), b.Name())
	case messengerTurnCity:
		return illegalAt(cityWords(st.turnCity()), "you cannot place a messenger next to %s: %s", st.turnCity().Name(), st.exclusionReason())
	case messengerTaken:
		return illegalAt(cityWords(a, b), "the border between %s and %s has a messenger already", a.Name(), b.Name())
	case messengerArrows:
		return illegalAt(cityWords(a, b), "the arrows of %s do not point at %s and %s", st.card.ID(), a.Name(), b.Name())
	case messengerFullA:
		return illegalAt(cityWords(a), "%s has %d messengers already", a.Name(), st.messengersAt(a))
	case messengerFullB:
		return illegalAt(cityWords(b), "%s has %d messengers already", b.Name(), st.messengersAt(b))
	}
	return nil
}

// messengersAt counts the messengers on the borders of city c.
func (st *state) messengersAt(c City) int {
	n := 0
	for i, bd := range data().borders {
		if st.borders[i] != noSeat && (bd.A == c || bd.B == c) {
			n++
		}
	}
	return n
}

// canPlaceAny reports whether some border takes a messenger now.
func (st *state) canPlaceAny() bool { return st.messengerBits() != 0 }

// checkMessenger refuses a placement the rules forbid; placing none is
// always allowed when a placement is offered.
func (st *state) checkMessenger(m MessengerMove) error {
	if err := st.inPhase(phaseMessenger, "place a messenger"); err != nil {
		return err
	}
	if m == NoMessenger {
		return nil
	}
	return st.messengerError(m.A, m.B)
}

// placeMessenger puts the actor's messenger on the border (or none) and
// ends the turn.
func (st *state) placeMessenger(m MessengerMove, t *engine.EventRoom) {
	name := st.names[st.actor]
	if m == NoMessenger {
		if t != nil {
			t.Tell("event.no-messenger", name)
		}
		st.endTurn(t)
		return
	}
	st.borders[st.d.borderIndex(m.A, m.B)] = int8(st.actor)
	st.me().messengers--
	if t != nil {
		t.Tell("event.messenger", name, st.cityName(m.A), st.cityName(m.B))
	}
	st.endTurn(t)
}
