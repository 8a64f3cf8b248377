package enginetest

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"slices"
	"sync/atomic"

	"github.com/pbem-games/pbem/engine"
)

// stats counts, over a run, what the leak test saw.
type stats struct {
	// resamples counts calls of Resample.
	resamples atomic.Int64
	// changed counts resamples that changed what another seat sees.
	changed atomic.Int64
}

// checkResample is the leak test. For the Observer, the acting seat s and
// one other seat (a random one, to keep the suite fast) it redraws what
// that seat cannot see and checks that the seat's view, ToAct and legal
// moves are unchanged: they must not depend on anything hidden. Seat s
// must still be able to make its chosen move m.
func (r *gameRun) checkResample(s engine.Seat, m engine.Move, before snapshot) error {
	rs, ok := r.st.(engine.Resampler)
	if !ok {
		return r.checkNothingHidden()
	}
	other := engine.Seat((int(s) + 1 + r.probe.IntN(r.players-1)) % r.players)
	for _, v := range []engine.Seat{engine.Observer, s, other} {
		rng := rand.New(rand.NewPCG(r.probe.Uint64(), r.probe.Uint64()))
		re := rs.Resample(v, rng)
		r.stats.resamples.Add(1)
		if err := r.checkResampled(re, v, before); err != nil {
			return fmt.Errorf("Resample(%d): %w", v, err)
		}
		if v == s {
			if _, err := re.Apply(s, m, DecisionRand(r.seed, r.decision)); err != nil {
				return fmt.Errorf("Resample(%d): the chosen move is rejected: %w", v, err)
			}
		}
	}
	return nil
}

// checkResampled compares state re, resampled for seat v, with the
// snapshot of the original, and counts whether another seat's view changed.
func (r *gameRun) checkResampled(re engine.State, v engine.Seat, before snapshot) error {
	if !slices.Equal(re.ToAct(), before.toAct) {
		return fmt.Errorf("ToAct %v became %v", before.toAct, re.ToAct())
	}
	view, err := viewJSON(re, v)
	if err != nil {
		return err
	}
	if !bytes.Equal(view, before.views[v]) {
		return fmt.Errorf("the view of seat %d depends on what it cannot see:\n  was %s\n  now %s",
			v, before.views[v], view)
	}
	if legal := formatAll(r.g, re, re.Legal(v)); !slices.Equal(legal, before.legal[v]) {
		return fmt.Errorf("the legal moves of seat %d depend on what it cannot see:\n  was %q\n  now %q",
			v, before.legal[v], legal)
	}
	other := engine.Seat((int(v) + 1) % r.players)
	otherView, err := viewJSON(re, other)
	if err != nil {
		return err
	}
	if !bytes.Equal(otherView, before.views[other]) {
		r.stats.changed.Add(1)
	}
	return nil
}

// checkNothingHidden is the leak test of a state that cannot be
// resampled: the game must hide nothing. It hides something if the
// Config says so, or if a seat's board has a private section; then the
// missing Resample is a failure, not a reason to skip the leak test.
func (r *gameRun) checkNothingHidden() error {
	const why = "does not implement engine.Resampler, so the leak test cannot run"
	if r.cfg.Hidden {
		return fmt.Errorf("the game hides information (Config.Hidden) but %T %s", r.st, why)
	}
	for s := range engine.Seat(r.players) {
		for _, sec := range r.st.View(s).Doc(engine.English).Sections {
			if sec.Private {
				return fmt.Errorf("seat %d sees the private section %q, so the game hides information, but %T %s",
					s, sec.Title, r.st, why)
			}
		}
	}
	return nil
}
