package engine

import "strings"

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
