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
	for s := (wordScan{text: text, col: 1}); s.next(); {
		dst = append(dst, word(text[s.start:s.end], line, s.startCol))
	}
	return dst
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
