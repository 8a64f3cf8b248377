package compose

import (
	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/pbem"
)

// dueFor returns the game's deadline as written and when the wait of
// the player of seat s passes it, in their zone (tz): what their turn
// mail says. Both are "" in a game without a deadline or when s is not
// awaited.
func dueFor(r *pbem.Replay, s engine.Seat) (deadline, due string) {
	if r.File.Header.DeadlineOf() == 0 {
		return "", ""
	}
	for _, sw := range r.Wait().Waiting {
		if sw.Seat == s && !sw.Due.IsZero() {
			return r.File.Header.Deadline, r.File.StampFor(s, sw.Due)
		}
	}
	return "", ""
}
