package palazzo

import (
	"math/rand/v2"
	"strconv"

	"github.com/pbem-games/pbem/engine"
)

// takeMoney reveals players+1 money cards, shuffling the discard pile into
// a new deck when the deck runs out (ruling A5: the action is legal while
// deck and discards together hold enough cards).
func (st *state) takeMoney(rng *rand.Rand, t *engine.Events) error {
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
		st.revealed = append(st.revealed, st.deck[len(st.deck)-1])
		st.deck = st.deck[:len(st.deck)-1]
	}
	SortCards(st.revealed)
	if t != nil { // a quiet apply words nothing
		t.Tell("event.takes-money", st.names[st.active], SetOf(st.revealed...).String())
	}
	st.phase, st.actor = phaseTake, st.active
	return nil
}

// reshuffle turns the discard pile into a new face-down deck.
func (st *state) reshuffle(rng *rand.Rand, t *engine.Events) {
	if t != nil { // a quiet apply words nothing
		t.Tell("event.reshuffle", strconv.Itoa(len(st.discard)))
	}
	st.deck = append(st.deck, st.discard...)
	st.discard = st.discard[:0]
	rng.Shuffle(len(st.deck), func(a, b int) { st.deck[a], st.deck[b] = st.deck[b], st.deck[a] })
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
func (st *state) take(m TakeMove, t *engine.Events) error {
	if err := st.inPhase(phaseTake, "take cards"); err != nil {
		return err
	}
	want := st.takeCount()
	if n := m.Cards.Len(); n != want {
		return illegal("you must keep exactly %d of the revealed cards, not %d", want, n)
	}
	shown := SetOf(st.revealed...)
	if !shown.Contains(m.Cards) {
		return illegalAt(missingWords(shown, m.Cards), "you can only keep revealed cards: %s", joinCards(st.revealed))
	}
	st.giveRevealed(st.actor, m.Cards, "event.keeps", t)
	st.actor = st.next(st.actor)
	if len(st.revealed) == 1 {
		last := SetOf(st.revealed...)
		st.giveRevealed(st.actor, last, "event.gets-last", t)
	}
	if len(st.revealed) == 0 {
		st.endTurn()
	}
	return nil
}

// giveRevealed moves cards from the revealed row into the hand of s and
// tells it with the message key.
func (st *state) giveRevealed(s engine.Seat, cards CardSet, key string, t *engine.Events) {
	left := SetOf(st.revealed...).Minus(cards)
	st.revealed = left.appendTo(st.revealed[:0]) // the state owns the row (clone copies it)
	st.players[s].hand = st.players[s].hand.Plus(cards)
	if t != nil { // a quiet apply words nothing
		t.Tell(key, st.names[s], cards.String())
	}
}
