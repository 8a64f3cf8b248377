package patrician

import (
	"fmt"

	"github.com/pbem-games/pbem/notation"
)

// parser reads the words of one move text (see notation.Cursor). It holds
// nothing but the cursor, so that ParseMove can keep the words on its
// stack; errors get their source text from ParseMove (notation.Locate).
type parser struct {
	notation.Cursor
}

// none consumes the word "none" if it comes next.
func (p *parser) none() bool { return p.Accept("none") }

// card reads a card id.
func (p *parser) card() (Card, error) {
	w, ok := p.Next()
	if !ok {
		return 0, notation.ErrEnd("a card is missing", expectCard)
	}
	c, ok := ParseCard(w.Text)
	if !ok {
		return 0, notation.ErrAt(w, fmt.Sprintf("%q is not a card", w.Raw), expectCard)
	}
	return c, nil
}

// city reads a city code or name; also lists other words allowed there.
func (p *parser) city(also ...string) (City, error) {
	w, ok := p.Next()
	if !ok {
		return NoCity, notation.ErrEnd("a city is missing", append([]string{expectCity}, also...)...)
	}
	c, ok := ParseCity(w.Text)
	if !ok {
		return NoCity, notation.ErrAt(w, fmt.Sprintf("%q is not a city", w.Raw), append([]string{expectCity}, also...)...)
	}
	return c, nil
}

// tower reads a tower letter.
func (p *parser) tower() (int, error) {
	w, ok := p.Next()
	if !ok {
		return 0, notation.ErrEnd("a tower is missing", expectTower)
	}
	switch w.Text {
	case "a":
		return 0, nil
	case "b":
		return 1, nil
	}
	return 0, notation.ErrAt(w, fmt.Sprintf("%q is not a tower", w.Raw), expectTower)
}
