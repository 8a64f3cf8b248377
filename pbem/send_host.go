package pbem

import (
	"strconv"
	"strings"
	"time"

	"github.com/pbem-games/pbem/engine"
)

// Host sends the mails of the games it hosts: from its own address, with
// replies routed back to it by game and reader.
type Host struct {
	Games Games
	// From is the host's address: the sender of every mail, and where
	// players' replies go.
	From MailPlayer
	// Plus puts the game id and the reader's reply token in the reply
	// address, as a plus-address: host+pz-7f3a2c.k3j4…@example.org.
	Plus   bool
	Outbox Outbox
	// Now gives the Date of the mails.
	Now func() time.Time
}

// Send composes the turn mails of the game at path, for the player named
// to or (when to is empty) for every player to act, and sends them. It
// returns the mails, sent or not.
func (h *Host) Send(path, to string) ([]Mail, error) {
	if path != Stdin { // bots to act play first (bot.go)
		if _, err := h.Games.PlayBots(path, h.Now); err != nil {
			return nil, err
		}
	}
	mails, err := h.TurnMails(path, to)
	if err != nil {
		return nil, err
	}
	return mails, h.Outbox.Send(mails)
}

// TurnMails composes the turn mails of the game at path, for the player
// named to or for every player to act. Each carries its reader's reply
// token (creating the game's tokens file on first use) in its Reply-To
// address and its Message-ID, which the reply's In-Reply-To repeats.
func (h *Host) TurnMails(path, to string) ([]Mail, error) {
	f, err := h.Games.Load(path)
	if err != nil {
		return nil, err
	}
	r, err := f.Replay(-1)
	if err != nil {
		return nil, err
	}
	seats, err := r.Recipients(to)
	if err != nil {
		return nil, err
	}
	tokens, err := GameTokens(f)
	if err != nil {
		return nil, err
	}
	mails := make([]Mail, 0, len(seats))
	for _, s := range seats {
		m, err := h.turnMail(r, s, tokens.Of(f.Name(s)))
		if err != nil {
			return nil, err
		}
		mails = append(mails, m)
	}
	return mails, nil
}

// turnMail composes the turn mail of seat s, carrying token.
func (h *Host) turnMail(r *Replay, s engine.Seat, token string) (Mail, error) {
	d := r.MailData(s, h.From, h.Now())
	d.ReplyTo = h.replyTo(r.File.Header.ID, token)
	m, err := ComposeMail(d)
	if err != nil {
		return m, err
	}
	if m.To.Email == "" {
		return m, usagef("%s has no email address in the game file (email = \"…\" under [[players]])", m.To.Name)
	}
	id := func(ply int) string { return hostMessageID(r.File.Header.ID, ply, m.To.Name, token, "") }
	m.MessageID = id(d.Ply)
	m.thread(d.Thread, id)
	return m, nil
}

// replyTo returns the address replies to a mail with token should go to:
// the host's own, as a plus-address carrying the game and token when h.Plus.
func (h *Host) replyTo(gameID, token string) MailPlayer {
	local, domain, ok := strings.Cut(h.From.Email, "@")
	if !h.Plus || !ok || token == "" {
		return h.From
	}
	return MailPlayer{Name: h.From.Name, Email: local + "+" + idPart(gameID) + "." + token + "@" + domain}
}

// hostMessageID returns the Message-ID of a mail the host sends to the
// player named reader about decision ply of the game:
// "<game.ply.reader.token[.suffix]@pbem.invalid>". Replies quote it in
// In-Reply-To and References, so it tells the inbox the game, the ply
// the reply answers, and the reader's token. suffix tells apart several
// mails about one ply (answers to a player's mails).
func hostMessageID(gameID string, ply int, reader, token, suffix string) string {
	parts := []string{idPart(gameID), strconv.Itoa(ply), idPart(reader), token}
	if suffix != "" {
		parts = append(parts, suffix)
	}
	return "<" + strings.Join(parts, ".") + "@" + mailDomain + ">"
}

// pbemRef is what a Message-ID the host wrote tells (see hostMessageID).
type pbemRef struct {
	game  string // idPart of the game id
	ply   int    // 0 if not given
	token string // "" if not given
}

// parsePbemRef reads a Message-ID written by hostMessageID (or by
// ComposeMail); ok is false for any other.
func parsePbemRef(id string) (ref pbemRef, ok bool) {
	local, found := strings.CutSuffix(strings.Trim(strings.TrimSpace(id), "<>"), "@"+mailDomain)
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
	if len(parts) > 3 && validToken(parts[3]) {
		ref.token = parts[3]
	}
	return ref, true
}
