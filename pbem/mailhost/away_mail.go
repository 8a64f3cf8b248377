package mailhost

import (
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/pbem"
	"github.com/pbem-games/pbem/pbem/compose"
)

// This file holds the mails of away days (pbem/away.go): "!away FROM..TO"
// and "!away cancel" by mail, the notice every other player gets once of
// each away line, and the paragraph of the turn mails while a player is
// or will be away.
//
// Each notice is noted in the game's ledger of sent mails under a point
// of its own ("away.<hash of the line>", see awayPoint), so that it goes
// out once whichever run sends it: the inbox right after a "!away", or
// `pbem remind` after `pbem away` on the command line (or after an inbox
// run killed before it told everyone).

// awayText is what the away templates word.
type awayText struct {
	Player   string // who is away
	From, To string // their first and last away day, "2026-12-20"
	Cancel   bool   // the line withdraws their away days
	Day      string // the day a cancel takes effect
}

// awayDay writes a day of away days.
const awayDay = "2006-01-02"

// mailAway carries out "!away FROM..TO" and "!away cancel": the line is
// recorded as `pbem away` records it, the player is answered, and every
// other player is told once.
func (in *Inbox) mailAway(f *pbem.File, seat engine.Seat, token string, msg received, cmd MailMeta, res *InboxResult) error {
	text := strings.ToLower(strings.Join(strings.Fields(cmd.Rest), " "))
	if _, err := in.Host.Games.Away(f.Path, pbem.SeatRequest{As: f.Name(seat), Text: text, Now: in.Host.Now()}); err != nil {
		var refused *pbem.AwayError
		if errors.As(err, &refused) {
			return in.awayRefusal(f, seat, token, msg, refused, res)
		}
		return in.seatRefusal(f, seat, token, msg, err, res)
	}
	res.Outcome = OutcomeApplied
	a, err := refusalTo(f, seat, token, msg, "away", answerText{Meta: text})
	if err != nil {
		return err
	}
	if err := in.send(a, res); err != nil {
		return err
	}
	told, err := in.Host.tellAways(f.Path, false)
	for _, t := range told {
		res.Mailed = append(res.Mailed, t.Mailed...)
	}
	return err
}

// awayRefusal tells the player why their away days were not recorded,
// in their language; the host's note stays English.
func (in *Inbox) awayRefusal(f *pbem.File, seat engine.Seat, token string, msg received, refused *pbem.AwayError, res *InboxResult) error {
	res.Outcome, res.Note = OutcomeRefused, refused.Error()
	lang := readerLang(f, seat)
	t, err := pbem.TemplatesOf(lang)
	if err != nil {
		return err
	}
	reason, err := pbem.ExecuteString(t, "away-refused-"+refused.Kind, refused)
	if err != nil {
		return err
	}
	a, err := refusalTo(f, seat, token, msg, "away-refused", answerText{Meta: reason})
	if err != nil {
		return err
	}
	return in.send(a, res)
}

// tellAways sends the notices of the away lines of the game at path that
// its ledger does not list as told (awayNotices), under the game's lock
// so that two runs do not both send them; with dry, it only tells which
// it would send. A game with nothing to tell is read, not locked.
func (h *Host) tellAways(path string, dry bool) ([]Reminder, error) {
	f, err := h.Games.Load(path)
	if err != nil {
		return nil, err
	}
	told, letters, _, err := h.awayNoticesOf(f)
	if err != nil || dry || len(letters) == 0 {
		return told, err
	}
	err = h.Games.Update(path, func(f *pbem.File) ([]byte, error) {
		var l *ledger
		told, letters, l, err = h.awayNoticesOf(f) // again, under the lock
		if err != nil || len(letters) == 0 {
			return nil, err
		}
		_, err = h.deliver(l, letters)
		return nil, err
	})
	if err != nil {
		return nil, err
	}
	return told, nil
}

// awayNoticesOf returns the notices awayNotices gives for the game f,
// with its ledger; none for a game with no ledger (read from stdin).
func (h *Host) awayNoticesOf(f *pbem.File) ([]Reminder, []letter, *ledger, error) {
	l, err := gameLedger(f)
	if err != nil || l == nil {
		return nil, nil, nil, err
	}
	r, err := f.Replay(-1)
	if err != nil {
		return nil, nil, nil, err
	}
	told, letters, err := h.awayNotices(r, l)
	return told, letters, l, err
}

// awayNotices returns, for each away line of r's game that l does not
// list as told to some other player with an address, the notice to
// them: a Reminder of kind "away" and its letters. A line whose window
// is over, and every line of a game over, is told no more.
func (h *Host) awayNotices(r *pbem.Replay, l *ledger) ([]Reminder, []letter, error) {
	if r.Over() {
		return nil, nil, nil
	}
	now := h.Now().UTC()
	tokens, err := GameTokens(r.File)
	if err != nil {
		return nil, nil, err
	}
	var rems []Reminder
	var letters []letter
	for _, m := range r.Meta.Lines {
		d, ok := awayTextOf(m, now)
		if !ok {
			continue
		}
		point := awayPoint(m)
		rem := Reminder{File: r.File.Path, ID: r.File.Header.ID, Kind: pbem.AwayVerb, Player: m.Name, Due: m.Time}
		for i, p := range r.File.Header.Players {
			s := engine.Seat(i)
			if s == m.Seat || p.Email == "" || l.mailed(compose.IdPart(p.Name), point) {
				continue
			}
			lt, err := h.awayNotice(r, s, tokens.Of(p.Name), d, point)
			if err != nil {
				return nil, nil, err
			}
			letters = append(letters, lt)
			rem.Mailed = append(rem.Mailed, p.Name)
			rem.Mails = append(rem.Mails, reminderMails([]letter{lt})...)
		}
		if len(rem.Mailed) > 0 {
			rems = append(rems, rem)
		}
	}
	return rems, letters, nil
}

// awayTextOf returns what the notice of the meta-line m says, and false
// when m is no away line of a player or its window is over at now.
func awayTextOf(m pbem.MetaLine, now time.Time) (awayText, bool) {
	if m.Verb != pbem.AwayVerb || m.Seat == engine.Observer || len(m.Args) != 1 {
		return awayText{}, false
	}
	d := awayText{Player: m.Name}
	if m.Args[0] == pbem.AwayCancel {
		d.Cancel, d.Day = true, cmpTime(m.Time, now).Format(awayDay)
		return d, true
	}
	w, err := pbem.ParseAwayWindow(m.Args[0])
	if err != nil || !w.End().After(now) {
		return awayText{}, false
	}
	d.From, d.To = w.From.Format(awayDay), w.To.Format(awayDay)
	return d, true
}

// cmpTime returns t, or now when t is zero (a line without a time).
func cmpTime(t, now time.Time) time.Time {
	if t.IsZero() {
		return now
	}
	return t.UTC()
}

// awayPoint is the ledger's point of the notices of away line m: a hash
// of who said it, what and when, which no decision point can be.
func awayPoint(m pbem.MetaLine) string {
	return "away." + shortHash(fmt.Sprintf("%s\x00%s\x00%s", m.Name, strings.Join(m.Args, " "), m.Time.UTC().Format(time.RFC3339)))
}

// awayNotice composes the notice d to the player of seat, carrying their
// token, in their thread of the game, noted in the ledger under point.
func (h *Host) awayNotice(r *pbem.Replay, seat engine.Seat, token string, d awayText, point string) (letter, error) {
	f := r.File
	lang := readerLang(f, seat)
	t, err := pbem.TemplatesOf(lang)
	if err != nil {
		return letter{}, err
	}
	subject, err := pbem.ExecuteString(t, "away-notice-subject", d)
	if err != nil {
		return letter{}, err
	}
	text, err := pbem.ExecuteString(t, "away-notice", d)
	if err != nil {
		return letter{}, err
	}
	lt := h.remindEnvelope(r, seat, token, "away", subject, pbem.WrapText("", "", text))
	lt.env.kind, lt.env.point = "away-notice", point
	return lt, nil
}

// addAwayNotes adds to m, the turn mail of seat s, a paragraph for each
// away window of another player that is not over at the mail's date,
// after the greeting: who is away and when, nothing more.
func addAwayNotes(m *compose.Mail, r *pbem.Replay, s engine.Seat) error {
	lang := pbem.MailLang(pbem.Lang(m.Lang))
	var paras []string
	for _, w := range r.AwayWindows() {
		if w.Seat == s || !w.End().After(m.Date) {
			continue
		}
		d := awayText{Player: w.Player, From: w.From.Format(awayDay), To: w.To.Format(awayDay)}
		t, err := pbem.TemplatesOf(lang)
		if err != nil {
			return err
		}
		text, err := pbem.ExecuteString(t, "away-note", d)
		if err != nil {
			return err
		}
		paras = append(paras, text)
	}
	if len(paras) == 0 {
		return nil
	}
	m.Body = afterGreeting(m.Body, pbem.ReplyMarkerFor(lang), paras)
	if m.HTML != "" {
		m.HTML = afterGreetingHTML(m.HTML, paras)
	}
	return nil
}
