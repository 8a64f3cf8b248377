package engine

import (
	"strconv"
	"strings"
)

// CanonicalParser is an optional interface of a Game whose move parser
// can tell that the text it read is already the move's canonical form,
// the text FormatMove writes: a replay keeps that text instead of writing
// it again for every decision of a game file (whose lines are canonical
// as pbem writes them).
type CanonicalParser interface {
	// ParseCanonical is ParseMove, and reports whether
	// FormatMove(st, m) == text. It may report false for a canonical text
	// (the caller then formats the move), never true for another.
	ParseCanonical(st State, s Seat, text string) (m Move, canonical bool, err error)
}

// TextIs reports whether text is the concatenation of pieces, without
// making it: what a game's ParseCanonical compares a text with.
func TextIs(text string, pieces ...string) bool {
	for _, p := range pieces {
		rest, ok := strings.CutPrefix(text, p)
		if !ok {
			return false
		}
		text = rest
	}
	return text == ""
}

// ParseCanonicalBy is ParseCanonical for a game that can tell whether
// FormatMove writes a move as a text without writing it (formatsAs): the
// text is read by ParseMove, and formatsAs asked of the move read. The
// four games' ParseCanonical are this with their own formatsAs.
func ParseCanonicalBy(g Game, st State, s Seat, text string, formatsAs func(st State, m Move, text string) bool) (Move, bool, error) {
	m, err := g.ParseMove(st, s, text)
	if err != nil {
		return m, false, err
	}
	return m, formatsAs(st, m, text), nil
}

// CutDecimal cuts n, written in decimal as strconv.Itoa writes it, off
// the front of s, without making the string: what a formatsAs compares a
// move's number with.
func CutDecimal(s string, n int) (rest string, ok bool) {
	var buf [20]byte
	d := strconv.AppendInt(buf[:0], int64(n), 10)
	if len(s) < len(d) || s[:len(d)] != string(d) {
		return s, false
	}
	return s[len(d):], true
}

// IsDecimal reports whether s is n written in decimal (strconv.Itoa(n)).
func IsDecimal(s string, n int) bool {
	rest, ok := CutDecimal(s, n)
	return ok && rest == ""
}
