package palazzo

import (
	"fmt"

	"github.com/pbem-games/pbem/notation"
)

// parser reads the words of one move text (see notation.Cursor). It
// holds nothing but the cursor, so that parseMove can keep the words on its
// stack: escape analysis does not tell fields apart, and an error built
// from a string field would send the array to the heap. parseMove's caller
// fills in the Source of the errors instead, and the position of an error
// about a missing word (notation.Locate).
type parser struct {
	notation.Cursor
}

// tile reads one tile code.
func (p *parser) tile() (Tile, error) {
	w, ok := p.Next()
	if !ok {
		return Tile{}, notation.ErrEnd("a tile is missing", expectTile)
	}
	t, ok := ParseTile(w.Text)
	if !ok {
		return Tile{}, notation.ErrAt(w, fmt.Sprintf("%q is not a tile", w.Raw), expectTile)
	}
	return t, nil
}

// cards reads one or more cards up to the end of the move. limit > 0 caps
// how many may be given.
func (p *parser) cards(limit int) (CardSet, error) {
	var cs CardSet
	n := 0
	for {
		w, ok := p.Next()
		if !ok {
			break
		}
		c, ok := ParseCard(w.Text)
		if !ok || cardKind(c) < 0 {
			return cs, notation.ErrAt(w, fmt.Sprintf("%q is not a money card", w.Raw), expectCard)
		}
		if n++; limit > 0 && n > limit {
			return cs, notation.ErrAt(w, "a transform is paid with exactly one card", expectEnd)
		}
		if cs[cardKind(c)] == 255 { // the count would wrap round
			return cs, notation.ErrAt(w, "too many cards", expectEnd)
		}
		cs[cardKind(c)]++
	}
	if n == 0 {
		return cs, notation.ErrEnd("a card is missing", expectCard)
	}
	return cs, nil
}

// payOne reads "pay <card>", the price of a transform.
func (p *parser) payOne() (Card, error) {
	w, ok := p.Next()
	if !ok {
		return Card{}, notation.ErrEnd("a transform costs one card: add pay and a card", "pay")
	}
	if w.Text != "pay" {
		return Card{}, notation.ErrAt(w, fmt.Sprintf("unexpected %q", w.Raw), "pay")
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
	w, ok := p.Next()
	if !ok {
		return 0, notation.ErrEnd("a palace is missing", expected()...)
	}
	i, ok := parseLabel(w.Text)
	if !ok {
		return 0, notation.ErrAt(w, fmt.Sprintf("%q is not a palace letter", w.Raw), expected()...)
	}
	return i, nil
}
