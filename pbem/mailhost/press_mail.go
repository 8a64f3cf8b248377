package mailhost

import (
	"strings"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/pbem"
	"github.com/pbem-games/pbem/pbem/compose"
)

// This file relays private press: "!say @Bob @Cid text" in a player's
// mail is kept in the game's press file (pbem/press.go), never in the
// shared record, and mailed to the players it names only. Each relay is
// the host's mail to its reader, with the reader's own token and thread
// (Host.stamp), so nothing of the sender's mail (their token, their
// headers) reaches it; the sender is told who got it.

// pressText is what the press templates word.
type pressText struct {
	From string // the sender's name
	To   string // the readers' names, joined
	Text string // the word itself
}

// pressPoint is the ledger's point of the relay of the mail identity
// about: a reader noted there had it, so a mail handled again after a
// crash is not relayed twice.
func pressPoint(about string) string { return "press-" + shortHash(about) }

// mailPress records the private word text of seat to the players names,
// relays it to each of them who has an address, and tells the sender.
func (in *Inbox) mailPress(f *pbem.File, seat engine.Seat, token string, msg received, names []string, text string, res *InboxResult) error {
	pres, err := in.Host.Games.Press(f.Path, pbem.PressRequest{As: f.Name(seat), To: names, Text: text,
		About: msg.identity, Now: in.Host.Now()})
	if err != nil {
		return in.seatRefusal(f, seat, token, msg, err, res)
	}
	res.Outcome = OutcomeApplied
	l, err := gameLedger(f)
	if err != nil {
		return err
	}
	if err := in.relayPress(f, msg, pres.Line, l, res); err != nil {
		return err
	}
	point := pressPoint(msg.identity)
	if l != nil && l.mailed(compose.IdPart(f.Name(seat)), point) {
		return nil // told by a run that stopped before it listed the mail as processed
	}
	a := answer{msg: msg, to: mailPlayerOf(f, seat), f: f, seat: seat, lang: readerLang(f, seat), token: token,
		kind: "press-sent"}
	return in.sendPress(a, pressTextOf(pres.Line), point, l, res)
}

// pressTextOf is what the press templates word of l.
func pressTextOf(l pbem.PressLine) pressText {
	return pressText{From: l.From, To: strings.Join(l.To, ", "), Text: l.Text}
}

// relayPress mails the private word pl, which msg brought, to each of
// its readers who has an address and was not mailed it yet (the ledger l
// notes each relay: a mail handled again after a crash relays nothing
// twice), and notes them in res.Mailed.
func (in *Inbox) relayPress(f *pbem.File, msg received, pl pbem.PressLine, l *ledger, res *InboxResult) error {
	tokens, err := GameTokens(f)
	if err != nil {
		return err
	}
	point := pressPoint(msg.identity)
	for _, name := range pl.To {
		to, ok := f.Seat(name)
		if !ok || f.Header.Players[to].Email == "" {
			continue
		}
		if l != nil && l.mailed(compose.IdPart(name), point) {
			continue // relayed by a run that stopped before it listed the mail as processed
		}
		a := answer{msg: msg, to: mailPlayerOf(f, to), f: f, seat: to, lang: readerLang(f, to),
			token: tokens.Of(name), kind: "press"}
		if err := in.sendPress(a, pressTextOf(pl), point, l, res); err != nil {
			return err
		}
		res.Mailed = append(res.Mailed, name)
	}
	return nil
}

// SendPress mails the private word pl of the game at path to its readers
// with an address, as the inbox relays "!say @Bob" (`pbem say --to
// --send`), and returns their names. A word sent before is not sent
// again: its relays are noted in the ledger by the word itself.
func (h *Host) SendPress(path string, pl pbem.PressLine) ([]string, error) {
	f, err := h.Games.Load(path)
	if err != nil {
		return nil, err
	}
	l, err := gameLedger(f)
	if err != nil {
		return nil, err
	}
	in := &Inbox{Host: h}
	msg := received{identity: "say-" + shortHash(strings.Join(append([]string{pl.Time, pl.From, pl.Text}, pl.To...), "\x00"))}
	var res InboxResult
	err = in.relayPress(f, msg, pl, l, &res)
	return res.Mailed, err
}

// sendPress words a's body from the template of its kind with d, and
// sends it; point, when set, notes in the ledger l what the mail was.
func (in *Inbox) sendPress(a answer, d pressText, point string, l *ledger, res *InboxResult) error {
	t, err := pbem.TemplatesOf(a.lang)
	if err != nil {
		return err
	}
	text, err := pbem.ExecuteString(t, "answer-"+a.kind, d)
	if err != nil {
		return err
	}
	a.body = []string{pbem.WrapKeeping("", "", text, pbem.ReplyMarkerFor(a.lang))}
	lt, err := in.compose(a)
	if err != nil {
		return err
	}
	lt.env.point = point
	if _, err := in.Host.deliver(l, []letter{lt}); err != nil {
		return err
	}
	res.Answered = true
	return nil
}
