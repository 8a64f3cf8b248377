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
func (e *Error) Error() string {
	var b strings.Builder
	if e.File != "" {
		b.WriteString(e.File)
		b.WriteByte(':')
	}
	b.WriteString(e.Pos.String())
	b.WriteString(": ")
	b.WriteString(clipMessage(e.Msg))
	if len(e.Expected) > 0 && !e.saysExpected() {
		b.WriteString("; expected ")
		b.WriteString(oneOf(e.Expected))
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
func (e *Error) Display() string {
	var b strings.Builder
	b.WriteString(e.Error())
	b.WriteByte('\n')
	if e.Source != "" && e.Pos.Col > 0 {
		line, pad := window(e.Source, e.Pos.Col)
		fmt.Fprintf(&b, "    %s\n    %s^\n", line, pad)
	}
	if len(e.Nearest) > 0 {
		b.WriteString("did you mean:\n")
		for _, n := range e.Nearest {
			fmt.Fprintf(&b, "    %s\n", n)
		}
	}
	return b.String()
}

func oneOf(xs []string) string {
	if len(xs) == 1 {
		return xs[0]
	}
	return "one of " + strings.Join(xs, ", ")
}
