package pbem

import (
	"time"

	"github.com/pbem-games/pbem/notation"
)

// This file holds the times written on record lines: when each decision
// and each meta-line was recorded, which deadlines, reminders and status
// read back (never the file's modification date, which a copy, a backup or
// an editor changes).

// stampPlies sets the time of each of plies to now (UTC, to the second);
// nothing when now is nil.
func stampPlies(plies []Ply, now func() time.Time) {
	if now == nil {
		return
	}
	t := now().UTC().Truncate(time.Second)
	for i := range plies {
		plies[i].Time = t
	}
}

// MetaLineText returns the canonical meta-line said by name ("" for the
// host) at now: "!Ann: undo 12 @2026-11-24T19:02:25Z {comment}". text is
// the verb and its words; a zero now writes no time, an empty comment no
// braces. Every command that records a meta-line writes it with this, so
// that all carry their time the same way.
func MetaLineText(name, text string, now time.Time, comment string) string {
	e := notation.Entry{Kind: notation.Meta, Name: name, Text: text, Comment: comment, HasComment: comment != ""}
	if !now.IsZero() {
		e.Time = notation.FormatTime(now)
	}
	return e.Format()
}

// appendLines returns src with each of lines appended, ending as the lines
// of src end (see appendPlies).
func appendLines(src []byte, lines ...string) []byte {
	eol := LineEnding(src)
	out := append([]byte(nil), src...)
	if len(src) > 0 && src[len(src)-1] != '\n' {
		out = append(out, eol...)
	}
	for _, l := range lines {
		out = append(out, l...)
		out = append(out, eol...)
	}
	return out
}
