package mailhost

import (
	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/pbem"
)

// digestOnly reports whether the player of seat s chose the daily digest
// alone (mails = "digest"): while the game goes on they get no turn
// mail, only the digest of `pbem remind --digest`; the final mails of a
// game over still reach them, as do the answers to their own mails and
// the reminders of the deadline.
func digestOnly(r *pbem.Replay, s engine.Seat) bool {
	players := r.File.Header.Players
	return !r.Over() && int(s) < len(players) && players[s].Mails == pbem.MailsDigest
}
