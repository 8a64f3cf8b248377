package pbem

import (
	"github.com/pbem-games/pbem/engine"
)

// This file holds the command that writes away lines (away.go), under
// the lock and atomic write of Move, all or nothing.

// Away records the away days of the player req.As: req.Text is the
// window, "2026-12-20..2027-01-03", or AwayCancel to withdraw their away
// days from today on. A window the game refuses (in the past, overlapping
// theirs, beyond away_days) is a usage error that says why.
func (c Games) Away(path string, req SeatRequest) (*SeatResult, error) {
	return c.writeSeatMeta(path, req, func(r *Replay, seat engine.Seat) (string, string, error) {
		if err := r.checkAway(seat, req.Text, req.Now.UTC()); err != nil {
			return "", "", AsUsage(err)
		}
		return AwayVerb + " " + req.Text, "", nil
	})
}
