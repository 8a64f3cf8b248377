package pbem

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"slices"
	"strings"

	"github.com/pbem-games/pbem/engine"
)

// This file holds how turn mails thread: their Message-IDs, and which
// earlier mails of its reader each one answers.

// mailDomain is the right-hand side of every Message-ID. ".invalid" is
// reserved (RFC 2606), so these ids can never collide with a real host's.
const mailDomain = "pbem.invalid"

// turnMessageID returns the Message-ID of the mail for reader at ply.
func turnMessageID(gameID string, ply int, reader string) string {
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
