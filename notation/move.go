package notation

import "fmt"

// The skeleton every game's move parser shares: a verb first, then the
// verb's own words, then nothing. Each piece is a method or a function
// rather than one driver taking the game's reader as a func value, so
// that a parser keeps its words on its stack (an indirect call would make
// them escape), and every game words these errors alike.

// ExpectEnd is what is expected after a complete move: nothing.
const ExpectEnd = "the end of the move"

// Verb reads the first word of a move. An empty move is an error pointing
// just after the text (see Locate) and listing verbs.
func (c *Cursor) Verb(verbs ...string) (Word, *Error) {
	w, ok := c.Next()
	if !ok {
		return Word{}, ErrEnd("empty move", verbs...)
	}
	return w, nil
}

// UnknownVerb is the error for a first word w that is none of verbs; it
// lists them, and pbem adds the nearest legal moves.
func UnknownVerb(w Word, verbs ...string) *Error {
	return ErrAt(w, fmt.Sprintf("unknown move %q", w.Raw), verbs...)
}

// End checks that the move is complete: a word left over is an error
// pointing at it.
func (c *Cursor) End() *Error {
	if w, more := c.Next(); more {
		return ErrAt(w, fmt.Sprintf("unexpected %q after a complete move", w.Raw), ExpectEnd)
	}
	return nil
}
