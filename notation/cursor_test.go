package notation

import "testing"

// TestCursorWalksWords checks Peek, Next, Accept and Last over a move.
func TestCursorWalksWords(t *testing.T) {
	c := Cursor{Words: Words(1, "Move BO a none")}
	if c.Last() != (Word{}) {
		t.Errorf("Last before any word = %+v, want the zero Word", c.Last())
	}
	if w, _ := c.Peek(); w.Text != "move" || c.I != 0 {
		t.Errorf("Peek = %q at %d, want move without consuming", w.Text, c.I)
	}
	c.Next()
	if w, _ := c.Next(); w.Text != "bo" || c.Last().Raw != "BO" {
		t.Errorf("second word = %q, Last = %q", w.Text, c.Last().Raw)
	}
	if c.Accept("none") {
		t.Error("Accept consumed a, which is not none")
	}
	c.Next()
	if !c.Accept("none") {
		t.Error("Accept refused none")
	}
	if _, ok := c.Next(); ok {
		t.Error("Next past the end reported a word")
	}
}

// TestLocatePlacesErrors checks that Locate fills the source and points a
// missing-input error just after the text, leaving placed errors alone.
func TestLocatePlacesErrors(t *testing.T) {
	end := Locate(ErrEnd("a tile is missing"), "buy  ").(*Error)
	if end.Source != "buy  " || end.Pos != (Pos{Line: 1, Col: 4}) {
		t.Errorf("end error = %+v, want source set and column 4", end)
	}
	w := Words(1, "buy x")[1]
	at := Locate(ErrAt(w, "not a tile", "a tile"), "buy x").(*Error)
	if at.Pos != (Pos{Line: 1, Col: 5}) || at.Expected[0] != "a tile" {
		t.Errorf("placed error = %+v, want column 5", at)
	}
}

// TestMoveSkeleton checks the errors every game's parser shares: an empty
// move, an unknown verb and a word after a complete move, with their
// positions and what was expected.
func TestMoveSkeleton(t *testing.T) {
	verbs := []string{"play", "pass"}
	empty := Cursor{Words: Words(1, "  ")}
	_, err := empty.Verb(verbs...)
	if got := Locate(err, "  ").Error(); got != "1:1: empty move; expected one of play, pass" {
		t.Errorf("empty move: %s", got)
	}
	c := Cursor{Words: Words(1, "Paly bo5 now")}
	w, err := c.Verb(verbs...)
	if err != nil || w.Raw != "Paly" {
		t.Fatalf("Verb = %+v, %v", w, err)
	}
	if got := UnknownVerb(w, verbs...).Error(); got != `1:1: unknown move "Paly"; expected one of play, pass` {
		t.Errorf("unknown verb: %s", got)
	}
	c.Next()
	if got := c.End().Error(); got != `1:10: unexpected "now" after a complete move; expected the end of the move` {
		t.Errorf("trailing word: %s", got)
	}
	if err := c.End(); err != nil {
		t.Errorf("End at the end = %v, want nil", err)
	}
}
