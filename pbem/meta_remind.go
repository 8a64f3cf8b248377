package pbem

import (
	"slices"
	"strconv"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/notation"
)

// This file holds the host's reminder lines, "!remind Bob half @time" and
// "!remind Bob deadline @time", which `pbem remind` writes when it mails
// a player who has waited past half the deadline, or everyone once the
// deadline has passed. They are what makes each reminder go out once per
// wait: a later run finds them and sends nothing again.

// RemindVerb is the verb of the host's reminder lines.
const RemindVerb = "remind"

// The kinds of reminder: half the deadline has passed (a mail to the
// player awaited), all of it (a notice to everyone).
const (
	RemindHalf     = "half"
	RemindDeadline = "deadline"
)

// replayRemind replays "!remind NAME half|deadline": the host may remind
// only a player the game waits for, and each kind once per wait.
func replayRemind(r *Replay, m MetaLine, e notation.Entry) error {
	usage := notation.Quote("!remind NAME half") + " or " + notation.Quote("!remind NAME deadline")
	if m.Name != "" {
		return metaError(e, "only the host writes reminders: expected %s", usage)
	}
	if len(m.Args) != 2 || (m.Args[1] != RemindHalf && m.Args[1] != RemindDeadline) {
		return metaError(e, "expected %s", usage)
	}
	seat, ok := r.File.RecordSeat(m.Args[0])
	if !ok {
		return metaError(e, "%s is not a player of this game", notation.Quote(m.Args[0]))
	}
	if undoneLater(r, e) {
		return nil // it was written further on, in a wait the undo erased: it stood right then
	}
	if r.Over() || !slices.Contains(r.State.ToAct(), seat) {
		return metaError(e, "the game does not wait for %s: only a player awaited is reminded", m.Args[0])
	}
	if slices.Contains(r.RemindedSince(seat, r.waitStart(seat)), m.Args[1]) {
		return metaError(e, "%s was already reminded (%s) while the game waits for them", m.Args[0], m.Args[1])
	}
	return nil
}

// RemindedSince returns the kinds of reminder recorded for seat since
// the game had made after decisions (the start of the seat's wait). A
// reminder an undo erased the wait of does not count: a wait the undo
// restores is a new one, whose clock starts at the undo (wait.go).
func (r *Replay) RemindedSince(seat engine.Seat, after int) []string {
	var kinds []string
	for i, m := range r.Meta.Lines {
		if m.Verb != RemindVerb || m.After < after || len(m.Args) != 2 || r.erasedByUndo(i) {
			continue
		}
		if s, ok := r.File.RecordSeat(m.Args[0]); ok && s == seat {
			kinds = append(kinds, m.Args[1])
		}
	}
	return kinds
}

// undoneLater tells whether the meta-line e, replayed on r, stands before
// the lines of an undo that took back the decisions after it. Taking
// decisions back moves the lines said among them up to where the undo's
// lines go (meta_undo_write.go): such a line was written further on in
// the game, in a wait the undo erased, and is checked no more.
func undoneLater(r *Replay, e notation.Entry) bool {
	next := []string{strconv.Itoa(r.NextPly())}
	for _, x := range r.File.Record.Entries[metaIndex(r.File, e)+1:] {
		switch {
		case x.Kind == notation.Move:
			return false
		case x.Kind == notation.Meta && x.Verb() == "undo" && slices.Equal(x.Args(), next):
			return true // an undo of the next decision number took decisions back (replayUndo)
		}
	}
	return false
}

// erasedByUndo tells whether the i-th meta-line replayed stands before
// the lines of an undo that took back the decisions after it (see
// undoneLater).
func (r *Replay) erasedByUndo(i int) bool {
	m := r.Meta.Lines[i]
	next := []string{strconv.Itoa(m.After + 1)}
	for _, later := range r.Meta.Lines[i+1:] {
		if later.After == m.After && later.Verb == "undo" && slices.Equal(later.Args, next) {
			return true
		}
	}
	return false
}
