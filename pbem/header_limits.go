package pbem

import (
	"strings"
	"unicode/utf8"

	"github.com/pbem-games/pbem/notation"
)

// MaxFrontMatter is the largest front matter pbem decodes, in bytes. A
// real one is under a kilobyte (a few keys and up to a handful of
// players).
const MaxFrontMatter = 16 << 10

// MaxNesting is how deeply the front matter may nest tables, arrays and
// dotted keys. pbem's own keys go two levels deep (players.name). The TOML
// decoder spends time and memory in proportion to the depth of every key
// it reads, so deep nesting (8,000 levels of {a={a=…}} in 48 KB) would
// make the cost of a file grow with the square of its size.
const MaxNesting = 8

// checkFrontMatter bounds the front matter before it is decoded, so that
// decoding costs time and memory linear in its size.
func checkFrontMatter(front string) error {
	if len(front) > MaxFrontMatter {
		return corruptf("the front matter is %d bytes long; it may be at most %d KiB", len(front), MaxFrontMatter>>10)
	}
	line, col, ok := nestingOver(front, MaxNesting)
	if !ok {
		return fileError(notation.Pos{Line: line + 1, Col: col}, sourceLine(front, line),
			"the front matter nests more than %d levels deep here (tables, arrays or dotted keys)", MaxNesting)
	}
	return nil
}

// nesting follows the structure of TOML text closely enough to measure
// its depth: brackets and braces outside strings and comments, plus the
// dots of the key being read. It does not validate anything; the decoder
// does that once the text is known to be shallow.
type nesting struct {
	open   []byte // the brackets and braces not closed yet
	keyDot int    // dots in the key being read
	inKey  bool   // reading a key: at a line's start, or after { or , in an inline table
}

// nestingOver scans text and returns the 1-based line and column (in
// bytes) where its depth first exceeds limit, or ok when it never does.
func nestingOver(text string, limit int) (line, col int, ok bool) {
	n := nesting{inKey: true}
	line, lineAt := 1, 0
	for i := 0; i < len(text); i++ {
		c := text[i]
		switch {
		case c == '\n':
			line, lineAt = line+1, i+1
			n.inKey, n.keyDot = len(n.open) == 0, 0
		case c == '#':
			i += strings.IndexByte(text[i:]+"\n", '\n') - 1 // to the end of the line
		case c == '"' || c == '\'':
			end := stringEnd(text, i)
			line += strings.Count(text[i:end], "\n") // multi-line strings
			if k := strings.LastIndexByte(text[i:end], '\n'); k >= 0 {
				lineAt = i + k + 1
			}
			i = end - 1
		default:
			n.step(c)
		}
		if len(n.open)+n.keyDot > limit {
			return line, utf8.RuneCountInString(text[lineAt:i]) + 1, false
		}
	}
	return 0, 0, true
}

// step follows one structural byte outside strings and comments.
func (n *nesting) step(c byte) {
	switch c {
	case '[', '{':
		n.open = append(n.open, c)
		n.inKey = c == '{' || n.inKey && len(n.open) <= 2 // a table header [a.b] or [[a.b]] is a key
	case ']', '}':
		if len(n.open) > 0 {
			n.open = n.open[:len(n.open)-1]
		}
	case ',':
		n.inKey, n.keyDot = len(n.open) > 0 && n.open[len(n.open)-1] == '{', 0
	case '=':
		n.inKey, n.keyDot = false, 0
	case '.':
		if n.inKey {
			n.keyDot++
		}
	}
}

// stringEnd returns the offset just after the TOML string that starts at
// text[i] (a quote): basic "…" with backslash escapes, literal '…', or
// their multi-line forms """…""" and ”'…”'. An unclosed string ends the
// text (the decoder reports it).
func stringEnd(text string, i int) int {
	q := text[i]
	if strings.HasPrefix(text[i:], strings.Repeat(string(q), 3)) {
		delim := strings.Repeat(string(q), 3)
		end := strings.Index(text[i+3:], delim)
		if end < 0 {
			return len(text)
		}
		return i + 3 + end + 3
	}
	for j := i + 1; j < len(text); j++ {
		switch text[j] {
		case '\\':
			if q == '"' {
				j++
			}
		case q, '\n':
			return j + 1
		}
	}
	return len(text)
}
