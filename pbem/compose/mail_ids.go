package compose

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"strings"
)

// MailDomain is the right-hand side of the Message-IDs of mails with no
// host address (`pbem mail`). ".invalid" is reserved (RFC 2606), so these
// ids can never collide with a real host's.
const MailDomain = "pbem.invalid"

// turnMessageID returns the Message-ID of the offline mail for reader at
// ply. epoch tells apart the mails of one ply before and after an undo
// (see mailEpoch); 0 gives the ids of before undos existed.
func turnMessageID(gameID string, ply int, reader string, epoch int) string {
	if epoch > 0 {
		return fmt.Sprintf("<%s.%d.%s.u%d@%s>", IdPart(gameID), ply, IdPart(reader), epoch, MailDomain)
	}
	return fmt.Sprintf("<%s.%d.%s@%s>", IdPart(gameID), ply, IdPart(reader), MailDomain)
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

// IdPart turns s into lower-case letters, digits and dashes, which are safe
// in a Message-ID. When that loses information ("Zoë", "A B"), a short hash
// of s is appended so that distinct names still give distinct ids.
func IdPart(s string) string {
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
