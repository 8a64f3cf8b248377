package notation

import (
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// MaxQuoted is how many characters of a piece of input an error message
// quotes: enough to recognise it, never a whole file.
const MaxQuoted = 40

// MaxShownLine is how many characters of a source line an error display
// shows around its caret (a terminal line, with the indent).
const MaxShownLine = 72

// MaxMessage bounds an error's message, whatever it quotes.
const MaxMessage = 400

// Clip returns s for an error message: control and other unprintable
// characters escaped (\x1b, \n, \u202e), so input cannot move the
// terminal's cursor or colour it, and cut to MaxQuoted characters with "…".
func Clip(s string) string {
	return clip(s, MaxQuoted)
}

// Quote is %q of s cut to MaxQuoted characters (with "…"), for the
// pieces of input a message quotes: "found %s".
func Quote(s string) string {
	if utf8.RuneCountInString(s) <= MaxQuoted {
		return strconv.Quote(s)
	}
	runes := []rune(s)
	return strconv.Quote(string(runes[:MaxQuoted]) + "…")
}

// clip escapes s and keeps its first max characters.
func clip(s string, max int) string {
	var b strings.Builder
	n := 0
	for i, r := range s {
		if n == max {
			if i < len(s) {
				b.WriteString("…")
			}
			break
		}
		b.WriteString(shown(r))
		n++
	}
	return b.String()
}

// shown is how rune r is printed in an error: itself when printable (or a
// tab), else an escape.
func shown(r rune) string {
	switch {
	case r == '\t' || r != utf8.RuneError && unicode.IsPrint(r):
		return string(r)
	case r == utf8.RuneError:
		return `\ufffd`
	}
	q := strconv.QuoteRuneToASCII(r) // '\x1b', '\n', '\u202e'
	return q[1 : len(q)-1]
}

// window returns the part of line to show under a caret at column col (in
// runes, from 1): all of it when short, else MaxShownLine characters
// around col marked with "…" where cut; and the pad (spaces, with the
// line's tabs kept) that puts a caret under col in what is shown.
func window(line string, col int) (text, pad string) {
	runes := []rune(line)
	col = min(col, len(runes)+8) // a caret may point just past the end (a missing word)
	from, to := 0, len(runes)
	if len(runes) > MaxShownLine {
		from = max(0, min(col-1-MaxShownLine/2, len(runes)-MaxShownLine))
		to = from + MaxShownLine
	}
	var t, p strings.Builder
	if from > 0 {
		t.WriteString("…")
		p.WriteByte(' ')
	}
	for i := from; i < to; i++ {
		s := shown(runes[i])
		t.WriteString(s)
		if i < col-1 {
			p.WriteString(padFor(s))
		}
	}
	if to < len(runes) {
		t.WriteString("…")
	}
	for i := len(runes); i < col-1; i++ {
		p.WriteByte(' ')
	}
	return t.String(), p.String()
}

// padFor is the blank that stands under s: a tab under a tab, else as
// many spaces as s has characters.
func padFor(s string) string {
	if s == "\t" {
		return "\t"
	}
	return strings.Repeat(" ", utf8.RuneCountInString(s))
}

// clipMessage bounds a message: escaped, and cut to MaxMessage characters.
func clipMessage(msg string) string {
	if len(msg) <= MaxMessage && !strings.ContainsFunc(msg, func(r rune) bool { return shown(r) != string(r) }) {
		return msg
	}
	return clip(msg, MaxMessage)
}
