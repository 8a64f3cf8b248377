package pbem

import (
	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/notation"
)

// This file holds what the log shows of a record beyond its decisions:
// the tags, the whole-line comments, and a range of decisions.

// LineComment is a comment alone on its record line.
type LineComment struct {
	// After is the number of the decision the comment follows (0: it
	// comes before the first).
	After int `json:"after"`
	// Text is the comment between its braces, as written.
	Text string `json:"comment"`
}

// lineComments returns the whole-line comments of f's record that follow
// at most upTo decisions, in order. A sealed game's setup line ("{= …}",
// annotation.go) is not among them: the log shows the deal's events.
func lineComments(f *File, upTo int) []LineComment {
	var out []LineComment
	rec := f.Record
	if rec == nil { // a game built in memory, with no file behind it
		return nil
	}
	setup := f.setupIndex()
	after := 0
	for i, e := range rec.Entries {
		switch {
		case e.Kind == notation.Move:
			after = e.Ply
		case e.Kind == notation.Comment && after <= upTo && i != setup:
			out = append(out, LineComment{After: after, Text: e.Comment})
		}
	}
	return out
}

// appendComments appends to lines the leading comments that come before
// decision n, as they are written in the record, and returns the rest.
func appendComments(lines []string, comments []LineComment, n int) ([]string, []LineComment) {
	for len(comments) > 0 && comments[0].After < n {
		lines = append(lines, notation.Entry{Kind: notation.Comment, Comment: comments[0].Text, HasComment: true}.Format())
		comments = comments[1:]
	}
	return lines, comments
}

// tagLines returns the tags as "key: value" lines followed by a blank
// line, or nothing when there are none.
func tagLines(tags []Tag) []string {
	if len(tags) == 0 {
		return nil
	}
	lines := make([]string, 0, len(tags)+1)
	for _, t := range tags {
		lines = append(lines, t.Key+": "+t.Value)
	}
	return append(lines, "")
}

// Range keeps of the log the decisions from to to (both included; the
// setup is decision 0) and the whole-line comments among them. A comment
// goes with the decision it precedes, or with the last decision when it
// ends the record. The result is kept only when the range reaches the
// last decision. from and to are checked against the log: a range
// outside it wraps ErrUsage.
func (l *LogResult) Range(from, to int) error {
	last := len(l.Plies) - 1
	if to < 0 {
		to = last
	}
	if from < 0 || from > to || to > last {
		return Usagef("--from %d --to %d: expected 0 <= from <= to <= %d (decision 0 is the setup, %d the last decision)",
			from, to, last, last)
	}
	var plies []Ply
	for _, p := range l.Plies {
		if p.N >= from && p.N <= to {
			plies = append(plies, p)
		}
	}
	var comments []LineComment
	for _, c := range l.Comments {
		if owner := min(c.After+1, last); owner >= from && owner <= to {
			comments = append(comments, c)
		}
	}
	l.Plies, l.Comments, l.Meta = plies, comments, metaIn(l.Meta, from, to, last)
	if to < last {
		l.Result, l.resultLines = nil, nil
	}
	return nil
}

// LastLine returns the record line of the last decision replayed as seat
// s may read it (the verb alone of another's secret decision; comment and
// glyph are public), or "" before the first decision.
func (r *Replay) LastLine(s engine.Seat) string {
	i := len(r.Plies) - 1
	if i < 0 {
		return ""
	}
	p := r.Plies[i]
	if p.Seat != s && r.Secret(i) {
		p.Move = VerbOf(p.Move)
	}
	return p.Line()
}
