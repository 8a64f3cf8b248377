package mailhost

import (
	"errors"
	"time"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/pbem"
	"github.com/pbem-games/pbem/pbem/compose"
)

// This file holds "a seed nobody chose" by mail (pbem/seed_entropy.go):
// while a sealed game awaits its players' seeds, `pbem send` mails each
// awaited player an invitation (the game id, the host's commitment, how
// to answer and until when), the inbox records each "!seed <hex>" reply,
// and the reply that ends the wait deals the game and sends the first
// turn mails.

// seedText is what the seed templates (seed.tmpl) word.
type seedText struct {
	ID, Commitment string
	// Until is when the host stops waiting, "" for no limit.
	Until string
	// Given and Humans count the seeds given and awaited in all.
	Given, Humans int
	// Min and Max are how many hex digits a seed has.
	Min, Max int
	// Reason is why a seed was refused.
	Reason string
}

// seedTextOf words where f's wait for seeds stands.
func seedTextOf(f *pbem.File, e *pbem.Entropy) seedText {
	t := seedText{ID: f.Header.ID, Commitment: f.Header.Commitment, Given: len(e.Lines), Humans: e.Humans,
		Min: pbem.MinEntropyDigits, Max: pbem.MaxEntropyDigits}
	if d, err := pbem.ParseDeadline(f.Header.SeedWait); err == nil && f.Header.SeedWait != "" {
		t.Until = pbem.StampUTC(f.Header.Created.Add(d))
	}
	return t
}

// awaiting returns the game's seed lines when it waits for seeds, else
// nil.
func awaiting(f *pbem.File) (*pbem.Entropy, error) {
	if !f.Header.AwaitSeeds {
		return nil, nil
	}
	e, err := f.Entropy()
	if err != nil || !e.Waiting() {
		return nil, err
	}
	return e, nil
}

// sendInvitations mails, when the game at path awaits its players' seeds,
// the invitation to each awaited player with an address (to only, when
// not empty), and reports that it did the game's sending. Sending again
// mails the invitation again: a reminder to those who have not answered.
func (h *Host) sendInvitations(path, to string) ([]compose.Mail, bool, error) {
	if path == pbem.Stdin {
		return nil, false, nil
	}
	f, err := h.Games.Load(path)
	if err != nil {
		return nil, false, err
	}
	e, err := awaiting(f)
	if err != nil || e == nil {
		return nil, false, err
	}
	tokens, err := GameTokens(f)
	if err != nil {
		return nil, true, err
	}
	in := &Inbox{Host: h}
	var out []letter
	for i, p := range f.Header.Players {
		if !pbem.ContainsFold(e.Awaited, p.Name) || p.Email == "" || (to != "" && !pbem.ContainsFold([]string{to}, p.Name)) {
			continue
		}
		a, err := refusalTo(f, engine.Seat(i), tokens.Of(p.Name), received{}, "seed-invite", answerText{Seed: seedTextOf(f, e)})
		if err != nil {
			return nil, true, err
		}
		lt, err := in.compose(a)
		if err != nil {
			return nil, true, err
		}
		out = append(out, lt)
	}
	mails, err := h.deliver(nil, out)
	return mails, true, err
}

// handleAwaiting answers the mail of a player of a game that awaits its
// players' seeds, and reports that it did: "!seed <hex>" (or "!seed"
// alone) is recorded, and the seed that ends the wait deals the game and
// sends the first turn mails; any other mail gets the invitation again,
// since nothing else can be done before the deal.
func (in *Inbox) handleAwaiting(f *pbem.File, seat engine.Seat, token string, msg received, reply compose.ReplyText, res *InboxResult) (bool, error) {
	e, err := awaiting(f)
	if err != nil || e == nil {
		return false, err
	}
	cmd, found := seedCommand(reply)
	if closed, err := in.closeSeedWait(f, res); closed || err != nil {
		if err != nil || !found {
			return true, err
		}
		t := seedTextOf(f, e)
		t.Reason = "the time for seeds has passed: the game was dealt without yours"
		return true, in.answerSeed(f, seat, token, msg, "seed-refused", t, res)
	}
	if !found {
		res.Outcome = OutcomeRefused
		return true, in.answerSeed(f, seat, token, msg, "seed-invite", seedTextOf(f, e), res)
	}
	res.Meta = append(res.Meta, cmd.In.Text)
	sres, err := in.Host.Games.GiveSeed(f.Path, pbem.SeedRequest{As: f.Name(seat), Entropy: cmd.Rest, Now: in.Host.Now()})
	if err != nil {
		if !errors.Is(err, engine.ErrIllegal) && !errors.Is(err, pbem.ErrUsage) {
			return true, err
		}
		res.Outcome, res.Note = OutcomeRefused, err.Error()
		t := seedTextOf(f, e)
		t.Reason = err.Error()
		return true, in.answerSeed(f, seat, token, msg, "seed-refused", t, res)
	}
	res.Outcome, res.commandsDone = OutcomeApplied, true
	if err := in.answerSeed(f, seat, token, msg, "seed-given", seedTextOf(f, sres.Entropy), res); err != nil {
		return true, err
	}
	if !sres.Dealt {
		return true, nil
	}
	return true, in.sendNext(f, nil, res)
}

// seedCommand finds the "!seed" line of reply.
func seedCommand(reply compose.ReplyText) (MailMeta, bool) {
	for _, line := range reply.Meta {
		if cmd := parseMailMeta(line); cmd.Verb == pbem.SeedVerb {
			return cmd, true
		}
	}
	return MailMeta{}, false
}

// answerSeed sends the player of seat the seed answer kind, worded with t.
func (in *Inbox) answerSeed(f *pbem.File, seat engine.Seat, token string, msg received, kind string, t seedText, res *InboxResult) error {
	a, err := refusalTo(f, seat, token, msg, kind, answerText{Seed: t})
	if err != nil {
		return err
	}
	return in.send(a, res)
}

// mailSeed answers "!seed" in the mail of a game that does not await
// seeds (handleAwaiting takes it while one does): pbem refuses it, and
// the player is told why.
func (in *Inbox) mailSeed(f *pbem.File, seat engine.Seat, token string, msg received, cmd MailMeta, res *InboxResult) error {
	_, err := in.Host.Games.GiveSeed(f.Path, pbem.SeedRequest{As: f.Name(seat), Entropy: cmd.Rest, Now: in.Host.Now()})
	if err == nil { // handleAwaiting records seeds before the meta-commands: never here
		return nil
	}
	return in.seatRefusal(f, seat, token, msg, err, res)
}

// closeSeedWait closes, for the host, the wait for seeds of f once its
// seed-wait has passed, and sends the first turn mails; it reports
// whether it did. The mail being answered then finds the game dealt.
func (in *Inbox) closeSeedWait(f *pbem.File, res *InboxResult) (bool, error) {
	now := in.Host.Now().UTC().Truncate(time.Second)
	if !f.SeedWaitOver(now) {
		return false, nil
	}
	if _, err := in.Host.Games.GiveSeed(f.Path, pbem.SeedRequest{Close: true, Now: now}); err != nil {
		return true, err
	}
	return true, in.sendNext(f, nil, res)
}

// SeedsClosedKind is the kind of the reminder of a game whose seed-wait
// passed: the host closed the wait and dealt the game.
const SeedsClosedKind = "seeds-closed"

// remindSeeds is remind for a game that awaits its players' seeds, and
// reports whether the game at path is one: none of its other reminders
// can be due before the deal. Once its seed-wait has passed, the wait is
// closed and the first turn mails sent (with dry, only told).
func (h *Host) remindSeeds(path string, dry bool) ([]Reminder, bool, error) {
	f, err := h.Games.Load(path)
	if err != nil {
		return nil, false, nil // remind's own load tells
	}
	e, err := awaiting(f)
	if err != nil || e == nil {
		return nil, err != nil, err
	}
	now := h.Now().UTC().Truncate(time.Second)
	if !f.SeedWaitOver(now) {
		return nil, true, nil
	}
	d, _ := pbem.ParseDeadline(f.Header.SeedWait)
	rem := Reminder{File: path, ID: f.Header.ID, Kind: SeedsClosedKind, Due: f.Header.Created.Add(d), Mailed: []string{},
		Mails: []ReminderMail{}}
	if dry {
		return []Reminder{rem}, true, nil
	}
	if _, err := h.Games.GiveSeed(path, pbem.SeedRequest{Close: true, Now: now}); err != nil {
		return nil, true, err
	}
	mails, err := h.Send(path, "")
	for _, m := range mails {
		rem.Mailed = append(rem.Mailed, m.To.Name)
		rem.Mails = append(rem.Mails, ReminderMail{To: m.To.Name, Email: m.To.Email, Subject: m.Subject})
	}
	return []Reminder{rem}, true, err
}

// appendReminders adds rs to sent, or err to failed.
func appendReminders(sent []Reminder, failed []error, rs []Reminder, err error) ([]Reminder, []error) {
	if err != nil {
		return sent, append(failed, err)
	}
	return append(sent, rs...), failed
}
