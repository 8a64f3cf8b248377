package mailhost

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/pbem"
	"github.com/pbem-games/pbem/pbem/compose"
)

// This file mails observers (the game's observers key) the public story
// of the game: each time the host mails turns and the record has moved
// since an observer's last mail, one mail with what `pbem post` shows of
// the decisions since then (plain text), and at the end one with the
// result. An observer mail is made of public things only (a post is the
// Observer's view) and carries no token: its Message-ID names the game and
// ply and a hash, its Reply-To is the host's bare address, so a reply
// proves nothing and is refused (Inbox.handleNonPlayer). Each mail is
// noted in the game's ledger (ids_ledger.go) under the observer's own
// reader, so a rerun after a crash sends nothing twice and loses nothing
// (the spool keeps one copy of a mail composed again: spool.go).
//
// Language: the observers key holds addresses only, so an observer has no
// lang of their own. Their mails are in the table's language when every
// player shares one (a French table's kibitzers read French), else in
// English.

// observeText is what the observer templates word.
type observeText struct {
	Ply  int    // the next decision's number
	Over bool   // the game is over: the mail tells the result
	From string // the observer's address, in answers
}

// observerReader is the ledger's reader of the observer at addr: a hash,
// so no address stands in the ledger or a Message-ID, and a "=" no
// player's idPart holds, so no player's thread is mixed with it.
func observerReader(addr string) string { return "=observer-" + shortHash(strings.ToLower(addr)) }

// observerPoint is the ledger's point of an observer mail about r: the
// ply it tells up to, or the end.
func observerPoint(r *pbem.Replay) string {
	if r.Over() {
		return "observe-over"
	}
	return "observe-" + strconv.Itoa(r.NextPly())
}

// observerSince returns the first decision the next mail to reader shows:
// the one after what their latest mail told, -1 (one round) for a first.
func observerSince(l *ledger, reader string) int {
	since := -1
	for _, e := range l.entries {
		if e.reader != reader {
			continue
		}
		if n, err := strconv.Atoi(strings.TrimPrefix(e.point, "observe-")); err == nil {
			since = n
		}
	}
	return since
}

// ObserverLang is the language of the observer mails of f: the players'
// one when they all share it, else English.
func ObserverLang(f *pbem.File) pbem.Lang {
	lang := pbem.English
	for i, p := range f.Header.Players {
		l := pbem.MailLang(pbem.Lang(p.Lang))
		if i > 0 && l != lang {
			return pbem.English
		}
		lang = l
	}
	return lang
}

// mailObservers sends each observer of the game at path who has not had
// it the mail of the game as it stands, and returns the mails sent.
func (h *Host) mailObservers(path string) ([]compose.Mail, error) {
	if path == pbem.Stdin || path == "" {
		return nil, nil
	}
	f, err := h.Games.Load(path)
	if err != nil || len(f.Header.Observers) == 0 {
		return nil, err
	}
	r, err := f.Replay(-1)
	if err != nil {
		return nil, err
	}
	l, err := gameLedger(f)
	if err != nil {
		return nil, err
	}
	point := observerPoint(r)
	var mails []compose.Mail
	for _, o := range f.Header.Observers {
		addr := pbem.ObserverAddress(o)
		reader := observerReader(addr)
		if addr == "" || l.mailed(reader, point) {
			continue
		}
		m, err := h.observerMail(r, addr, observerSince(l, reader))
		if err != nil {
			return nil, err
		}
		h.stampObserver(&m, l, reader, point)
		mails = append(mails, m)
	}
	if len(mails) == 0 {
		return nil, nil
	}
	if err := h.Outbox.Send(mails); err != nil || showsOnly(h.Outbox) {
		return mails, err
	}
	return mails, l.save()
}

// observerMail composes the mail telling the observer at addr the public
// story of r from decision since on (-1: the last round).
func (h *Host) observerMail(r *pbem.Replay, addr string, since int) (compose.Mail, error) {
	f := r.File
	lang := ObserverLang(f)
	if since > r.NextPly() {
		since = -1
	}
	post, err := compose.Post(r, compose.PostRequest{Format: pbem.FormatPlain, Lang: lang, Since: since, NoReply: true})
	if err != nil {
		return compose.Mail{}, err
	}
	d := observeText{Ply: r.NextPly(), Over: r.Over(), From: addr}
	t, err := pbem.TemplatesOf(lang)
	if err != nil {
		return compose.Mail{}, err
	}
	var parts [3]string
	for i, name := range []string{"observe-mail-subject", "observe-mail-intro", "observe-mail-footer"} {
		if parts[i], err = pbem.ExecuteString(t, name, d); err != nil {
			return compose.Mail{}, err
		}
	}
	body := pbem.WrapKeeping("", "", parts[1], "") + "\n\n" + strings.TrimRight(post.Text, "\n") + "\n\n" +
		pbem.WrapKeeping("", "", parts[2], "") + "\n"
	return compose.Mail{From: h.From, To: pbem.MailPlayer{Email: addr}, Date: h.Now(), Lang: string(lang),
		GameID: f.Header.ID, Ply: d.Ply, Body: body,
		Subject: fmt.Sprintf("[pbem %s] %s — %s", f.Header.ID, f.Game.Info().TitleIn(string(lang)), parts[0])}, nil
}

// stampObserver sets the identity headers of m, an observer mail, and
// notes it in l for reader and point. The Message-ID is the game, the ply
// and a hash of the mail (no token: none is the observer's); Reply-To is
// the host's bare address; the observer's earlier mails make its thread.
func (h *Host) stampObserver(m *compose.Mail, l *ledger, reader, point string) {
	hash := shortHash(strings.Join([]string{reader, point, m.GameID, m.Subject, m.Body}, "\x00"))
	m.MessageID = "<" + compose.IdPart(m.GameID) + "." + strconv.Itoa(m.Ply) + ".observer-" + hash + "@" + h.mailDomain() + ">"
	m.InReplyTo, m.References, m.AutoSubmitted = "", nil, ""
	m.ReplyTo = h.From
	l.join(m, reader, point)
}

// observeVerbs are the meta-commands a mail from someone not playing may
// hold.
const (
	ObserveVerb   = "observe"
	UnobserveVerb = "unobserve"
)

// maxObserveLines bounds the lines of a non-player's mail searched for
// "!observe": the command is written on top, above any quoted mail.
const maxObserveLines = 20

// observeVerb returns the verb of the first line of text that is
// "!observe" or "!unobserve" alone (case aside), "" if none: only the
// lines the sender wrote on top are read, up to the first quoted one.
func observeVerb(text string) string {
	n := 0
	for line := range strings.Lines(text) {
		line = strings.TrimSpace(line)
		if strings.HasPrefix(line, ">") || n >= maxObserveLines {
			break
		}
		if line == "" {
			continue
		}
		n++
		if v, ok := strings.CutPrefix(line, compose.MetaPrefix); ok {
			if v = strings.ToLower(strings.TrimSpace(v)); v == ObserveVerb || v == UnobserveVerb {
				return v
			}
		}
	}
	return ""
}

// handleNonPlayer handles a mail about f from an address of none of its
// players: "!observe" when the game is observable, "!unobserve" from an
// observer (whoever added them) or when it is; an
// observer's mail gets a polite refusal (they cannot act); anyone else's
// the stranger's. Strangers dropped (DropStrangers) get no answer but to
// !observe and !unobserve of an observable game, which are for them.
func (in *Inbox) handleNonPlayer(f *pbem.File, msg received, res *InboxResult) error {
	verb := observeVerb(msg.text)
	observer := pbem.ObserverIndex(f.Header.Observers, msg.from) >= 0
	switch {
	case verb == ObserveVerb && f.Header.Observable, verb == UnobserveVerb && (observer || f.Header.Observable):
		// Joining takes an observable game; leaving is every observer's.
		return in.observeByMail(f, msg, verb == UnobserveVerb, res)
	case verb != "":
		res.Outcome, res.Note = OutcomeRefused, "!"+verb+": the game is not observable"
		return in.answerObserver(f, msg, "observe-closed", res)
	case observer:
		res.Outcome, res.Note = OutcomeStranger, "from an observer, who cannot act"
		return in.answerObserver(f, msg, "observer", res)
	}
	return in.refuseStranger(f, msg, res)
}

// observeByMail adds or removes the sender of msg as an observer of f,
// tells them, and mails a new observer the game as it stands.
func (in *Inbox) observeByMail(f *pbem.File, msg received, remove bool, res *InboxResult) error {
	ores, err := in.Host.Games.Observe(f.Path, pbem.ObserveRequest{Address: msg.from, Remove: remove})
	switch {
	case errors.Is(err, pbem.ErrLocked):
		res.Outcome, res.Note = OutcomePending, "the game file is locked; the next run retries"
		return nil
	case errors.Is(err, pbem.ErrUsage):
		res.Outcome, res.Note = OutcomeRefused, err.Error()
		return nil // too many observers, or an address the front matter cannot hold: the host sees it
	case err != nil:
		return err
	}
	res.Outcome = OutcomeApplied
	if !ores.Changed {
		res.Note = "nothing to change"
	}
	// The answer is the same whether the address changed or not, and is
	// made from the game as it is after: a mail handled again after a
	// crash composes the very same answer, which the spool keeps once.
	if f, err = in.Host.Games.Load(f.Path); err != nil {
		return err
	}
	kind := "observe-added"
	if remove {
		kind = "observe-removed"
	}
	if err := in.answerObserver(f, msg, kind, res); err != nil {
		return err
	}
	if remove {
		return nil
	}
	_, err = in.Host.mailObservers(f.Path)
	return err
}

// answerObserver sends the sender of msg, not a player of f, the answer
// kind in the observers' language, without a token; nothing when
// strangers are dropped and kind is no answer to !observe or !unobserve.
func (in *Inbox) answerObserver(f *pbem.File, msg received, kind string, res *InboxResult) error {
	if in.DropStrangers && (kind == "observer" || kind == "observe-closed") {
		return nil
	}
	a := answer{msg: msg, to: sender(msg), f: f, seat: engine.Observer, lang: ObserverLang(f), kind: kind}
	t, err := pbem.TemplatesOf(a.lang)
	if err != nil {
		return err
	}
	text, err := pbem.ExecuteString(t, "answer-"+kind, observeText{From: msg.from})
	if err != nil {
		return err
	}
	a.body = []string{pbem.WrapKeeping("", "", text, "")}
	return in.send(a, res)
}
