package patrician

import (
	"github.com/pbem-games/pbem/engine"
)

var _ engine.StepSkipper = Game{}

// skip says why an optional step of the current turn was not asked for
// (ruling P6); zero while the step is still to come or was decided.
type skip uint8

const (
	skipNone        skip = iota
	skipNotOffered       // the card or the game does not offer the step
	skipNoFloors         // build: no floors left
	skipComplete         // build: the city is complete
	skipNoTarget         // special action: no city qualifies
	skipNoMessenger      // messenger: none left
	skipNoBorder         // messenger: no border takes one
)

// The optional steps of a turn, indexes of state.skips.
const (
	stepBuild = iota
	stepSpecial
	stepMessenger
	steps
)

// SkippedStep tells whether m, refused for seat s, declines a step of s's
// last turn that was skipped (see engine.StepSkipper): "messenger none"
// after a turn in which s had no messenger left is noted; a placement
// there is refused with the reason.
func (Game) SkippedStep(es engine.State, s engine.Seat, m engine.Move) (string, error) {
	st, ok := es.(*state)
	if !ok || s != st.turnOf || len(st.players[s].pile) == 0 {
		return "", nil // s has not played this game's turn yet
	}
	step, decline, text := stepOf(m)
	if step < 0 {
		return "", nil
	}
	why := st.skips[step]
	if why == skipNone {
		return "", nil
	}
	if why == skipNotOffered || !decline {
		return "", illegal("%s: %s", notPending[step], st.skipReason(step, why))
	}
	return text + ": skipped, " + st.skipReason(step, why), nil
}

// notPending says that a step is not awaited, by step.
var notPending = [steps]string{"no build is pending", "no special action is pending", "no messenger is pending"}

// stepOf returns the optional step m acts in (-1 for none), whether m
// declines it, and the decline's canonical text.
func stepOf(m engine.Move) (step int, decline bool, text string) {
	switch m := m.(type) {
	case BuildMove:
		return stepBuild, m.A <= 0 && m.B <= 0, "build none"
	case SpecialMove:
		return stepSpecial, m == NoSpecial, "move none"
	case MessengerMove:
		return stepMessenger, m == NoMessenger, "messenger none"
	}
	return -1, false, ""
}

// skipReason says, to the player of the turn, why a step was skipped.
func (st *state) skipReason(step int, why skip) string {
	card, city := st.card.ID(), st.turnCity().Name()
	switch why {
	case skipNoFloors:
		return "you have no floors left"
	case skipComplete:
		return city + " is complete"
	case skipNoTarget:
		return "no city qualified for the special action"
	case skipNoMessenger:
		return "you have no messenger left"
	case skipNoBorder:
		return "no border could take a messenger"
	}
	switch {
	case step == stepSpecial:
		return card + " does not show the special action"
	case step == stepMessenger && !st.message:
		return "the Messengers expansion is not played"
	case step == stepMessenger:
		return card + " is not a star card"
	}
	return "nothing to build" // not reached: the build step is always offered or skipped for a reason
}
