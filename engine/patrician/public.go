package patrician

import (
	"errors"
	"fmt"
	"math/bits"
	"strings"

	"github.com/pbem-games/pbem/engine"
)

// The public replay of a sealed game (issue 27, engine.PublicReplayer).
// In Patrician every draw comes from the deck shuffled at setup, and what
// a draw brings is put face up at once: the setup turns one card up on
// each city, and a take turns up the next card on the city whose card was
// taken. The only secrets are the starting cards still in hand and the
// order of the deck. A card played names itself in the record line, so
// the piles are public once played; so are the cards taken into hands.
//
// An outcome is therefore a list of card ids:
//
//	setup   the face-up card of each city in play, in the board's order
//	        of cities ("lu3 si2 bo1 ro5 …")
//	other   the card turned up by the take the decision made, if any
//	        ("fi2"); nothing when no card was taken or the deck was empty
//
// A public state holds placeholders where the full state holds secrets:
// each hand's unknown starting cards are bits above the last card of the
// data (hand is a bitmask), and the deck holds unseenCard values. When a
// decision plays a starting card, ApplyPublic puts the card in place of
// one placeholder; when it turns up a card, ApplyPublic writes the card
// on the deck's top; then the ordinary rules run.

var _ engine.PublicReplayer = Game{}

// unseenCard is a card of the public deck: one nobody has seen yet.
const unseenCard Card = 255

// Outcome returns the face-up cards after the setup (s is the Observer,
// text empty) and, for a decision, the card it turned up, read from its
// public events: "event.turned-up" names the card.
func (Game) Outcome(es engine.State, s engine.Seat, text string, events []engine.Event) []string {
	st, ok := es.(*state)
	if !ok {
		return nil
	}
	if s == engine.Observer && text == "" {
		var out []string
		for c := range st.cityCount() {
			if card, ok := st.faceUp(c); ok && st.inPlay[c] {
				out = append(out, lowerASCII(card.ID()))
			}
		}
		return out
	}
	for _, e := range events {
		if e.Key == "event.turned-up" && len(e.Args) > 0 {
			return []string{lowerASCII(e.Args[0])}
		}
	}
	return nil
}

// PublicSetup deals the public game: each hand holds placeholders for the
// starting cards, the deck placeholders for its cards, and the outcome
// names the card turned face up on each city in play.
func (Game) PublicSetup(opts engine.Options, players int, outcome []string) (engine.State, []engine.Event, error) {
	st, err := newState(opts, players)
	if err != nil {
		return nil, nil, err
	}
	st.public = true
	size, n := st.d.Setup.Hand, len(st.d.cards)
	if n+size > 64 {
		return nil, nil, fmt.Errorf("patrician: %d cards and hands of %d do not fit a public hand", n, size)
	}
	var unknown hand
	for i := range size {
		unknown = unknown.with(Card(n + i))
	}
	inPlay := 0
	for _, card := range st.d.cards {
		if st.inPlay[card.City] {
			inPlay++
		}
	}
	for i := range st.players {
		st.players[i].hand, st.players[i].secret = unknown, unknown
	}
	faces, err := st.setupFaces(outcome)
	if err != nil {
		return nil, nil, err
	}
	deck := inPlay - players*size
	if deck < len(faces) {
		return nil, nil, fmt.Errorf("patrician: %d cards left for the deck, fewer than the %d cities", deck, len(faces))
	}
	// turnUp draws from the top (the end) of the deck, city by city.
	st.deck = make([]Card, deck)
	for i := range st.deck {
		st.deck[i] = unseenCard
	}
	for i, card := range faces {
		st.deck[deck-1-i] = card
	}
	events := []engine.Event{
		event("event.setup-deck", itoa(size), itoa(deck)),
		st.turnUp(),
		event("event.starts", st.names[0]),
	}
	return st, events, nil
}

// setupFaces reads the setup's outcome: one card a city in play, in the
// board's order, no card twice.
func (st *state) setupFaces(outcome []string) ([]Card, error) {
	cities := 0
	for c := range st.cityCount() {
		if st.inPlay[c] {
			cities++
		}
	}
	if len(outcome) != cities {
		return nil, fmt.Errorf("patrician: the setup's outcome names %d cards; it names one face-up card for each of the %d cities", len(outcome), cities)
	}
	faces := make([]Card, len(outcome))
	var seen hand
	for i, tok := range outcome {
		card, err := st.outcomeCard(tok)
		if err != nil {
			return nil, err
		}
		if seen.has(card) {
			return nil, fmt.Errorf("patrician: the setup's outcome names %s twice", tok)
		}
		seen = seen.with(card)
		faces[i] = card
	}
	return faces, nil
}

// outcomeCard reads the card id tok of an outcome: a card of the board
// side in play.
func (st *state) outcomeCard(tok string) (Card, error) {
	card, ok := ParseCard(tok)
	if !ok || !st.inPlay[st.d.cards[card].City] {
		return 0, fmt.Errorf("patrician: outcome %q is not a card of this game", tok)
	}
	return card, nil
}

// ApplyPublic applies the decision of seat s, whose canonical text is
// text, to the public state ps: a starting card played takes the place of
// one of the hand's placeholders, the card the outcome names is put on
// the deck's top for the take to turn up, and the rules then check and
// perform the move as Apply does. The outcome must name a card exactly
// when the decision turns one up.
func (g Game) ApplyPublic(ps engine.State, s engine.Seat, text string, outcome []string) ([]engine.Event, error) {
	st, ok := ps.(*state)
	if !ok || !st.public {
		return nil, errors.New("patrician: ApplyPublic needs a state made by PublicSetup")
	}
	m, err := g.ParseMove(st, s, text)
	if err != nil {
		return nil, err
	}
	if len(outcome) > 1 {
		return nil, fmt.Errorf("patrician: outcome %q names %d cards; a decision turns up at most one", strings.Join(outcome, " "), len(outcome))
	}
	// The move runs on a copy, so that a refused move or outcome leaves ps
	// as it was.
	c := st.clone()
	events, err := c.applyPublic(s, m, outcome)
	if err != nil {
		return nil, err
	}
	*st = *c
	return events, nil
}

// applyPublic is ApplyPublic on the copy st.
func (st *state) applyPublic(s engine.Seat, m engine.Move, outcome []string) ([]engine.Event, error) {
	if err := st.checkTurn(s); err != nil {
		return nil, err
	}
	if pm, ok := m.(PlayMove); ok && st.phase == phasePlay {
		if err := st.revealPlayed(pm.Card); err != nil {
			return nil, err
		}
	}
	if err := st.check(m); err != nil {
		return nil, err
	}
	// Whether the move turns up a card shows only once the rules ran (a
	// take may follow a play or a build by itself): a quiet run on a copy,
	// which names no card, tells.
	probe := st.clone()
	probe.perform(m, nil)
	switch drew := len(probe.deck) < len(st.deck); {
	case drew && len(outcome) == 0:
		return nil, errors.New("patrician: the decision turns up a card, and its outcome names none")
	case !drew && len(outcome) == 1:
		return nil, fmt.Errorf("patrician: outcome %q: the decision turns up no card", outcome[0])
	}
	if len(outcome) == 1 {
		card, err := st.outcomeCard(outcome[0])
		if err != nil {
			return nil, err
		}
		if st.seen(card) {
			return nil, fmt.Errorf("patrician: outcome %q: %s was seen already; the deck cannot hold it", outcome[0], card.ID())
		}
		st.deck[len(st.deck)-1] = card
	}
	st.room.Begin()
	st.perform(m, &st.room)
	return st.room.End(), nil
}

// revealPlayed makes sure the actor's hand holds card, which the actor
// plays: a card not among the hand's known cards is one of its starting
// cards, and takes the place of a placeholder. Only a starred card of the
// board that nobody has seen can be a starting card.
func (st *state) revealPlayed(card Card) error {
	p, n := st.me(), len(st.d.cards)
	if int(card) >= n || p.hand.has(card) {
		return nil // check refuses a card out of the data
	}
	unknown := p.hand >> n
	switch {
	case unknown == 0:
		return illegal("%s is not in the hand of %s, whose cards are all known", card.ID(), st.names[st.actor])
	case !st.d.cards[card].Star || !st.inPlay[st.d.cards[card].City]:
		return illegal("%s is not a starting card: the cards of %s not yet seen are starting cards", card.ID(), st.names[st.actor])
	case st.seen(card):
		return illegal("%s was seen already: it is not among the cards of %s nobody has seen", card.ID(), st.names[st.actor])
	}
	placeholder := Card(n + bits.Len64(uint64(unknown)) - 1)
	p.hand = p.hand.minus(placeholder).with(card)
	p.secret = p.secret.minus(placeholder).with(card)
	return nil
}

// seen reports whether card is known to be somewhere other than the deck
// or the starting cards still in hand: face up, on a pile, or taken into
// a hand.
func (st *state) seen(card Card) bool {
	for c := range st.cityCount() {
		if f, ok := st.faceUp(c); ok && f == card {
			return true
		}
	}
	for i := range st.players {
		p := &st.players[i]
		if p.hand.has(card) {
			return true
		}
		for _, played := range p.pile {
			if played == card {
				return true
			}
		}
	}
	return false
}
