package enginetest

import (
	"errors"
	"fmt"
	"reflect"
	"slices"

	"github.com/pbem-games/pbem/engine"
)

// foreignMove is a move of no game: Apply must reject it, not panic.
type foreignMove struct{}

// probesPerDecision is how many earlier moves are tried at a deep decision.
const probesPerDecision = 2

// checkIllegal submits moves that are (probably) illegal now, each on its
// own Clone, and checks that every rejection leaves the state as before: a
// value of a foreign type, up to probesPerDecision moves recorded earlier
// in the game, and the chosen legal move m submitted by one seat that is
// not to act (a random one, the Observer included), which must fail with
// ErrNotYourTurn. Probing one such seat per decision rather than all keeps
// the suite fast; over a game every seat is tried.
func (r *gameRun) checkIllegal(s engine.Seat, m engine.Move, legal []engine.Move, before snapshot) error {
	if err := r.probeMove(s, foreignMove{}, before, nil); err != nil {
		return err
	}
	for range min(probesPerDecision, len(r.past)) {
		old := r.past[r.probe.IntN(len(r.past))]
		if slices.ContainsFunc(legal, func(l engine.Move) bool { return reflect.DeepEqual(l, old) }) {
			continue
		}
		// An unlisted move may still be legal (another way to pay), so
		// only a rejection is checked.
		if err := r.probeMove(s, old, before, engine.ErrIllegal); err != nil {
			return err
		}
	}
	var idle []engine.Seat
	for _, t := range allSeats(r.players) {
		if !slices.Contains(before.toAct, t) {
			idle = append(idle, t)
		}
	}
	return r.probeMove(idle[r.probe.IntN(len(idle))], m, before, engine.ErrNotYourTurn)
}

// probeMove applies m for seat s on a Clone. want is the error the
// rejection must wrap; nil accepts any error. A probe with want ==
// ErrNotYourTurn must be rejected; others may be accepted.
func (r *gameRun) probeMove(s engine.Seat, m engine.Move, before snapshot, want error) error {
	clone := r.st.Clone()
	_, err := clone.Apply(s, m, DecisionRand(r.seed, r.decision))
	switch {
	case err == nil && want == engine.ErrNotYourTurn:
		return fmt.Errorf("seat %d is not to act but Apply accepted %s", s, r.describe(m))
	case err == nil && want == nil:
		return fmt.Errorf("a move of a foreign type %T was accepted by Apply", m)
	case err == nil:
		return nil
	case want != nil && !errors.Is(err, want):
		return fmt.Errorf("seat %d: %s: error %q does not wrap %q", s, r.describe(m), err, want)
	}
	after, serr := takeSnapshot(r.g, clone, r.players)
	if serr != nil {
		return serr
	}
	if d := before.diff(after); d != "" {
		return fmt.Errorf("seat %d: rejected %s (%v) but the state changed: %s", s, r.describe(m), err, d)
	}
	return nil
}

// describe names a move for a failure message.
func (r *gameRun) describe(m engine.Move) string {
	if _, ok := m.(foreignMove); ok {
		return "a foreign move"
	}
	return fmt.Sprintf("%q", r.g.FormatMove(r.st, m))
}

// checkUnchanged checks that the state before decision r.decision still
// shows what it showed before the deep checks: Clone is deep, and what
// was done to copies (named by what) left the original alone.
func (r *gameRun) checkUnchanged(before snapshot, what string) error {
	after, err := takeSnapshot(r.g, r.st, r.players)
	if err != nil {
		return err
	}
	if d := before.diff(after); d != "" {
		return fmt.Errorf("%s changed the original state (is Clone deep?): %s", what, d)
	}
	return nil
}
