// Package notation holds what every game's notation shares: positions,
// errors that point at the offending text, a word scanner, suggestions of
// near legal moves, and the game-record syntax.
package notation

import (
	"fmt"
	"strings"
)

// Pos is a 1-based line and column (in runes) in some source text.
type Pos struct {
	Line int `json:"line"`
	Col  int `json:"col"`
}

// IsValid reports whether p points somewhere.
func (p Pos) IsValid() bool { return p.Line > 0 }

// String formats p as "line:col", or "-" when p is not valid.
func (p Pos) String() string {
	if !p.IsValid() {
		return "-"
	}
	return fmt.Sprintf("%d:%d", p.Line, p.Col)
}

// Shift re-bases p, a position inside a move text, to where that text
// starts in a larger source.
func (p Pos) Shift(start Pos) Pos {
	if p.Line <= 1 {
		return Pos{Line: start.Line, Col: start.Col + p.Col - 1}
	}
	return Pos{Line: start.Line + p.Line - 1, Col: p.Col}
}

// Error is a notation error: where it is, what went wrong, what was
// expected there and, when the text is close to legal moves, the nearest ones.
type Error struct {
	File     string   `json:"file,omitempty"`
	Pos      Pos      `json:"pos"`
	Msg      string   `json:"message"`
	Expected []string `json:"expected,omitempty"`
	Nearest  []string `json:"nearest,omitempty"`
	// Source is the line the error is in, for the caret display.
	Source string `json:"source,omitempty"`
}

// Errorf returns an *Error at pos.
func Errorf(pos Pos, format string, args ...any) *Error {
	return &Error{Pos: pos, Msg: fmt.Sprintf(format, args...)}
}

// Error formats e as "file:line:col: message (expected one of …)".
func (e *Error) Error() string { return e.text(&englishWording) }

// text formats e as Error does, in w's words.
func (e *Error) text(w *Wording) string {
	var b strings.Builder
	if e.File != "" {
		b.WriteString(w.translate(e.File)) // "your mail", a mail's refusal
		b.WriteByte(':')
	}
	b.WriteString(e.Pos.String())
	b.WriteString(": ")
	b.WriteString(clipMessage(w.translate(e.Msg)))
	if len(e.Expected) > 0 && !e.saysExpected() {
		b.WriteString(w.Expected)
		b.WriteString(w.oneOf(e.Expected))
	}
	return b.String()
}

// saysExpected reports whether the message already names the one thing
// expected ("missing a profession like poet"), which "; expected …" would
// only repeat.
func (e *Error) saysExpected() bool {
	return len(e.Expected) == 1 && strings.HasSuffix(e.Msg, " "+e.Expected[0])
}

// Display returns the error with its source line, a caret under the column
// and the nearest legal moves, for people to read.
func (e *Error) Display() string { return e.DisplayIn(nil) }

// DisplayIn is Display in w's words: a refusal mail to a player of
// another language than English. A nil w is English.
func (e *Error) DisplayIn(w *Wording) string {
	if w == nil {
		w = &englishWording
	}
	var b strings.Builder
	b.WriteString(e.text(w))
	b.WriteByte('\n')
	if e.Source != "" && e.Pos.Col > 0 {
		line, pad := window(e.Source, e.Pos.Col)
		fmt.Fprintf(&b, "    %s\n    %s^\n", line, pad)
	}
	if len(e.Nearest) > 0 {
		b.WriteString(w.DidYouMean)
		b.WriteByte('\n')
		for _, n := range e.Nearest {
			fmt.Fprintf(&b, "    %s\n", n)
		}
	}
	return b.String()
}

// Wording is how an error reads in one language: the fixed words around
// its parts, and Translate, which turns its message and each thing it
// expected from the English a parser writes into the language (nil keeps
// them). The moves it quotes, typed or nearest, stay as they are.
type Wording struct {
	Expected   string // before what was expected: "; expected "
	OneOf      string // before several things expected: "one of "
	DidYouMean string // the head of the nearest moves: "did you mean:"
	Translate  func(english string) string
}

// englishWording is the parsers' own language.
var englishWording = Wording{Expected: "; expected ", OneOf: "one of ", DidYouMean: "did you mean:"}

// translate is s in w's language.
func (w *Wording) translate(s string) string {
	if w.Translate == nil {
		return s
	}
	return w.Translate(s)
}

// oneOf lists the things expected, each translated.
func (w *Wording) oneOf(xs []string) string {
	if len(xs) == 1 {
		return w.translate(xs[0])
	}
	out := make([]string, len(xs))
	for i, x := range xs {
		out[i] = w.translate(x)
	}
	return w.OneOf + strings.Join(out, ", ")
}
