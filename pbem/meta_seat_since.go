package pbem

import (
	"github.com/pbem-games/pbem/notation"
)

// withSays adds to the entries of a mail's "since your last move" the
// say lines written after decision from (the reader's last), each after
// the decision it follows; after[i] is the decision entries[i] ends with.
func (r *Replay) withSays(entries []SinceEntry, after []int, from int) []SinceEntry {
	var out []SinceEntry
	next := 0
	for _, m := range r.Meta.Lines {
		if m.Verb != SayVerb || m.After < from {
			continue
		}
		for next < len(entries) && after[next] <= m.After {
			out = append(out, entries[next])
			next++
		}
		line := notation.Entry{Kind: notation.Meta, Name: m.Name, Text: SayVerb, Comment: m.Comment, HasComment: true}
		out = append(out, SinceEntry{Line: line.Format()})
	}
	return append(out, entries[next:]...)
}

// ReplyMarker is the line at the top of a turn mail. A reply's moves are the
// lines above it (quoted or not), since mail clients quote the original
// below the answer.
const ReplyMarker = "-- write your move above this line --"

// SinceEntry is one decision in a mail's "since your last move": its
// record line ("3 Bob: build 1s1 new"), empty for the setup, and the texts
// of the events it caused that the reader may see.
type SinceEntry struct {
	Line   string
	Events []string
}
