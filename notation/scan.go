package notation

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Word is a run of non-space characters with the position of its first rune.
// Text is lower-cased: notations are case-insensitive.
type Word struct {
	Text string
	Raw  string
	Pos  Pos
}

// Words splits a one-line move text into words separated by spaces, tabs or
// commas, stamping each with its column. Line is the line number to stamp
// (1 for a move given on its own). A text without words gives nil.
func Words(line int, text string) []Word {
	n := 0
	for s := (wordScan{text: text, col: 1}); s.next(); {
		n++
	}
	if n == 0 {
		return nil
	}
	// Counting first allocates the result once, at its final size.
	return AppendWords(make([]Word, 0, n), line, text)
}

// AppendWords appends the words of text, as Words splits them, to dst and
// returns the extended slice. A parser that passes a small array it owns
// (var buf [8]Word; AppendWords(buf[:0], …)) splits a move without
// allocating: every replay parses every move of a game.
func AppendWords(dst []Word, line int, text string) []Word {
	if words, ok := appendASCIIWords(dst, line, text); ok {
		return words
	}
	for s := (wordScan{text: text, col: 1}); s.next(); {
		dst = append(dst, word(text[s.start:s.end], line, s.startCol))
	}
	return dst
}

// appendASCIIWords splits an all-ASCII text in one pass over its bytes,
// the usual case for a move, where the general scanner decodes rune by
// rune. It reports false, with dst unchanged, when text is not ASCII. A
// word's column is then its byte offset plus one, and it is lower-cased
// only if it holds an upper-case letter, so most words cost nothing.
func appendASCIIWords(dst []Word, line int, text string) ([]Word, bool) {
	n, start, upper := len(dst), -1, false
	for i := 0; i < len(text); i++ {
		switch c := text[i]; {
		case c >= utf8.RuneSelf:
			return dst[:n], false
		case c <= ',' && (c == ' ' || c == ',' || '\t' <= c && c <= '\r'):
			if start >= 0 {
				dst = append(dst, asciiWord(text[start:i], line, start, upper))
				start, upper = -1, false
			}
		case start < 0:
			start, upper = i, c-'A' < 26
		default:
			upper = upper || c-'A' < 26
		}
	}
	if start >= 0 {
		dst = append(dst, asciiWord(text[start:], line, start, upper))
	}
	return dst, true
}

// asciiWord is the Word of the ASCII word raw at byte offset at of text;
// upper tells whether raw has upper-case letters.
func asciiWord(raw string, line, at int, upper bool) Word {
	text := raw
	if upper {
		text = strings.ToLower(raw)
	}
	return Word{Text: text, Raw: raw, Pos: Pos{Line: line, Col: at + 1}}
}

// wordScan walks the words of a text: after each successful next,
// text[start:end] is a word whose first rune is in column startCol.
type wordScan struct {
	text       string
	i, col     int // byte offset and column of the next rune to read
	start, end int
	startCol   int
}

// next moves to the following word and reports false when none is left.
func (s *wordScan) next() bool {
	for s.i < len(s.text) && s.sepAt() { // skip separators
		s.advance()
	}
	if s.i >= len(s.text) {
		return false
	}
	s.start, s.startCol = s.i, s.col
	for s.i < len(s.text) && !s.sepAt() {
		s.advance()
	}
	s.end = s.i
	return true
}

// sepAt reports whether the rune at s.i separates words. ASCII, by far the
// most common, is tested without decoding.
func (s *wordScan) sepAt() bool {
	if b := s.text[s.i]; b < utf8.RuneSelf {
		return b == ' ' || b == ',' || ('\t' <= b && b <= '\r')
	}
	r, _ := utf8.DecodeRuneInString(s.text[s.i:])
	return unicode.IsSpace(r)
}

// advance steps over one rune, one column.
func (s *wordScan) advance() {
	if s.text[s.i] < utf8.RuneSelf {
		s.i++
	} else {
		_, size := utf8.DecodeRuneInString(s.text[s.i:])
		s.i += size
	}
	s.col++
}

func word(raw string, line, col int) Word {
	return Word{Text: strings.ToLower(raw), Raw: raw, Pos: Pos{Line: line, Col: col}}
}

// EndPos returns the position just after the last rune of text on line 1,
// where an error about missing input points.
func EndPos(text string) Pos {
	return Pos{Line: 1, Col: utf8.RuneCountInString(strings.TrimRight(text, " \t")) + 1}
}

// Spelled is text as the notation reads it: its words (split where Words
// splits them, at spaces and commas) joined by single spaces. A player
// named "Smith, J" is typed and read as the words "Smith" "J": a move
// that names players compares Spelled names with the words it read.
func Spelled(text string) string {
	if isSpelled(text) {
		return text // a name as the front matter mostly holds it: nothing to make
	}
	return strings.Join(strings.FieldsFunc(text, func(r rune) bool { return r == ',' || unicode.IsSpace(r) }), " ")
}

// isSpelled reports whether text is already Spelled's: ASCII words of
// bytes other than commas and blanks, joined by single spaces. Every load
// spells each player's name (header checks), and a name like "Ann" is
// returned as it is rather than cut and joined again
// (TestSpelledFastIsFieldsJoined).
func isSpelled(text string) bool {
	prev := byte(' ') // no space first
	for i := 0; i < len(text); i++ {
		c := text[i]
		switch {
		case c >= utf8.RuneSelf || c == ',' || '\t' <= c && c <= '\r':
			return false // a comma, a blank other than a space, or a rune that may be a blank (U+0085, U+00A0, …)
		case c == ' ' && prev == ' ':
			return false
		}
		prev = c
	}
	return prev != ' ' || text == ""
}
