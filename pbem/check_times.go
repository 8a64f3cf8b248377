package pbem

import (
	"fmt"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/pbem-games/pbem/notation"
)

// This file holds check's warnings: what is odd in a valid game file but
// must not make it invalid.

// Warning is something check found odd in a valid game file, placed in it.
type Warning struct {
	Line int `json:"line"`
	// Col is the column, from 1, in characters.
	Col     int    `json:"col"`
	Message string `json:"message"`
}

// String places the warning in the file at path, as check prints it.
func (w Warning) String(path string) string {
	return fmt.Sprintf("%s:%d:%d: warning: %s", path, w.Line, w.Col, w.Message)
}

// TimeWarnings returns a warning for each line of the record whose time
// is earlier than the time before it: the time on the last line above it
// that has one, main line and meta-lines alike, or the game's creation.
// Variations are alternatives: their times are not compared. Not an
// error: the clocks of mail hosts differ, and a reply written before
// another may be read after it; waits count from the latest time known
// (wait.go), so the game plays on.
func (f *File) TimeWarnings() []Warning {
	var warnings []Warning
	last, lastLine := f.Header.Created, 0
	for _, e := range f.Record.Entries {
		t, ok := e.When()
		if !ok || e.Kind == notation.Variation {
			continue
		}
		if t.Before(last) {
			warnings = append(warnings, timeWarning(e, t, last, lastLine))
		}
		last, lastLine = t, e.Pos.Line
	}
	return warnings
}

// timeWarning places the warning that the time t of line e is earlier
// than last, written on line lastLine (0 for the game's creation).
func timeWarning(e notation.Entry, t, last time.Time, lastLine int) Warning {
	before := fmt.Sprintf("the time of line %d, %s", lastLine, notation.FormatTime(last))
	if lastLine == 0 {
		before = "the game's creation, " + notation.FormatTime(last)
	}
	col := 1
	if at := strings.Index(e.Source, notation.TimeMark+e.Time); at >= 0 {
		col = utf8.RuneCountInString(e.Source[:at]) + 1
	}
	return Warning{Line: e.Pos.Line, Col: col, Message: fmt.Sprintf(
		"the time goes backwards: %s is %s earlier than %s (accepted: the clocks of mail hosts differ)",
		notation.FormatTime(t), last.Sub(t), before)}
}
