package mailhost

import (
	"cmp"
	"strconv"
	"strings"

	"github.com/pbem-games/pbem/pbem"
	"github.com/pbem-games/pbem/pbem/compose"
)

// This file holds the identity of every mail pbem writes: its
// Message-ID, the earlier mails of its reader it answers (In-Reply-To,
// References) and where replies go (Reply-To).
//
// The host's mails (Host.stamp) are made from their reader's own
// identifiers only: the reader's token and the ids of mails the ledger
// says were sent to that reader (ids_ledger.go). An incoming mail's
// threading headers are never copied into any mail: they may carry
// another player's token (a say relayed, an undo told to all). The
// offline mails of `pbem mail` (ComposeMail) have no token and no ledger:
// their ids are computed from the record (Replay.threadPlies).

// mailIdentity is what the identity headers of a mail the host sends are
// made from: its reader's own identifiers, and what tells the mail from
// every other.
type mailIdentity struct {
	game   string // the game id, "" for a mail about no game
	ply    int    // the decision the game is at
	reader string // the reader's name in the game, "" for a stranger
	// token is the reader's reply token; "" when the mail must carry
	// none (the answer to a mail that did not prove its sender).
	token string
	// kind, digest and about tell the mail from others of its reader at
	// the same ply: what it is ("turn", "answer-status", "remind-half"…),
	// the game's record when it was composed (recordDigest), and the
	// identity of the incoming mail it answers (messageIdentity).
	kind, digest, about string
	// point is the reader's decision point a turn mail is for (see
	// Replay.decisionPoint); "" for any other mail.
	point string
	// reply marks an answer to the reader's own mail (RFC 3834
	// auto-replied); every other mail is auto-generated.
	reply bool
}

// stamp sets the identity headers of m, a mail the host sends, from e and
// the ledger l of its game (nil when there is none): the Message-ID, the
// reader's thread, and Reply-To. It is the one place these headers of a
// host's mail are written, and it reads nothing of any other mail than
// those l lists for e's reader; m's own headers of that kind are
// replaced. A mail with the reader's token joins their thread and is
// noted in l; one without (a refusal to an unproven sender, an answer to
// a stranger) names no other mail and carries no token.
func (h *Host) stamp(m *compose.Mail, e mailIdentity, l *ledger) {
	hash := shortHash(strings.Join([]string{e.kind, e.digest, e.about, m.Subject, m.Body}, "\x00"))
	m.InReplyTo, m.References, m.ReplyTo = "", nil, pbem.MailPlayer{}
	m.AutoSubmitted = ""
	if e.reply {
		m.AutoSubmitted = compose.AutoReplied
	}
	domain := h.mailDomain()
	switch {
	case e.game == "":
		m.MessageID = "<refused." + hash + "@" + domain + ">"
		return
	case e.token == "" || e.reader == "":
		m.MessageID = "<" + compose.IdPart(e.game) + "." + strconv.Itoa(e.ply) + ".refused." + hash + "@" + domain + ">"
		return
	}
	m.MessageID = hostMessageID(domain, e.game, e.ply, e.reader, e.token, hash)
	m.ReplyTo = h.replyTo(e.game, e.token)
	if l != nil {
		l.join(m, compose.IdPart(e.reader), cmp.Or(e.point, noPoint))
	}
}

// join threads m, a mail to reader (an idPart), under the mails l lists
// as sent to reader: References names the first (the root of their
// thread) and the latest, In-Reply-To the latest; the first mail of a
// reader names none. Then it notes m in l, for point.
func (l *ledger) join(m *compose.Mail, reader, point string) {
	root, latest := l.thread(reader)
	if root != "" {
		m.References = []string{root}
		if latest != root {
			m.References = append(m.References, latest)
		}
		m.InReplyTo = latest
	}
	l.add(sentEntry{reader: reader, point: point, id: m.MessageID})
}

// mailDomain returns the right-hand side of the host's Message-IDs: the
// domain of its address, or mailDomain when it has none usable.
func (h *Host) mailDomain() string {
	_, domain, ok := strings.Cut(h.From.Email, "@")
	domain = strings.ToLower(domain)
	if !ok || !validDomain(domain) {
		return compose.MailDomain
	}
	return domain
}

// validDomain reports whether s is a domain that may stand in a
// Message-ID as it is: dot-separated labels of letters, digits and dashes.
func validDomain(s string) bool {
	if s == "" || len(s) > 253 {
		return false
	}
	for _, label := range strings.Split(s, ".") {
		if label == "" || strings.Trim(label, "abcdefghijklmnopqrstuvwxyz0123456789-") != "" {
			return false
		}
	}
	return true
}

// recordDigest returns a digest of f's file as it is now, to tell apart
// mails composed at different states of the game.
func recordDigest(f *pbem.File) string {
	if f == nil {
		return ""
	}
	return shortHash(string(f.Src))
}
