package pbem

import (
	"bytes"

	"github.com/pbem-games/pbem/notation"
)

// This file holds the record lines a move appends to a game file.

// AppendPlies returns src with a record line for each ply appended, each
// ending as the lines of src end, so that a file written with CRLF (on
// Windows, or saved from a mail) keeps one kind of line ending. A ply with
// a time carries it on its line ("@2026-11-24T19:02:25Z", meta_time.go).
func AppendPlies(src []byte, plies []Ply) []byte {
	lines := make([]string, len(plies))
	for i, p := range plies {
		lines[i] = p.recordLine()
	}
	return appendLines(src, lines...)
}

// LineEnding returns the line ending of the first line of src: "\r\n" or
// "\n" (also for a text of one line, whose ending cannot be told).
func LineEnding(src []byte) string {
	line, _, found := bytes.Cut(src, []byte("\n"))
	if found && bytes.HasSuffix(line, []byte("\r")) {
		return "\r\n"
	}
	return "\n"
}

// Line returns the ply's canonical record line as shown (by move, log and
// posts): without its time, which would only clutter what people read.
func (p Ply) Line() string {
	return p.entry().Format()
}

// recordLine returns the ply's canonical record line as written in the
// file: with its time when it has one.
func (p Ply) recordLine() string {
	e := p.entry()
	if !p.Time.IsZero() {
		e.Time = notation.FormatTime(p.Time)
	}
	return e.Format()
}

// entry returns the ply as a record entry, without its time. Its
// outcome, if any, starts the comment (notation.JoinAnnotation).
func (p Ply) entry() notation.Entry {
	comment := notation.JoinAnnotation(p.Outcome, p.Comment)
	return notation.Entry{Kind: notation.Move, Ply: p.N, Name: p.Name, Text: p.Move,
		Glyph: p.Glyph, Comment: comment, HasComment: comment != ""}
}
