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
// (1 for a move given on its own).
func Words(line int, text string) []Word {
	var words []Word
	col, start, startCol := 1, -1, 0
	for i, r := range text {
		sep := unicode.IsSpace(r) || r == ','
		switch {
		case sep && start >= 0:
			words = append(words, word(text[start:i], line, startCol))
			start = -1
		case !sep && start < 0:
			start, startCol = i, col
		}
		col++
	}
	if start >= 0 {
		words = append(words, word(text[start:], line, startCol))
	}
	return words
}

func word(raw string, line, col int) Word {
	return Word{Text: strings.ToLower(raw), Raw: raw, Pos: Pos{Line: line, Col: col}}
}

// EndPos returns the position just after the last rune of text on line 1,
// where an error about missing input points.
func EndPos(text string) Pos {
	return Pos{Line: 1, Col: utf8.RuneCountInString(strings.TrimRight(text, " \t")) + 1}
}
