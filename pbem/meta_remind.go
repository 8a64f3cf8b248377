package pbem

import (
	"slices"

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
	seat, ok := r.File.recordSeat(m.Args[0])
	if !ok {
		return metaError(e, "%s is not a player of this game", notation.Quote(m.Args[0]))
	}
	if r.Over() || !slices.Contains(r.State.ToAct(), seat) {
		return metaError(e, "the game does not wait for %s: only a player awaited is reminded", m.Args[0])
	}
	if slices.Contains(r.remindedSince(seat, r.waitStart(seat)), m.Args[1]) {
		return metaError(e, "%s was already reminded (%s) while the game waits for them", m.Args[0], m.Args[1])
	}
	return nil
}

// remindedSince returns the kinds of reminder recorded for seat since
// the game had made after decisions (the start of the seat's wait).
func (r *Replay) remindedSince(seat engine.Seat, after int) []string {
	var kinds []string
	for _, m := range r.Meta.Lines {
		if m.Verb != RemindVerb || m.After < after || len(m.Args) != 2 {
			continue
		}
		if s, ok := r.File.recordSeat(m.Args[0]); ok && s == seat {
			kinds = append(kinds, m.Args[1])
		}
	}
	return kinds
}
