package palazzo

import (
	"fmt"

	"github.com/pbem-games/pbem/notation"
)

// parser walks the words of one move text. It holds no pointer but its
// words, so that ParseMove can keep them in an array on its stack: escape
// analysis does not tell fields apart, and an error built from a string
// field would send the array to the heap. ParseMove fills in the Source of
// the errors instead, and the position just after the text of an error
// about a missing word: it is worked out only for a refused move.
type parser struct {
	words []notation.Word
	i     int
}

func (p *parser) peek() (notation.Word, bool) {
	if p.i >= len(p.words) {
		return notation.Word{}, false
	}
	return p.words[p.i], true
}

func (p *parser) next() (notation.Word, bool) {
	w, ok := p.peek()
	if ok {
		p.i++
	}
	return w, ok
}

// errAt returns an error pointing at word w.
func (p *parser) errAt(w notation.Word, msg string, expected ...string) *notation.Error {
	return &notation.Error{Pos: w.Pos, Msg: msg, Expected: expected}
}

// errEnd returns an error about something missing, which ParseMove points
// just after the text.
func (p *parser) errEnd(msg string, expected ...string) *notation.Error {
	return &notation.Error{Msg: msg, Expected: expected}
}

// tile reads one tile code.
func (p *parser) tile() (Tile, error) {
	w, ok := p.next()
	if !ok {
		return Tile{}, p.errEnd("a tile is missing", expectTile)
	}
	t, ok := ParseTile(w.Text)
	if !ok {
		return Tile{}, p.errAt(w, fmt.Sprintf("%q is not a tile", w.Raw), expectTile)
	}
	return t, nil
}

// cards reads one or more cards up to the end of the move. limit > 0 caps
// how many may be given.
func (p *parser) cards(limit int) (CardSet, error) {
	var cs CardSet
	n := 0
	for {
		w, ok := p.next()
		if !ok {
			break
		}
		c, ok := ParseCard(w.Text)
		if !ok || cardKind(c) < 0 {
			return cs, p.errAt(w, fmt.Sprintf("%q is not a money card", w.Raw), expectCard)
		}
		if n++; limit > 0 && n > limit {
			return cs, p.errAt(w, "a transform is paid with exactly one card", expectEnd)
		}
		if cs[cardKind(c)] == 255 { // the count would wrap round
			return cs, p.errAt(w, "too many cards", expectEnd)
		}
		cs[cardKind(c)]++
	}
	if n == 0 {
		return cs, p.errEnd("a card is missing", expectCard)
	}
	return cs, nil
}

// payOne reads "pay <card>", the price of a transform.
func (p *parser) payOne() (Card, error) {
	w, ok := p.next()
	if !ok {
		return Card{}, p.errEnd("a transform costs one card: add pay and a card", "pay")
	}
	if w.Text != "pay" {
		return Card{}, p.errAt(w, fmt.Sprintf("unexpected %q", w.Raw), "pay")
	}
	cs, err := p.cards(1)
	if err != nil {
		return Card{}, err
	}
	c, _ := cs.lowest()
	return c, nil
}

// label reads a palace letter; also lists other words allowed there.
func (p *parser) label(also ...string) (int, error) {
	// expected is built only on error: a legal move costs no allocation here.
	expected := func() []string { return append([]string{expectLabel}, also...) }
	w, ok := p.next()
	if !ok {
		return 0, p.errEnd("a palace is missing", expected()...)
	}
	i, ok := parseLabel(w.Text)
	if !ok {
		return 0, p.errAt(w, fmt.Sprintf("%q is not a palace letter", w.Raw), expected()...)
	}
	return i, nil
}
