package pbem

import (
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/notation"
)

// This file holds the names a seat had: "!replace Bob Dan" gives Bob's
// seat to Dan. The front matter names the players of now; the record is
// never rewritten, so each line names its player as they were called
// when it was written, and the lines before a replace keep the old name.

// rename is a replace meta-line: from record line Line on, the seat
// held by Old is New's.
type rename struct {
	Seat     engine.Seat
	Old, New string
	Line     int
}

// ReplaceVerb is the host's meta-command that gives a seat to a new
// player.
const ReplaceVerb = "replace"

// readRenames reads the replace lines of the record and checks them
// against the players of the front matter: walking back from the last,
// each new name must be a seat's name then, and no name may come back
// (a name once given up stays the old player's, on the lines they wrote).
func (f *File) readRenames() error {
	var lines []notation.Entry
	for i := range f.Record.Entries {
		e := &f.Record.Entries[i] // not a copy: every load reads every entry
		if e.Kind == notation.Meta && e.Name == "" && e.Verb() == ReplaceVerb {
			lines = append(lines, *e)
		}
	}
	names := f.Names()
	f.renames = make([]rename, len(lines))
	for i := len(lines) - 1; i >= 0; i-- {
		e := lines[i]
		args := e.Args()
		if len(args) != 2 {
			return metaError(e, "expected %s OLD NEW: the player who leaves and the one who takes the seat",
				notation.Quote(notation.MetaMark+ReplaceVerb))
		}
		seat := slices.IndexFunc(names, func(n string) bool { return strings.EqualFold(n, args[1]) })
		if seat < 0 {
			return metaError(e, "no player is named %s after this line (players then: %s)",
				notation.Quote(args[1]), strings.Join(names, ", "))
		}
		if slices.ContainsFunc(names, func(n string) bool { return strings.EqualFold(n, args[0]) }) ||
			f.formerSeat(args[0]) >= 0 {
			return metaError(e, "%s is a name the game already knows: a seat's new player needs a name of their own",
				notation.Quote(args[0]))
		}
		f.renames[i] = rename{Seat: engine.Seat(seat), Old: args[0], New: names[seat], Line: e.Pos.Line}
		names[seat] = args[0]
	}
	return nil
}

// formerSeat returns the seat whose player was once named name and gave
// it up, or -1.
func (f *File) formerSeat(name string) engine.Seat {
	for _, r := range f.renames {
		if r.Old != "" && strings.EqualFold(r.Old, name) {
			return r.Seat
		}
	}
	return -1
}

// RecordSeat finds the seat of a player named on a record line: a
// player of now, or one who gave their seat up.
func (f *File) RecordSeat(name string) (engine.Seat, bool) {
	if s, ok := f.Seat(name); ok {
		return s, true
	}
	if s := f.formerSeat(name); s >= 0 {
		return s, true
	}
	return engine.Observer, false
}

// checkSeatNames checks that each move and meta-line names its player
// as they were called there: a former name only before its replace, a
// new name only after it.
func (f *File) checkSeatNames() error {
	var done []rename
	for i := range f.Record.Entries {
		e := &f.Record.Entries[i] // not a copy: every load reads every entry
		if e.Kind == notation.Meta && e.Name == "" && e.Verb() == ReplaceVerb {
			done = append(done, f.renames[len(done)])
			continue
		}
		if (e.Kind != notation.Move && e.Kind != notation.Meta) || e.Name == "" {
			continue
		}
		if err := f.checkNameAt(e, f.Record.Entries, i, done); err != nil {
			return err
		}
	}
	return nil
}

// checkNameAt checks the name of e, entries[i], written after the
// replaces done.
func (f *File) checkNameAt(e *notation.Entry, entries []notation.Entry, i int, done []rename) error {
	seat, ok := f.entrySeat(entries, i)
	if !ok {
		return nil // an unknown name: checkNames and replay say so
	}
	// Most lines write the name as the front matter does: EqualFold,
	// which walks both names rune by rune, is for the others.
	if want := f.nameAfter(seat, done); want != e.Name && !strings.EqualFold(want, e.Name) {
		col := strings.Index(e.Source, e.Name)
		return fileError(notation.Pos{Line: e.Pos.Line, Col: utf8.RuneCountInString(e.Source[:max(col, 0)]) + 1},
			e.Source, "%s does not hold this seat here: %s does", notation.Quote(e.Name), notation.Quote(want))
	}
	return nil
}

// nameAfter returns the name of seat's player after the replaces done.
func (f *File) nameAfter(seat engine.Seat, done []rename) string {
	name := f.Name(seat)
	for i := len(f.renames) - 1; i >= len(done); i-- {
		if f.renames[i].Seat == seat {
			name = f.renames[i].Old
		}
	}
	return name
}

// lineName returns the name of seat's player as a record line names
// them: the seat's name now, or the former name written, as the front
// matter or the replace line spells it.
func (f *File) lineName(seat engine.Seat, written string) string {
	for _, r := range f.renames {
		if r.Seat == seat && strings.EqualFold(r.Old, written) {
			return r.Old
		}
	}
	return f.Name(seat)
}
