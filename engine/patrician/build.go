package patrician

import (
	"github.com/pbem-games/pbem/engine"
)

// buildForms are the ways to build, in the order Legal lists them:
// a, b, aa, ab, bb. Building nothing is listed last.
var buildForms = [...]BuildMove{{1, 0}, {0, 1}, {2, 0}, {1, 1}, {0, 2}}

// fault says which rule a candidate move breaks. Legal checks every
// candidate, so the checks return a fault and only a refused move pays for
// the sentence that explains it.
type fault uint8

// fine is the fault of an allowed move.
const fine fault = 0

// The faults of a build.
const (
	buildNegative fault = iota + 1
	buildCrests
	buildFloors
	buildLimit
	buildEmptyTower
)

// buildFault returns the rule that building m.A floors on tower a and m.B
// on tower b of the turn's city breaks, or fine.
func (st *state) buildFault(m BuildMove) fault {
	c := st.turnCity()
	cs := &st.cities[c]
	n := m.A + m.B
	switch limit := st.d.Cities[c].Limit; {
	case m.A < 0 || m.B < 0:
		return buildNegative
	case n == 0:
		return fine
	case n > st.played().Crests:
		return buildCrests
	case n > st.me().floors:
		return buildFloors
	case cs.floors()+n > limit:
		return buildLimit
	case cs.floors()+n == limit && (int(cs.towers[0].n)+m.A == 0 || int(cs.towers[1].n)+m.B == 0):
		return buildEmptyTower
	}
	return fine
}

// buildError says why the actor may not build m, or returns nil.
func (st *state) buildError(m BuildMove) error {
	fault := st.buildFault(m)
	if fault == fine {
		return nil // the message's figures looked up only for a refusal
	}
	c := st.turnCity()
	limit, have, crests := data().Cities[c].Limit, st.cities[c].floors(), st.card.info().Crests
	switch fault {
	case buildNegative:
		return illegal("a tower cannot lose floors by building")
	case buildCrests:
		return illegalAt([]string{sitesText(m)}, "%s shows %s: you can build at most %s", st.card.ID(), plural(crests, "crest"), plural(crests, "floor"))
	case buildFloors:
		return illegalAt([]string{sitesText(m)}, "you have %s left", plural(st.me().floors, "floor"))
	case buildLimit:
		return illegalAt([]string{sitesText(m)}, "%s holds at most %d floors and has %d: there is room for %s", c.Name(), limit, have, plural(limit-have, "floor"))
	case buildEmptyTower:
		return illegalAt([]string{sitesText(m)}, "both towers of %s must have a floor: the last floor goes on the empty tower", c.Name())
	}
	return nil
}

// canBuildAny reports whether the actor can build at least one floor.
func (st *state) canBuildAny() bool {
	for _, m := range buildForms[:2] {
		if st.buildFault(m) == fine {
			return true
		}
	}
	return false
}

// noBuildReason is the message that says why the actor cannot build at all.
func (st *state) noBuildReason() string {
	c := st.turnCity()
	if st.me().floors == 0 {
		return "event.cannot-build-floors"
	}
	if st.cities[c].floors() >= data().Cities[c].Limit {
		return "event.cannot-build-complete"
	}
	return "event.cannot-build-room" // not reached: a city with room has a tower to build on
}

// checkBuild refuses a build the rules forbid.
func (st *state) checkBuild(m BuildMove) error {
	if err := st.inPhase(phaseBuild, "build"); err != nil {
		return err
	}
	if m.A > 2 || m.B > 2 {
		return illegal("a card has at most 2 crests")
	}
	return st.buildError(m)
}

// build places the floors, scores the city if it is now complete, and goes
// on to the special action.
func (st *state) build(m BuildMove, t *engine.EventRoom) {
	c := st.turnCity()
	cs := &st.cities[c]
	seat := int8(st.actor)
	for range m.A {
		cs.towers[0].push(seat)
	}
	for range m.B {
		cs.towers[1].push(seat)
	}
	st.me().floors -= m.A + m.B
	st.built = st.built || m.A+m.B > 0
	if t != nil {
		st.tellBuild(t, m, st.names[st.actor], st.cityName(c), itoa(cs.floors()), itoa(st.d.Cities[c].Limit))
	}
	if cs.floors() == st.d.Cities[c].Limit {
		st.scoreCity(c, false, t)
	}
	st.afterBuild(t)
}

// tellBuild tells where a build put its floors: "Ann builds 1 floor on
// tower a in Bologna (3 of 5)": the city, then its floors and its limit.
func (st *state) tellBuild(t *engine.EventRoom, m BuildMove, name, city, floors, limit string) {
	switch {
	case m.A == 0 && m.B == 0:
		t.Tell("event.builds-nothing", name, city, floors, limit)
	case m.B == 0:
		t.Tell("event.builds-tower", itoa(m.A), name, "a", city, floors, limit)
	case m.A == 0:
		t.Tell("event.builds-tower", itoa(m.B), name, "b", city, floors, limit)
	default:
		t.Tell("event.builds-each", name, city, floors, limit)
	}
}

// plural writes "1 floor", "2 floors".
func plural(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return itoa(n) + " " + noun + "s"
}
