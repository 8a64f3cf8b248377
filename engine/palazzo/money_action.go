package palazzo

import (
	"math/rand/v2"
	"strconv"

	"github.com/pbem-games/pbem/engine"
)

// takeMoney reveals players+1 money cards, shuffling the discard pile into
// a new deck when the deck runs out (ruling A5: the action is legal while
// deck and discards together hold enough cards).
func (st *state) takeMoney(rng *rand.Rand, t *engine.EventRoom) error {
	if err := st.inPhase(phaseAction, "take money"); err != nil {
		return err
	}
	need := len(st.players) + 1
	if have := len(st.deck) + len(st.discard); have < need {
		return illegal("you cannot take money: only %d money cards are left in the deck and the discard pile, and %d are needed", have, need)
	}
	for range need {
		if len(st.deck) == 0 {
			st.reshuffle(rng, t)
		}
		st.revealed[cardKind(st.deck[len(st.deck)-1])]++ // the deck holds cards of the deck only
		st.deck = st.deck[:len(st.deck)-1]
	}
	if t != nil { // a quiet apply words nothing
		t.Tell("event.takes-money", st.names[st.active], st.revealed.String())
	}
	st.phase, st.actor = phaseTake, st.active
	return nil
}

// reshuffle turns the discard pile into a new face-down deck.
func (st *state) reshuffle(rng *rand.Rand, t *engine.EventRoom) {
	if t != nil { // a quiet apply words nothing
		t.Tell("event.reshuffle", strconv.Itoa(len(st.discard)))
	}
	st.deck = append(st.deck, st.discard...)
	st.discard = st.discard[:0]
	shuffle(rng, st.deck)
}

// takeCount is how many revealed cards the actor keeps: 2 for the active
// player, 1 for each other player.
func (st *state) takeCount() int {
	if st.actor == st.active {
		return 2
	}
	return 1
}

// take keeps revealed cards. When one card is left, the last player to
// choose has no choice: it goes to them at once.
func (st *state) take(m TakeMove, t *engine.EventRoom) error {
	if err := st.inPhase(phaseTake, "take cards"); err != nil {
		return err
	}
	want := st.takeCount()
	if n := m.Cards.Len(); n != want {
		return illegal("you must keep exactly %d of the revealed cards, not %d", want, n)
	}
	if !st.revealed.Contains(m.Cards) {
		return illegalAt(missingWords(st.revealed, m.Cards), "you can only keep revealed cards: %s", joinCards(st.revealed.Cards()))
	}
	st.giveRevealed(st.actor, m.Cards, "event.keeps", t)
	st.actor = st.next(st.actor)
	if st.revealed.Len() == 1 {
		st.giveRevealed(st.actor, st.revealed, "event.gets-last", t)
	}
	if st.revealed == (CardSet{}) {
		st.endTurn()
	}
	return nil
}

// giveRevealed moves cards from the revealed row into the hand of s and
// tells it with the message key.
func (st *state) giveRevealed(s engine.Seat, cards CardSet, key string, t *engine.EventRoom) {
	moveCards(&st.revealed, &st.players[s].hand, &cards)
	if t != nil { // a quiet apply words nothing
		t.Tell(key, st.names[s], cards.String())
	}
}
