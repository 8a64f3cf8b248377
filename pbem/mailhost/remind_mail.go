package mailhost

import (
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/pbem"
	"github.com/pbem-games/pbem/pbem/compose"
)

// This file holds the mails of remind: the reminder to a player awaited
// past half the deadline, the notice to everyone at the deadline, and
// the notice of an undo cancelled at its deadline. Each is worded from
// the templates remind.tmpl of its reader's language, carries the
// reader's reply token, and threads under their latest turn mail; the
// player awaited finds in theirs what they can do and may reply with
// their moves.

// remindText is what the remind templates word.
type remindText struct {
	Player   string // the player awaited
	Since    string // when their wait began
	Due      string // when the deadline passes (or passed)
	Deadline string // the game's deadline as written ("72h")
	By       string // who proposed the undo cancelled
	Span     string // its decisions, "12" or "12–14"
	One      bool   // Span is a single decision
	Waiting  string // whose answer it waited for
	You      bool   // the reader is the player awaited
	// since and due are Since and Due as times: remindMail words them in
	// each reader's zone (pbem.File.StampFor).
	since, due time.Time
}

// remindMails returns the mails of a reminder of kind for the wait sw:
// half to the player awaited, deadline to every player with an address
// who is not inside their away days (remind nags nobody then).
func (h *Host) remindMails(r *pbem.Replay, sw pbem.SeatWait, kind string) ([]letter, error) {
	d := remindText{Player: sw.Player, since: sw.Since, due: sw.Due, Deadline: r.File.Header.Deadline}
	if kind == pbem.RemindHalf {
		if sw.Email == "" {
			return nil, nil
		}
		d.You = true
		m, err := h.remindMail(r, sw.Seat, kind, d)
		return []letter{m}, err
	}
	now := h.Now()
	return h.noticeMails(r, kind, d, func(s engine.Seat) bool { return r.AwayAt(s, now) })
}

// noticeMails returns the mails of a notice of kind, worded with d, to
// every player with an address but those skip names (nil: none); the
// player d names hears it as theirs.
func (h *Host) noticeMails(r *pbem.Replay, kind string, d remindText, skip func(engine.Seat) bool) ([]letter, error) {
	var mails []letter
	for s, p := range r.File.Header.Players {
		if p.Email == "" || (skip != nil && skip(engine.Seat(s))) {
			continue
		}
		d.You = strings.EqualFold(p.Name, d.Player)
		m, err := h.remindMail(r, engine.Seat(s), kind, d)
		if err != nil {
			return nil, err
		}
		mails = append(mails, m)
	}
	return mails, nil
}

// remindMail composes the mail of kind for the player of seat: the
// templates remind-KIND-subject and remind-KIND, then, when it is their
// move, what they can do, under the reply marker.
func (h *Host) remindMail(r *pbem.Replay, seat engine.Seat, kind string, d remindText) (letter, error) {
	f := r.File
	lang := readerLang(f, seat)
	if !d.since.IsZero() {
		d.Since, d.Due = f.StampFor(seat, d.since), f.StampFor(seat, d.due)
	}
	t, err := pbem.TemplatesOf(lang)
	if err != nil {
		return letter{}, err
	}
	subject, err := pbem.ExecuteString(t, "remind-"+kind+"-subject", d)
	if err != nil {
		return letter{}, err
	}
	text, err := pbem.ExecuteString(t, "remind-"+kind, d)
	if err != nil {
		return letter{}, err
	}
	body := pbem.WrapText("", "", text)
	toAct := !r.Over() && r.Meta.Undo == nil && slices.Contains(r.State.ToAct(), seat)
	if toAct {
		list, err := movesList(lang, r, seat)
		if err != nil {
			return letter{}, err
		}
		body = pbem.ReplyMarkerFor(lang) + "\n\n" + body + "\n" + list
	}
	tokens, err := GameTokens(f)
	if err != nil {
		return letter{}, err
	}
	return h.remindEnvelope(r, seat, tokens.Of(f.Name(seat)), kind, subject, body), nil
}

// remindEnvelope addresses a reminder to the player of seat, to carry
// their token; its identity headers are set when it is sent (Host.stamp):
// it joins their thread of the game.
func (h *Host) remindEnvelope(r *pbem.Replay, seat engine.Seat, token, kind, subject, body string) letter {
	f, ply, name := r.File, r.NextPly(), r.File.Name(seat)
	lang := readerLang(f, seat)
	m := compose.Mail{From: h.From, To: mailPlayerOf(f, seat), Date: h.Now(), Body: body, GameID: f.Header.ID, Ply: ply,
		Lang: string(lang), Subject: fmt.Sprintf("[pbem %s] %s — %s", f.Header.ID, f.Game.Info().TitleIn(string(lang)), subject)}
	env := mailIdentity{game: f.Header.ID, ply: ply, reader: name, token: token, kind: "remind-" + kind,
		digest: recordDigest(f)}
	return letter{mail: m, env: env}
}
