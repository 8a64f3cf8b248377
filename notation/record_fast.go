package notation

import "strings"

// This file reads the record lines pbem writes, "12 Ann: bid r5" and
// "{a comment}", in one pass over their bytes: a replay reads every line
// of the file, and the general reader (parseLineInto) trims, cuts and
// counts runes several times a line to place the errors a line may have.
// A line in any other shape (tabs, a glyph, a time, a name or move text
// beyond ASCII, anything wrong) is left to the general reader, so every
// entry and every error is the same (TestFastLineIsParseLine).

// parseLineFast reads line into *e, a zero Entry, when it is a move or a
// comment line in the shape pbem writes, and reports whether it did; it
// leaves *e untouched when it reports false.
func parseLineFast(e *Entry, line string, lineNo int) bool {
	if line == "" {
		return false
	}
	if line[0] == '{' {
		return commentLineFast(e, line)
	}
	return moveLineFast(e, line, lineNo)
}

// commentLineFast reads "{text}": one comment, closed by the line's last
// byte, with no other brace.
func commentLineFast(e *Entry, line string) bool {
	if !fastComment(line) {
		return false
	}
	e.Kind, e.Comment, e.HasComment, e.Source = Comment, line[1:len(line)-1], true, line
	return true
}

// maxFastDigits is the longest decision number moveLineFast reads: far
// from any overflow, which the general reader reports.
const maxFastDigits = 9

// moveLineFast reads "N Name: text" and "N Name: text {comment}": one
// space after the number, after the colon and before the comment, a name
// of printable ASCII without spaces, a text of printable ASCII without
// braces, "@" (a time) or a glyph at its end.
func moveLineFast(e *Entry, line string, lineNo int) bool {
	i, ply, digits := 0, 0, min(len(line), maxFastDigits)
	for ; i < digits; i++ {
		d := line[i] - '0' // a byte below '0' wraps round above 9
		if d > 9 {
			break
		}
		ply = ply*10 + int(d)
	}
	if i == 0 || i == len(line) || line[i] != ' ' {
		return false
	}
	i++
	nameAt := i
	for i < len(line) && fastBytes[line[i]]&nameByte != 0 {
		i++
	}
	if i == nameAt || i+2 >= len(line) || line[i] != ':' || line[i+1] != ' ' {
		return false
	}
	name := line[nameAt:i]
	i += 2
	textAt := i
	i = textRun(line, i)
	text, comment, hasComment := line[textAt:i], "", false
	if i < len(line) { // " {comment}" ends the line
		if line[i] != '{' || !fastComment(line[i:]) || line[i-1] != ' ' {
			return false
		}
		text, comment, hasComment = line[textAt:i-1], line[i+1:len(line)-1], true
	}
	if text == "" || text[0] == ' ' || !fastTextEnd(text[len(text)-1]) {
		return false
	}
	e.Kind, e.Ply, e.Name, e.Text, e.Source = Move, ply, name, text, line
	e.Comment, e.HasComment = comment, hasComment
	e.Pos = Pos{Line: lineNo, Col: textAt + 1}
	return true
}

// fastComment reports whether s is "{…}" ending the line, with no other
// brace: readComment's comment with nothing after it. A comment is most
// of a line's bytes: they are searched, not walked one by one.
func fastComment(s string) bool {
	last := len(s) - 1
	return last >= 1 && s[0] == '{' && strings.IndexByte(s, '}') == last && strings.IndexByte(s[1:], '{') < 0
}

// fastTextEnd reports whether c may end a move text as written: not a
// space (which would be trimmed) nor a glyph's mark.
func fastTextEnd(c byte) bool {
	return c != ' ' && c != '!' && c != '?'
}

// The bytes moveLineFast takes in a name and in a move text.
const (
	nameByte = 1 << iota // printable ASCII, no space, no brace, no colon (which ends the name)
	textByte             // printable ASCII or a space, no brace (an opening one starts the comment), no TimeMark
)

// fastBytes tells, for each byte, in which parts of a line moveLineFast
// takes it: one look-up a byte.
var fastBytes = func() (t [256]uint8) {
	for c := byte(' '); c < 0x7f; c++ {
		if c != ' ' && c != '{' && c != '}' && c != ':' {
			t[c] |= nameByte
		}
		if c != '{' && c != '}' && c != TimeMark[0] {
			t[c] |= textByte
		}
	}
	return t
}()

// textRun returns where the run of text bytes (textByte) of line from i
// ends: eight bytes at a time while they are plainly text (the common
// letters, digits and spaces), one at a time from the first eight that
// may not be, where fastBytes decides. A move text is most of a move
// line's bytes.
func textRun(line string, i int) int {
	for i+8 <= len(line) && plainText(load8(line, i)) {
		i += 8
	}
	if i < len(line) && i+8 > len(line) && len(line) >= 8 && plainText(load8(line, len(line)-8)) {
		return len(line) // fewer than eight bytes are left, and the line's last eight hold them
	}
	for i < len(line) && fastBytes[line[i]]&textByte != 0 {
		i++
	}
	return i
}

// load8 returns the eight bytes of s from i as a little-endian word (one
// load: the compiler merges the byte loads).
func load8(s string, i int) uint64 {
	s = s[i : i+8]
	return uint64(s[0]) | uint64(s[1])<<8 | uint64(s[2])<<16 | uint64(s[3])<<24 |
		uint64(s[4])<<32 | uint64(s[5])<<40 | uint64(s[6])<<48 | uint64(s[7])<<56
}

// Masks of plainText: a byte's high bit, and each byte set to one.
const (
	highBits = 0x8080808080808080
	lowBits  = 0x0101010101010101
)

// plainText reports whether each of the eight bytes of x is a text byte
// (textByte) from ' ' to 'z' other than TimeMark: no byte above 0x7f,
// none below ' ', none above 'z' (the braces, DEL, and '|' and '~', which
// are text but rare, left to the byte loop) and none equal to '@'. Each
// test is the classic has-less/has-more/has-zero of Hacker's Delight,
// exact for bytes below 0x80.
func plainText(x uint64) bool {
	below := (x - lowBits*' ') &^ x       // a byte below ' ' sets its high bit
	above := (x + lowBits*(0x7f-'z')) | x // a byte above 'z', or above 0x7f, sets it
	at := x ^ lowBits*uint64(TimeMark[0]) // a TimeMark byte is zero here
	atZero := (at - lowBits) &^ at        // a zero byte sets it
	return (below|above|atZero)&highBits == 0
}
