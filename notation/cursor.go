package notation

// Cursor walks the words of one move text for a game's parser. It holds
// no pointer but its words, so a parser that embeds it can keep the words
// in an array on its stack (every replay parses every move of a game).
type Cursor struct {
	Words []Word
	I     int // index of the next word
}

// Peek returns the next word without consuming it; false at the end.
func (c *Cursor) Peek() (Word, bool) {
	if c.I >= len(c.Words) {
		return Word{}, false
	}
	return c.Words[c.I], true
}

// Next consumes and returns the next word; false at the end.
func (c *Cursor) Next() (Word, bool) {
	w, ok := c.Peek()
	if ok {
		c.I++
	}
	return w, ok
}

// Accept consumes the next word if it is text (lower-case) and reports
// whether it did.
func (c *Cursor) Accept(text string) bool {
	if w, ok := c.Peek(); ok && w.Text == text {
		c.I++
		return true
	}
	return false
}

// Last returns the word Next consumed last; the zero Word before any.
func (c *Cursor) Last() Word {
	if c.I == 0 {
		return Word{}
	}
	return c.Words[c.I-1]
}

// ErrAt returns an error pointing at word w.
func ErrAt(w Word, msg string, expected ...string) *Error {
	return &Error{Pos: w.Pos, Msg: msg, Expected: expected}
}

// ErrEnd returns an error about missing input. Its position, just after
// the text, is set by Locate: working it out only for a refused move
// keeps parsing cheap.
func ErrEnd(msg string, expected ...string) *Error {
	return &Error{Msg: msg, Expected: expected}
}

// Locate completes a parser's error with the move text it is about, and
// points an error about missing input just after that text. Other errors
// are returned as they are.
func Locate(err error, text string) error {
	if ne, ok := err.(*Error); ok {
		ne.Source = text
		if !ne.Pos.IsValid() {
			ne.Pos = EndPos(text)
		}
	}
	return err
}
