package palazzo

import (
	"math/rand/v2"
	"strconv"

	"github.com/pbem-games/pbem/engine"
)

// takeMoney reveals players+1 money cards, shuffling the discard pile into
// a new deck when the deck runs out (ruling A5: the action is legal while
// deck and discards together hold enough cards).
func (st *state) takeMoney(rng *rand.Rand) ([]engine.Event, error) {
	if err := st.inPhase(phaseAction, "take money"); err != nil {
		return nil, err
	}
	need := len(st.players) + 1
	if have := len(st.deck) + len(st.discard); have < need {
		return nil, illegal("you cannot take money: only %d money cards are left in the deck and the discard pile, and %d are needed", have, need)
	}
	var events []engine.Event
	for range need {
		if len(st.deck) == 0 {
			events = append(events, st.reshuffle(rng))
		}
		st.revealed = append(st.revealed, st.deck[len(st.deck)-1])
		st.deck = st.deck[:len(st.deck)-1]
	}
	SortCards(st.revealed)
	events = append(events, event("event.takes-money", st.names[st.active], SetOf(st.revealed...).String()))
	st.phase, st.actor = phaseTake, st.active
	return events, nil
}

// reshuffle turns the discard pile into a new face-down deck.
func (st *state) reshuffle(rng *rand.Rand) engine.Event {
	ev := event("event.reshuffle", strconv.Itoa(len(st.discard)))
	st.deck = append(st.deck, st.discard...)
	st.discard = st.discard[:0]
	rng.Shuffle(len(st.deck), func(a, b int) { st.deck[a], st.deck[b] = st.deck[b], st.deck[a] })
	return ev
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
func (st *state) take(m TakeMove) ([]engine.Event, error) {
	if err := st.inPhase(phaseTake, "take cards"); err != nil {
		return nil, err
	}
	want := st.takeCount()
	if n := m.Cards.Len(); n != want {
		return nil, illegal("you must keep exactly %d of the revealed cards, not %d", want, n)
	}
	shown := SetOf(st.revealed...)
	if !shown.Contains(m.Cards) {
		return nil, illegal("you can only keep revealed cards: %s", joinCards(st.revealed))
	}
	events := append(make([]engine.Event, 0, 2), st.giveRevealed(st.actor, m.Cards, "event.keeps"))
	st.actor = st.next(st.actor)
	if len(st.revealed) == 1 {
		last := SetOf(st.revealed...)
		events = append(events, st.giveRevealed(st.actor, last, "event.gets-last"))
	}
	if len(st.revealed) == 0 {
		st.endTurn()
	}
	return events, nil
}

// giveRevealed moves cards from the revealed row into the hand of s and
// tells it with the message key.
func (st *state) giveRevealed(s engine.Seat, cards CardSet, key string) engine.Event {
	left := SetOf(st.revealed...).Minus(cards)
	st.revealed = left.appendTo(st.revealed[:0]) // the state owns the row (clone copies it)
	st.players[s].hand = st.players[s].hand.Plus(cards)
	return event(key, st.names[s], cards.String())
}
