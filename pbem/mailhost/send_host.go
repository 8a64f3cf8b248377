package mailhost

import (
	"strconv"
	"strings"
	"time"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/pbem"
	"github.com/pbem-games/pbem/pbem/compose"
)

// Host sends the mails of the games it hosts: from its own address, with
// replies routed back to it by game and reader.
type Host struct {
	Games pbem.Games
	// From is the host's address: the sender of every mail, and where
	// players' replies go.
	From pbem.MailPlayer
	// Plus puts the game id and the reader's reply token in the reply
	// address, as a plus-address: host+pz-7f3a2c.k3j4…@example.org.
	Plus   bool
	Outbox Outbox
	// Now gives the Date of the mails.
	Now func() time.Time
	// Notify sends each turn's notification after its mails (notify*.go);
	// nil sends none.
	Notify *Notifier
}

// Send composes the turn mails of the game at path, for the player named
// to or (when to is empty) for every player to act, and sends them. It
// returns the mails sent. Without to, a player whose decision point had
// its turn mail already gets none again (a player still choosing while
// others choose, or after another's resignation); a mail to a player
// named by to always goes.
func (h *Host) Send(path, to string) ([]compose.Mail, error) {
	if mails, waiting, err := h.sendInvitations(path, to); waiting || err != nil {
		return mails, err // the game awaits its players' seeds: seed_mail.go
	}
	if path != pbem.Stdin { // bots to act play first (bot.go)
		if _, err := h.Games.PlayBots(path, h.Now); err != nil {
			return nil, err
		}
	}
	f, err := h.Games.Load(path)
	if err != nil {
		return nil, err
	}
	out, l, err := h.turnLetters(f, to)
	if err != nil {
		return nil, err
	}
	mails, err := h.deliver(l, out)
	if err == nil && !showsOnly(h.Outbox) {
		h.Notify.afterMails(f, l, h.Outbox) // once a turn; a failure is logged, never returned
	}
	if err != nil || to != "" {
		return mails, err
	}
	_, err = h.mailObservers(path) // the public story to observers: observe_mail.go
	return mails, err
}

// letter is a mail the host sends, with what its identity headers are
// made of (see Host.stamp).
type letter struct {
	mail compose.Mail
	env  mailIdentity
}

// deliver gives each letter its identity headers (Host.stamp), sends them
// through the outbox and, once they are sent, notes them in the ledger l
// (nil for mails about no game file). It returns the mails. A mail shown
// only (WriterOutbox, --dry-run) is not noted.
func (h *Host) deliver(l *ledger, letters []letter) ([]compose.Mail, error) {
	mails := make([]compose.Mail, 0, len(letters))
	for _, lt := range letters {
		m := lt.mail
		h.stamp(&m, lt.env, l)
		mails = append(mails, m)
	}
	if err := h.Outbox.Send(mails); err != nil {
		return mails, err
	}
	if l == nil || showsOnly(h.Outbox) {
		return mails, nil
	}
	return mails, l.save()
}

// showsOnly reports whether o only shows the mails (pbem send --dry-run):
// nothing sent is noted in a ledger.
func showsOnly(o Outbox) bool {
	switch o.(type) {
	case WriterOutbox, *WriterOutbox:
		return true
	}
	return false
}

// gameLedger returns the ledger of f's file, nil for a game read from
// standard input (which has no place for one).
func gameLedger(f *pbem.File) (*ledger, error) {
	if f.Path == pbem.Stdin || f.Path == "" {
		return nil, nil
	}
	return readLedger(f.Path, f.Header.ID)
}

// turnLetters composes the turn mails of f (see Send), and returns them
// with f's ledger.
func (h *Host) turnLetters(f *pbem.File, to string) ([]letter, *ledger, error) {
	r, err := f.Replay(-1)
	if err != nil {
		return nil, nil, err
	}
	seats, err := compose.Recipients(r, to)
	if err != nil {
		return nil, nil, err
	}
	tokens, err := GameTokens(f)
	if err != nil {
		return nil, nil, err
	}
	l, err := gameLedger(f)
	if err != nil {
		return nil, nil, err
	}
	out := make([]letter, 0, len(seats))
	for _, s := range seats {
		if to == "" && l != nil && l.mailed(compose.IdPart(f.Name(s)), r.DecisionPoint(s)) {
			continue // this decision had its mail
		}
		if to == "" && digestOnly(r, s) {
			continue // they chose the daily digest instead (digest.go)
		}
		lt, err := h.turnMail(r, s, tokens.Of(f.Name(s)))
		if err != nil {
			return nil, nil, err
		}
		out = append(out, lt)
	}
	return out, l, nil
}

// turnMail composes the turn mail of seat s, to carry token. The mail
// names no file of the host: its reader plays by mail.
func (h *Host) turnMail(r *pbem.Replay, s engine.Seat, token string) (letter, error) {
	d := compose.MailDataOf(r, s, h.From, h.Now())
	d.File = ""
	m, err := compose.ComposeMail(d)
	if err != nil {
		return letter{}, err
	}
	if err := addOrderNotes(&m, r, s); err != nil { // order_mail.go
		return letter{}, err
	}
	if err := addAwayNotes(&m, r, s); err != nil { // away_mail.go
		return letter{}, err
	}
	if m.To.Email == "" {
		return letter{}, pbem.Usagef("%s has no email address in the game file (email = \"…\" under [[players]])", m.To.Name)
	}
	env := mailIdentity{game: r.File.Header.ID, ply: d.Ply, reader: m.To.Name, token: token, kind: "turn",
		digest: recordDigest(r.File), point: r.DecisionPoint(s)}
	return letter{mail: m, env: env}, nil
}

// replyTo returns the address replies to a mail with token should go to:
// the host's own, as a plus-address carrying the game and token when h.Plus.
func (h *Host) replyTo(gameID, token string) pbem.MailPlayer {
	local, domain, ok := strings.Cut(h.From.Email, "@")
	if !h.Plus || !ok || token == "" {
		return h.From
	}
	return pbem.MailPlayer{Name: h.From.Name, Email: local + "+" + compose.IdPart(gameID) + "." + token + "@" + domain}
}

// hostMessageID returns the Message-ID of a mail the host sends to the
// player named reader about decision ply of the game:
// "<game.ply.reader.token.suffix@domain>". Replies quote it in
// In-Reply-To and References, so it tells the inbox the game, the ply
// the reply answers, and the reader's token; suffix (a hash of what the
// mail is: Host.stamp) tells apart every mail of one reader and ply.
func hostMessageID(domain, gameID string, ply int, reader, token, suffix string) string {
	parts := []string{compose.IdPart(gameID), strconv.Itoa(ply), compose.IdPart(reader), token}
	if suffix != "" {
		parts = append(parts, suffix)
	}
	return "<" + strings.Join(parts, ".") + "@" + domain + ">"
}

// pbemRef is what a Message-ID the host wrote tells (see hostMessageID).
type pbemRef struct {
	game  string // idPart of the game id
	ply   int    // 0 if not given
	token string // "" if not given
}

// parsePbemRef reads a Message-ID written by hostMessageID (or by
// ComposeMail, or by the host before its ids took its own domain); ok is
// false for any other. An id of any domain is the host's when it starts
// with a game id and a ply; one of mailDomain (the ids of older pbem,
// still in players' mailboxes) when it starts with a game id. Whatever it
// names is checked after: the token against the game's.
func parsePbemRef(id string) (ref pbemRef, ok bool) {
	local, domain, found := strings.Cut(strings.Trim(strings.TrimSpace(id), "<>"), "@")
	if !found || local == "" {
		return ref, false
	}
	parts := strings.Split(local, ".")
	ref.game = parts[0]
	if len(parts) > 1 {
		n, err := strconv.Atoi(parts[1])
		if err == nil && n > 0 {
			ref.ply = n
		}
	}
	if !strings.EqualFold(domain, compose.MailDomain) && (ref.ply == 0 || !pbem.ValidID(ref.game)) {
		return pbemRef{}, false
	}
	if len(parts) > 3 && validToken(parts[3]) {
		ref.token = parts[3]
	}
	return ref, true
}
