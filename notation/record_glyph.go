package notation

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Glyphs are the assessments a move may carry after its text, in the
// order of PGN's numeric annotation glyphs: Glyphs[i] is NAG i+1.
var Glyphs = []string{"!", "?", "!!", "??", "!?", "?!"}

// NAG returns the PGN numeric annotation glyph of glyph (1 to 6), or 0
// for a text that is not a glyph.
func NAG(glyph string) int {
	for i, g := range Glyphs {
		if g == glyph {
			return i + 1
		}
	}
	return 0
}

// splitGlyph takes the glyph off the end of a move text: the run of '!'
// and '?' that ends it, written apart ("bid r5 !?") or not ("bid r5!?").
// No move of any game ends in '!' or '?', so the run is never part of the
// move. The text starts at pos; a run that is not a glyph is an error
// placed on it.
func splitGlyph(text string, pos Pos) (move, glyph string, err *Error) {
	end := len(text) // strings.TrimRight(text, "!?"), without building its set at each move
	for end > 0 && (text[end-1] == '!' || text[end-1] == '?') {
		end--
	}
	move, glyph = text[:end], text[end:]
	if glyph == "" {
		return text, "", nil
	}
	at := Pos{Line: pos.Line, Col: pos.Col + utf8.RuneCountInString(move)}
	if NAG(glyph) == 0 {
		return "", "", Errorf(at, "%s is not a glyph: expected one of %s", Quote(glyph), strings.Join(Glyphs, " "))
	}
	move = strings.TrimRightFunc(move, unicode.IsSpace)
	if move == "" {
		return "", "", Errorf(pos, "expected a move before the glyph %s", Quote(glyph))
	}
	return move, glyph, nil
}

// SplitMoveInput reads a move as a player types it, "bid r5 !? {text}":
// the move text, its glyph and its comment, each of which may be absent.
// A comment ends the input; braces do not nest. Errors are placed in the
// input as if it were line 1 of its own.
func SplitMoveInput(input string) (move, glyph, comment string, hasComment bool, err error) {
	text, tail := input, ""
	if brace := strings.IndexByte(input, '{'); brace >= 0 {
		text, tail = input[:brace], input[brace:]
	}
	lead, col := skipSpace(text, 1)
	if strings.ContainsRune(lead, '}') {
		return "", "", "", false, Errorf(Pos{Line: 1, Col: col + strings.IndexByte(lead, '}')}, "%q without a comment to close", "}")
	}
	move, glyph, perr := splitGlyph(strings.TrimRightFunc(lead, unicode.IsSpace), Pos{Line: 1, Col: col})
	if perr != nil {
		perr.Source = input
		return "", "", "", false, perr
	}
	if tail == "" {
		return move, glyph, "", false, nil
	}
	comment, after, cerr := readComment(tail, 1+utf8.RuneCountInString(text), 1)
	if cerr == nil {
		cerr = checkTail(after, 1)
	}
	if cerr != nil {
		cerr.Source = input
		return "", "", "", false, cerr
	}
	return move, glyph, comment, true, nil
}
