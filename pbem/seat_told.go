package pbem

import (
	"fmt"

	"github.com/pbem-games/pbem/engine"
)

// ThreadPlies returns the plies of the earlier turn mails to seat s that
// its next mail follows (MailData.Thread): the first and the latest ply
// at which one of s's turns began, or none when no turn of s began
// before the next decision. A turn begins where s is awaited and was not
// awaited for the decision before (or at ply 1): the host mails every
// player whose turn begins, whereas a player's consecutive decisions or a
// simultaneous decision of others may be answered in one mail.
func (r *Replay) ThreadPlies(s engine.Seat) []int {
	var starts []int
	before := false // s was awaited for the decision before
	for _, p := range r.Plies {
		now := p.awaited.has(s)
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

// DecisionPoint names the decision seat s is awaited for now, for the
// ledger to tell whether its turn mail went out already: the ply from
// which s has been awaited without deciding (others' decisions in
// between do not change it: a player still choosing while others choose
// is at the same point), and the number of undos so far, since an undo
// back to the same ply is a new point. A game over is one point for all.
func (r *Replay) DecisionPoint(s engine.Seat) string {
	undos := len(r.Meta.TakenBack)
	if r.Over() {
		return fmt.Sprintf("over.%d", undos)
	}
	start := r.NextPly()
	for i := len(r.Plies) - 1; i >= 0; i-- {
		p := r.Plies[i]
		if p.Seat == s || !p.awaited.has(s) {
			break
		}
		start = p.N
	}
	return fmt.Sprintf("%d.%d", start, undos)
}

// UndoneAt returns the first ply each undo took back, in the order of the
// undos (MailData.UndoneAt).
func (r *Replay) UndoneAt() []int {
	var at []int
	for _, t := range r.Meta.TakenBack {
		at = append(at, t.At)
	}
	return at
}
