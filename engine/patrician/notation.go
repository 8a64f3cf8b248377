package patrician

import (
	"fmt"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/notation"
)

// verbs are the first words of the moves, in the order of a turn.
var verbs = []string{"play", "build", "move", "take", "messenger"}

const (
	expectCard  = "a card id like bo5"
	expectSites = "towers like a, b, aa, ab or bb"
	expectCity  = "a city like bo or bologna"
	expectTower = "a tower: a or b"
	expectEnd   = notation.ExpectEnd
	expectNone  = "none"
)

// ParseMove reads one move of seat s. Syntax errors are *notation.Error
// pointing at the offending word; legality is left to Apply.
func (Game) ParseMove(st engine.State, _ engine.Seat, text string) (engine.Move, error) {
	if m, ok := parseCanonical(st, text); ok {
		return m, nil
	}
	// The words live in a small array on the stack: a replay parses every
	// move of a game.
	var buf [8]notation.Word
	p := parser{notation.Cursor{Words: notation.AppendWords(buf[:0], 1, text)}}
	m, err := p.move(st)
	if err != nil {
		return nil, notation.Locate(err, text)
	}
	return m, nil
}

// move reads a whole move; st, when a game state, names the card of a
// take by city.
func (p *parser) move(st engine.State) (engine.Move, error) {
	verb, verr := p.Verb(verbs...)
	if verr != nil {
		return nil, verr
	}
	m, err := p.verb(verb, st)
	if err != nil {
		return nil, err
	}
	if err := p.End(); err != nil {
		return nil, err
	}
	return m, nil
}

// verb reads the rest of a move after its verb.
func (p *parser) verb(verb notation.Word, st engine.State) (engine.Move, error) {
	switch verb.Text {
	case "play":
		c, err := p.card()
		return boxPlay(c), err
	case "build":
		return p.build()
	case "move":
		return p.special()
	case "take":
		return p.take(st)
	case "messenger":
		return p.messenger()
	}
	return nil, notation.UnknownVerb(verb, verbs...)
}

// build reads "none" or the towers of each floor, in one word or
// several ("ab", "a b", "ba").
func (p *parser) build() (engine.Move, error) {
	if p.none() {
		return BuildMove{}, nil
	}
	var m BuildMove
	first := true
	for w, ok := p.Peek(); ok; w, ok = p.Peek() {
		if !m.addTowers(w.Text) {
			return nil, notation.ErrAt(w, fmt.Sprintf("%q is not a tower", w.Raw), expectSites, expectNone)
		}
		if m.A+m.B > 2 {
			return nil, notation.ErrAt(w, "a card has at most 2 crests: build at most 2 floors", expectEnd)
		}
		p.Next()
		first = false
	}
	if first {
		return nil, notation.ErrEnd("say where to build", expectSites, expectNone)
	}
	return boxBuild(m), nil
}

// take reads the card to take, by its id ("bo3", as the board shows it)
// or by its city ("bo"). A city is completed with its face-up card in st,
// so that both spellings of a take are one move, written with the card.
func (p *parser) take(st engine.State) (engine.Move, error) {
	w, ok := p.Next()
	if !ok {
		return nil, notation.ErrEnd("a card or city is missing", expectCard, expectCity)
	}
	m, ok := takeOf(st, w.Text)
	if !ok {
		return nil, notation.ErrAt(w, fmt.Sprintf("%q is not a card or a city", w.Raw), expectCard, expectCity)
	}
	return m, nil
}

// takeOf is the take of the card or city word (lower case) names in st;
// false when it names neither.
func takeOf(st engine.State, word string) (engine.Move, bool) {
	if card, ok := ParseCard(word); ok {
		return boxTake(TakeMove{City: shownAt(st, card), Card: card, HasCard: true}), true
	}
	c, ok := ParseCity(word)
	if !ok {
		return nil, false
	}
	m := TakeMove{City: c}
	if s, ok := st.(*state); ok && s != nil && validCity(c) {
		m.Card, m.HasCard = s.faceUp(c)
	}
	return boxTake(m), true
}

// shownAt returns the city whose face-up card is card in st. Cards lie
// face up beside any city (BO3 may lie beside Verona), so the card's own
// city is only the answer when it is shown nowhere, and then Apply refuses
// the take as a card that is not face up.
func shownAt(st engine.State, card Card) City {
	if s, ok := st.(*state); ok && s != nil {
		for c := range City(cityCount()) {
			if int(s.cities[c].face) == int(card) {
				return c
			}
		}
	}
	return card.City()
}

// special reads "none" or "<city> <tower> [to] <tower>".
func (p *parser) special() (engine.Move, error) {
	if p.none() {
		return boxedNoSpecial, nil
	}
	c, err := p.city(expectNone)
	if err != nil {
		return nil, err
	}
	from, err := p.tower()
	if err != nil {
		return nil, err
	}
	if w, ok := p.Peek(); ok && w.Text == "to" {
		p.Next()
	}
	to, err := p.tower()
	if err != nil {
		return nil, err
	}
	if to == from {
		return nil, notation.ErrAt(p.Last(), "the floor moves to the other tower of the city", siteName(1-from))
	}
	return boxSpecial(SpecialMove{City: c, From: from}), nil
}

// messenger reads "none" or the two cities of a border, in any order.
func (p *parser) messenger() (engine.Move, error) {
	if p.none() {
		return boxedNoMessage, nil
	}
	a, err := p.city(expectNone)
	if err != nil {
		return nil, err
	}
	b, err := p.city()
	if err != nil {
		return nil, err
	}
	if a == b {
		return nil, notation.ErrAt(p.Last(), "a border lies between two different cities", expectCity)
	}
	return boxMessenger(MessengerMove{A: min(a, b), B: max(a, b)}), nil
}
