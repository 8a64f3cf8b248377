package mailhost

import (
	"time"

	"github.com/pbem-games/pbem/notation"
	"github.com/pbem-games/pbem/pbem"
)

// This file holds `pbem remind`, run by cron: in each open game with a
// deadline, it mails a reminder to every player awaited past half the
// deadline, a notice to everyone once the deadline has passed, and
// cancels an undo that got no answer before it. Each reminder goes out
// once per wait: it is recorded as the host's meta-line (meta_remind.go).
// What happens after the deadline is the host's decision: remind does
// nothing more (docs/hosting.md). A player inside their away days is not
// reminded, and the others are told of away days once (away_mail.go).

// Reminder is one reminder remind sent.
type Reminder struct {
	File string `json:"file"`
	ID   string `json:"id"`
	// Kind is "half" (a reminder to the player), "deadline" (a notice to
	// all), "undo" (an undo cancelled at its deadline, told to all) or
	// "away" (a player's away days, told to the others: away_mail.go).
	Kind string `json:"kind"`
	// Player is the player awaited, or who proposed the undo.
	Player string `json:"player"`
	// Due is when the reminder fell due.
	Due time.Time `json:"due"`
	// Mailed are the players who got a mail (with --dry-run: who would).
	Mailed []string `json:"mailed"`
	// Mails are those mails: to whom and their subject.
	Mails []ReminderMail `json:"mails"`
}

// ReminderMail is one mail of a reminder.
type ReminderMail struct {
	To      string `json:"to"`
	Email   string `json:"email"`
	Subject string `json:"subject"`
}

// RemindUndoReason is the reason written on the cancel of an undo that
// got no answer before the deadline.
const RemindUndoReason = "no answer before the deadline"

// Remind sends the reminders due in each game file of files (see
// GamePaths). A game that does not load, or whose reminders fail, comes
// back in failed and leaves its file as it was; the others go on.
func (h *Host) Remind(files []string) (sent []Reminder, failed []error) {
	sent = []Reminder{}
	for _, path := range files {
		if rs, waiting, err := h.remindSeeds(path, false); waiting { // seed_mail.go
			sent, failed = appendReminders(sent, failed, rs, err)
			continue
		}
		rs, err := h.remindGame(path)
		if err == nil {
			var told []Reminder
			told, err = h.tellAways(path, false) // away_mail.go
			rs = append(rs, told...)
		}
		if err != nil {
			failed = append(failed, err)
			continue
		}
		sent = append(sent, rs...)
	}
	return sent, failed
}

// RemindDry tells which reminders Remind would send now in each game
// file of files, to whom, with which subject and why, and sends, records
// and changes nothing: no lock is taken, no file or mail written. Two
// runs of remind may differ from it if a game changes in between.
func (h *Host) RemindDry(files []string) (due []Reminder, failed []error) {
	due = []Reminder{}
	for _, path := range files {
		if rs, waiting, err := h.remindSeeds(path, true); waiting { // seed_mail.go
			due, failed = appendReminders(due, failed, rs, err)
			continue
		}
		rs, err := h.dueIn(path)
		if err == nil {
			var told []Reminder
			told, err = h.tellAways(path, true) // away_mail.go
			rs = append(rs, told...)
		}
		if err != nil {
			failed = append(failed, err)
			continue
		}
		due = append(due, rs...)
	}
	return due, failed
}

// dueIn returns the reminders due now in the game at path, with their
// mails, as remindGame would send them.
func (h *Host) dueIn(path string) ([]Reminder, error) {
	r, now, err := h.toRemind(path)
	if err != nil || r == nil {
		return nil, err
	}
	if r.Meta.Undo != nil {
		rem, d, ok := undoDue(r, now)
		if !ok {
			return nil, nil
		}
		mails, err := h.noticeMails(r, "undo", d, nil) // to the same readers as once cancelled
		rem.Mailed, rem.Mails = mailedNames(mails), reminderMails(mails)
		return []Reminder{rem}, err
	}
	due, _, _, err := h.dueReminders(r, now)
	return due, err
}

// toRemind loads and replays the game at path for remind, and gives the
// time now; a nil replay when the game has no deadline or is over.
func (h *Host) toRemind(path string) (*pbem.Replay, time.Time, error) {
	now := h.Now().UTC().Truncate(time.Second)
	f, err := h.Games.Load(path)
	if err != nil || f.Header.DeadlineOf() == 0 {
		return nil, now, err // a game without a deadline is never reminded
	}
	r, err := f.Replay(-1)
	if err != nil || r.Over() {
		return nil, now, err
	}
	return r, now, nil
}

// remindGame sends the reminders due in the game at path. The game is
// read, mailed and written under its lock, so that two runs never send a
// reminder twice, and a mail that cannot be sent leaves no line behind.
func (h *Host) remindGame(path string) ([]Reminder, error) {
	r, now, err := h.toRemind(path)
	if err != nil || r == nil {
		return nil, err
	}
	if r.Meta.Undo != nil {
		return h.remindUndo(r, now)
	}
	var sent []Reminder
	err = h.Games.Update(path, func(f *pbem.File) ([]byte, error) {
		r, err := f.Replay(-1)
		if err != nil {
			return nil, err
		}
		var lines []notation.Entry
		var mails []letter
		sent, lines, mails, err = h.dueReminders(r, now)
		if err != nil || len(lines) == 0 {
			return nil, err
		}
		l, err := gameLedger(f)
		if err != nil {
			return nil, err
		}
		if _, err := h.deliver(l, mails); err != nil {
			return nil, err
		}
		return h.withLines(f, lines)
	})
	if err != nil {
		return nil, err
	}
	return sent, nil
}

// withLines returns f's text with the meta-lines appended, checked by
// replaying them.
func (h *Host) withLines(f *pbem.File, lines []notation.Entry) ([]byte, error) {
	src := f.Src
	for _, l := range lines {
		out, _, err := h.Games.AppendMeta(f, src, l)
		if err != nil {
			return nil, err
		}
		src = out
	}
	return src, nil
}

// dueReminders returns the reminders due at now in the replayed game,
// the lines that record them and their mails: for each player awaited,
// the notice to all once the deadline has passed, else the reminder to
// them once half of it has; none already recorded in their wait.
func (h *Host) dueReminders(r *pbem.Replay, now time.Time) ([]Reminder, []notation.Entry, []letter, error) {
	var sent []Reminder
	var lines []notation.Entry
	var mails []letter
	for _, sw := range r.Wait().Waiting {
		if r.AwayAt(sw.Seat, now) {
			continue // away days: nobody is nagged about them (away_mail.go)
		}
		kind, due := dueKind(sw, now, r.RemindedSince(sw.Seat, sw.After))
		if kind == "" {
			continue
		}
		ms, err := h.remindMails(r, sw, kind)
		if err != nil {
			return nil, nil, nil, err
		}
		rem := Reminder{File: r.File.Path, ID: r.File.Header.ID, Kind: kind, Player: sw.Player, Due: due,
			Mailed: mailedNames(ms), Mails: reminderMails(ms)}
		sent, mails = append(sent, rem), append(mails, ms...)
		lines = append(lines, pbem.MetaEntry("", pbem.RemindVerb+" "+sw.Player+" "+kind, "", now))
	}
	return sent, lines, mails, nil
}

// dueKind returns the reminder due at now for the wait sw, given the
// kinds already recorded in it, and when it fell due: the deadline
// notice once the deadline has passed (a half reminder not yet sent is
// skipped: the notice says more), else the half reminder.
func dueKind(sw pbem.SeatWait, now time.Time, done []string) (string, time.Time) {
	has := func(kind string) bool {
		for _, d := range done {
			if d == kind {
				return true
			}
		}
		return false
	}
	switch {
	case sw.Due.IsZero() || has(pbem.RemindDeadline):
		return "", time.Time{}
	case !now.Before(sw.Due):
		return pbem.RemindDeadline, sw.Due
	case !now.Before(sw.Half) && !has(pbem.RemindHalf):
		return pbem.RemindHalf, sw.Half
	}
	return "", time.Time{}
}

// undoDue returns the cancel of the undo that waits in r's game, when
// the deadline has passed since it was proposed, and what its notice
// says. While an undo waits, nobody may move, so nobody is reminded of
// a move.
func undoDue(r *pbem.Replay, now time.Time) (Reminder, remindText, bool) {
	u := r.Meta.Undo
	proposed := u.Time
	if proposed.IsZero() {
		proposed = r.TimeAfter(len(r.Plies))
	}
	due := proposed.Add(r.File.Header.DeadlineOf())
	d := remindText{By: r.File.Name(u.By), Span: pbem.PlyRange(u.Plies), One: len(u.Plies) == 1, Waiting: pbem.JoinNames(u.Waiting(r.File)),
		Deadline: r.File.Header.Deadline}
	rem := Reminder{File: r.File.Path, ID: r.File.Header.ID, Kind: "undo", Player: d.By, Due: due}
	return rem, d, !now.Before(due)
}

// remindUndo cancels the undo that waits in r's game when the deadline
// has passed since it was proposed, and tells everyone.
func (h *Host) remindUndo(r *pbem.Replay, now time.Time) ([]Reminder, error) {
	rem, d, ok := undoDue(r, now)
	if !ok {
		return nil, nil
	}
	if _, err := h.Games.CancelUndo(r.File.Path, RemindUndoReason, now); err != nil {
		return nil, err
	}
	f, err := h.Games.Load(r.File.Path) // the cancel changed it
	if err != nil {
		return nil, err
	}
	after, err := f.Replay(-1)
	if err != nil {
		return nil, err
	}
	mails, err := h.noticeMails(after, "undo", d, nil)
	if err != nil {
		return nil, err
	}
	rem.Mailed, rem.Mails = mailedNames(mails), reminderMails(mails)
	l, err := gameLedger(f)
	if err != nil {
		return nil, err
	}
	_, err = h.deliver(l, mails)
	return []Reminder{rem}, err
}

// mailedNames returns the names of the readers of mails.
func mailedNames(mails []letter) []string {
	names := make([]string, 0, len(mails))
	for _, m := range mails {
		names = append(names, m.mail.To.Name)
	}
	return names
}

// reminderMails returns to whom mails go and their subjects.
func reminderMails(mails []letter) []ReminderMail {
	out := make([]ReminderMail, 0, len(mails))
	for _, lt := range mails {
		m := lt.mail
		out = append(out, ReminderMail{To: m.To.Name, Email: m.To.Email, Subject: m.Subject})
	}
	return out
}
