package patrician

import (
	"fmt"

	"github.com/pbem-games/pbem/notation"
)

// parser walks the words of one move text. It holds no pointer to
// anything but the words, so that ParseMove can keep them on its stack;
// errors get their source text from ParseMove (see located).
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

// none consumes the word "none" if it comes next.
func (p *parser) none() bool {
	if w, ok := p.peek(); ok && w.Text == "none" {
		p.i++
		return true
	}
	return false
}

// errAt returns an error pointing at word w.
func errAt(w notation.Word, msg string, expected ...string) *notation.Error {
	return &notation.Error{Pos: w.Pos, Msg: msg, Expected: expected}
}

// errEnd returns an error about missing input; its position, just after
// the text, is filled in by located.
func errEnd(msg string, expected ...string) *notation.Error {
	return &notation.Error{Msg: msg, Expected: expected}
}

// located completes an error of the parser with the text it is about.
func located(err error, text string) error {
	if ne, ok := err.(*notation.Error); ok {
		ne.Source = text
		if !ne.Pos.IsValid() {
			ne.Pos = notation.EndPos(text)
		}
	}
	return err
}

// card reads a card id.
func (p *parser) card() (Card, error) {
	w, ok := p.next()
	if !ok {
		return 0, errEnd("a card is missing", expectCard)
	}
	c, ok := ParseCard(w.Text)
	if !ok {
		return 0, errAt(w, fmt.Sprintf("%q is not a card", w.Raw), expectCard)
	}
	return c, nil
}

// city reads a city code or name; also lists other words allowed there.
func (p *parser) city(also ...string) (City, error) {
	w, ok := p.next()
	if !ok {
		return NoCity, errEnd("a city is missing", append([]string{expectCity}, also...)...)
	}
	c, ok := ParseCity(w.Text)
	if !ok {
		return NoCity, errAt(w, fmt.Sprintf("%q is not a city", w.Raw), append([]string{expectCity}, also...)...)
	}
	return c, nil
}

// tower reads a tower letter.
func (p *parser) tower() (int, error) {
	w, ok := p.next()
	if !ok {
		return 0, errEnd("a tower is missing", expectTower)
	}
	switch w.Text {
	case "a":
		return 0, nil
	case "b":
		return 1, nil
	}
	return 0, errAt(w, fmt.Sprintf("%q is not a tower", w.Raw), expectTower)
}
