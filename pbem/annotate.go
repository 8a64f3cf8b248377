package pbem

import (
	"bytes"
	"strings"

	"github.com/pbem-games/pbem/notation"
)

// This file holds annotate: adding or replacing the comment and glyph of
// one recorded decision without editing the file by hand.

// Annotation is what annotate writes on decision Ply.
type Annotation struct {
	Ply int
	// Comment replaces the decision's comment; "" removes it.
	Comment string
	// Glyph, when SetGlyph, replaces the decision's glyph ("" removes
	// it); otherwise the glyph stays as it is.
	Glyph    string
	SetGlyph bool
}

// AnnotateResult is the decision's record line once annotated.
type AnnotateResult struct {
	Ply     int    `json:"ply"`
	Player  string `json:"player"`
	Move    string `json:"move"`
	Glyph   string `json:"glyph,omitempty"`
	Comment string `json:"comment,omitempty"`
	// Line is the record line as written now, in canonical form.
	Line string `json:"line"`
}

// Annotate rewrites the record line of decision a.Ply with its new
// comment and glyph (the outcome a sealed game's host wrote at the start
// of the comment stays), in canonical form, under the game's lock and by an
// atomic replace, as Move writes. Every other byte of the file stays as it
// was; the moves are not replayed (they do not change), so a sealed game
// needs no key. A ply out of range, or a comment or glyph that cannot
// stand on a record line, wraps ErrUsage and leaves the file untouched.
func (c Games) Annotate(path string, a Annotation) (*AnnotateResult, error) {
	if err := a.check(); err != nil {
		return nil, err
	}
	var res *AnnotateResult
	err := c.Update(path, func(f *File) ([]byte, error) {
		moves := f.Record.Moves()
		if a.Ply < 1 || a.Ply > len(moves) {
			return nil, Usagef("decision %d: %s has decisions 1 to %d", a.Ply, f.Path, len(moves))
		}
		e := moves[a.Ply-1]
		outcome, _ := f.SplitComment(e.Comment) // the host's outcome stays: only the comment's own text is replaced
		e.Comment = notation.JoinAnnotation(outcome, a.Comment)
		e.HasComment = e.Comment != ""
		if a.SetGlyph {
			e.Glyph = a.Glyph
		}
		res = &AnnotateResult{Ply: e.Ply, Player: e.Name, Move: e.Text, Glyph: e.Glyph, Comment: a.Comment, Line: e.Format()}
		return ReplaceLine(f.Src, e.Pos.Line, res.Line), nil
	})
	return res, err
}

// check refuses what cannot stand on a record line: a comment ends on its
// line and its braces do not nest; and a comment that would read as the
// outcome pbem writes (annotation.go).
func (a Annotation) check() error {
	if i := strings.IndexAny(a.Comment, "{}\r\n"); i >= 0 {
		return Usagef("comment %s: a comment is one line without braces (found %q)",
			notation.Quote(notation.Clip(a.Comment)), a.Comment[i])
	}
	if notation.IsAnnotation(a.Comment) {
		return Usagef("comment %s: "+annotationRefused, notation.Quote(notation.Clip(a.Comment)), "=")
	}
	if a.SetGlyph && a.Glyph != "" && notation.NAG(a.Glyph) == 0 {
		return Usagef("--glyph %s: expected one of %s (or \"\" to remove it)",
			notation.Quote(a.Glyph), strings.Join(notation.Glyphs, " "))
	}
	return nil
}

// ReplaceLine returns src with the text of line n (1-based) replaced by
// text, the line's ending ("\n" or "\r\n") kept.
func ReplaceLine(src []byte, n int, text string) []byte {
	start := 0
	for i := 1; i < n; i++ {
		start += bytes.IndexByte(src[start:], '\n') + 1
	}
	end := len(src)
	if i := bytes.IndexByte(src[start:], '\n'); i >= 0 {
		end = start + i
	}
	if end > start && src[end-1] == '\r' {
		end--
	}
	out := make([]byte, 0, len(src)+len(text))
	out = append(out, src[:start]...)
	out = append(out, text...)
	return append(out, src[end:]...)
}
