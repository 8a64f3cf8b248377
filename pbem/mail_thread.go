package pbem

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/pbem-games/pbem/engine"
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

// mailDomain is the right-hand side of the Message-IDs of mails with no
// host address (`pbem mail`). ".invalid" is reserved (RFC 2606), so these
// ids can never collide with a real host's.
const mailDomain = "pbem.invalid"

// turnMessageID returns the Message-ID of the offline mail for reader at
// ply. epoch tells apart the mails of one ply before and after an undo
// (see mailEpoch); 0 gives the ids of before undos existed.
func turnMessageID(gameID string, ply int, reader string, epoch int) string {
	if epoch > 0 {
		return fmt.Sprintf("<%s.%d.%s.u%d@%s>", idPart(gameID), ply, idPart(reader), epoch, mailDomain)
	}
	return fmt.Sprintf("<%s.%d.%s@%s>", idPart(gameID), ply, idPart(reader), mailDomain)
}

// thread sets m's threading headers from the plies of the reader's earlier
// turn mails (MailData.Thread), whose Message-IDs id gives. Each player
// has one thread per game, made of the mails they were sent: the first
// is its root and every later one answers the one before, so every
// message a header names is one the reader received.
func (m *Mail) thread(plies []int, id func(ply int) string) {
	m.InReplyTo, m.References = "", nil
	for _, p := range plies {
		m.References = append(m.References, id(p))
	}
	if len(m.References) > 0 {
		m.InReplyTo = m.References[len(m.References)-1]
	}
}

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
func (h *Host) stamp(m *Mail, e mailIdentity, l *ledger) {
	hash := shortHash(strings.Join([]string{e.kind, e.digest, e.about, m.Subject, m.Body}, "\x00"))
	m.InReplyTo, m.References, m.ReplyTo = "", nil, MailPlayer{}
	m.AutoSubmitted = ""
	if e.reply {
		m.AutoSubmitted = AutoReplied
	}
	domain := h.mailDomain()
	switch {
	case e.game == "":
		m.MessageID = "<refused." + hash + "@" + domain + ">"
		return
	case e.token == "" || e.reader == "":
		m.MessageID = "<" + idPart(e.game) + "." + strconv.Itoa(e.ply) + ".refused." + hash + "@" + domain + ">"
		return
	}
	m.MessageID = hostMessageID(domain, e.game, e.ply, e.reader, e.token, hash)
	m.ReplyTo = h.replyTo(e.game, e.token)
	if l != nil {
		l.join(m, idPart(e.reader), cmp(e.point, noPoint))
	}
}

// join threads m, a mail to reader (an idPart), under the mails l lists
// as sent to reader: References names the first (the root of their
// thread) and the latest, In-Reply-To the latest; the first mail of a
// reader names none. Then it notes m in l, for point.
func (l *ledger) join(m *Mail, reader, point string) {
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
		return mailDomain
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
func recordDigest(f *File) string {
	if f == nil {
		return ""
	}
	return shortHash(string(f.Src))
}

// idPart turns s into lower-case letters, digits and dashes, which are safe
// in a Message-ID. When that loses information ("Zoë", "A B"), a short hash
// of s is appended so that distinct names still give distinct ids.
func idPart(s string) string {
	lower := strings.ToLower(s)
	var b strings.Builder
	dash := false
	for _, r := range lower {
		ok := r >= 'a' && r <= 'z' || r >= '0' && r <= '9'
		if ok || r == '-' {
			b.WriteRune(r)
			dash = false
		} else if !dash {
			b.WriteByte('-')
			dash = true
		}
	}
	part := strings.Trim(b.String(), "-")
	if part == lower && part != "" {
		return part
	}
	sum := sha256.Sum256([]byte(s))
	if part == "" {
		return "x" + hex.EncodeToString(sum[:4])
	}
	return part + "-" + hex.EncodeToString(sum[:4])
}

// threadPlies returns the plies of the earlier turn mails to seat s that
// its next mail follows (MailData.Thread): the first and the latest ply
// at which one of s's turns began, or none when no turn of s began
// before the next decision. A turn begins where s is awaited and was not
// awaited for the decision before (or at ply 1): the host mails every
// player whose turn begins, whereas a player's consecutive decisions or a
// simultaneous decision of others may be answered in one mail.
func (r *Replay) threadPlies(s engine.Seat) []int {
	var starts []int
	before := false // s was awaited for the decision before
	for _, p := range r.Plies {
		now := slices.Contains(p.awaited, s)
		if now && !before {
			starts = append(starts, p.N)
		}
		before = now
	}
	if len(starts) <= 1 {
		return starts
	}
	return []int{starts[0], starts[len(starts)-1]}
}

// decisionPoint names the decision seat s is awaited for now, for the
// ledger to tell whether its turn mail went out already: the ply from
// which s has been awaited without deciding (others' decisions in
// between do not change it: a player still choosing while others choose
// is at the same point), and the number of undos so far, since an undo
// back to the same ply is a new point. A game over is one point for all.
func (r *Replay) decisionPoint(s engine.Seat) string {
	undos := len(r.Meta.TakenBack)
	if r.Over() {
		return fmt.Sprintf("over.%d", undos)
	}
	start := r.NextPly()
	for i := len(r.Plies) - 1; i >= 0; i-- {
		p := r.Plies[i]
		if p.Seat == s || !slices.Contains(p.awaited, s) {
			break
		}
		start = p.N
	}
	return fmt.Sprintf("%d.%d", start, undos)
}

// undoneAt returns the first ply each undo took back, in the order of the
// undos (MailData.UndoneAt).
func (r *Replay) undoneAt() []int {
	var at []int
	for _, t := range r.Meta.TakenBack {
		at = append(at, t.At)
	}
	return at
}

// mailEpoch returns which undo the offline mail at ply follows, given
// the first ply each undo took back (MailData.UndoneAt): the number of
// the last undo that took ply back, since the mail at ply was written
// again after it; 0 when none did.
func mailEpoch(undoneAt []int, ply int) int {
	epoch := 0
	for i, at := range undoneAt {
		if at <= ply {
			epoch = i + 1
		}
	}
	return epoch
}
