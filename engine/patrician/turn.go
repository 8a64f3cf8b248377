package patrician

import (
	"github.com/pbem-games/pbem/engine"
)

// checkPlay refuses a card the actor does not hold.
func (st *state) checkPlay(m PlayMove) error {
	if err := st.inPhase(phasePlay, "play a card"); err != nil {
		return err
	}
	if int(m.Card) >= len(st.d.cards) || !st.me().hand.has(m.Card) {
		return illegalAt([]string{cardName(m.Card)}, "you do not hold %s", cardName(m.Card))
	}
	return nil
}

// play puts the card on the actor's pile and goes on to the building step.
func (st *state) play(m PlayMove, t *engine.EventRoom) {
	p := st.me()
	p.hand, p.secret = p.hand.minus(m.Card), p.secret.minus(m.Card)
	p.pile = append(p.pile, m.Card)
	st.card, st.built = m.Card, false
	st.turnOf, st.skips = st.actor, [steps]skip{}
	if t != nil {
		t.Tell("event.plays", st.names[st.actor], st.cardID(m.Card))
	}
	if st.canBuildAny() {
		st.phase = phaseBuild
		return
	}
	reason := st.noBuildReason()
	st.skips[stepBuild] = skipComplete
	if reason == "event.cannot-build-floors" {
		st.skips[stepBuild] = skipNoFloors
	}
	if t != nil {
		t.Tell(reason, st.names[st.actor], st.cityName(st.turnCity()))
	}
	st.afterBuild(t)
}

// afterBuild offers the special action when the card shows it and some
// city qualifies, else goes on to taking a card.
func (st *state) afterBuild(t *engine.EventRoom) {
	if st.played().Feature != SpecialAction {
		st.skips[stepSpecial] = skipNotOffered
		st.takeStep(t)
		return
	}
	if st.canSpecialAny() {
		st.phase = phaseSpecial
		return
	}
	st.skips[stepSpecial] = skipNoTarget
	if t != nil {
		t.Tell("event.cannot-special", st.names[st.actor])
	}
	st.takeStep(t)
}

// takeStep takes the card when there is no choice, skips the step when no
// face-up card is left, and otherwise awaits the actor's choice.
func (st *state) takeStep(t *engine.EventRoom) {
	var only City
	switch n := st.takeChoices(&only); {
	case n == 0:
		if t != nil {
			t.Tell("event.no-face-up", st.names[st.actor])
		}
		st.messengerStep(t)
	case n == 1:
		st.take(only, t)
	default:
		st.phase = phaseTake
	}
}

// take moves the face-up card of city c to the actor's hand and refills
// the city's space from the deck (step 5), skipped once the deck is empty.
func (st *state) take(c City, t *engine.EventRoom) {
	card, _ := st.faceUp(c)
	st.me().hand = st.me().hand.with(card)
	cs := &st.cities[c]
	cs.face = -1
	if t != nil {
		t.Tell("event.takes", st.names[st.actor], st.cardID(card), st.cityName(c))
	}
	if len(st.deck) > 0 {
		next := st.draw()
		cs.face = int8(next)
		if t != nil {
			t.Tell("event.turned-up", st.cardID(next), st.cityName(c), itoa(len(st.deck)))
		}
	} else {
		if t != nil {
			t.Tell("event.deck-empty", st.cityName(c))
		}
	}
	st.messengerStep(t)
}

// messengerStep offers a messenger after a turn with a star card, when the
// expansion is played, the actor has one left and some border is free.
func (st *state) messengerStep(t *engine.EventRoom) {
	switch {
	case !st.message || !st.d.sendsMessenger(st.played()):
		st.skips[stepMessenger] = skipNotOffered
	case st.me().messengers == 0:
		st.skips[stepMessenger] = skipNoMessenger
		if t != nil {
			t.Tell("event.no-messenger-left", st.names[st.actor]) // P6: the log says why
		}
	case !st.canPlaceAny():
		st.skips[stepMessenger] = skipNoBorder
		if t != nil {
			t.Tell("event.no-free-border", st.names[st.actor])
		}
	default:
		st.phase = phaseMessenger
		return
	}
	st.endTurn(t)
}

// endTurn passes the turn clockwise to the next player holding cards; the
// game ends when no hand holds any.
func (st *state) endTurn(t *engine.EventRoom) {
	n := engine.Seat(len(st.players))
	for i := engine.Seat(1); i <= n; i++ {
		s := (st.actor + i) % n
		if st.players[s].hand != 0 {
			st.actor, st.phase = s, phasePlay
			return
		}
	}
	st.finish(t)
}

// cardName is a card's id, or a note that the number is no card.
func cardName(c Card) string {
	if int(c) >= len(data().cards) {
		return "card #" + itoa(int(c))
	}
	return c.ID()
}
