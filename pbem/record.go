package pbem

import (
	"bytes"

	"github.com/pbem-games/pbem/notation"
)

// This file holds the record lines a move appends to a game file.

// appendPlies returns src with a record line for each ply appended, each
// ending as the lines of src end, so that a file written with CRLF (on
// Windows, or saved from a mail) keeps one kind of line ending.
func appendPlies(src []byte, plies []Ply) []byte {
	eol := lineEnding(src)
	var b bytes.Buffer
	b.Write(src)
	if len(src) > 0 && !bytes.HasSuffix(src, []byte("\n")) {
		b.WriteString(eol)
	}
	for _, p := range plies {
		b.WriteString(p.Line())
		b.WriteString(eol)
	}
	return b.Bytes()
}

// lineEnding returns the line ending of the first line of src: "\r\n" or
// "\n" (also for a text of one line, whose ending cannot be told).
func lineEnding(src []byte) string {
	line, _, found := bytes.Cut(src, []byte("\n"))
	if found && bytes.HasSuffix(line, []byte("\r")) {
		return "\r\n"
	}
	return "\n"
}

// Line returns the ply's canonical record line.
func (p Ply) Line() string {
	return notation.Entry{Kind: notation.Move, Ply: p.N, Name: p.Name, Text: p.Move,
		Glyph: p.Glyph, Comment: p.Comment, HasComment: p.Comment != ""}.Format()
}
