package pbem

import (
	"fmt"
	"math/rand/v2"

	"github.com/pbem-games/pbem/engine"
)

// This file holds what a preview redraws besides what Resample does: the
// secret decisions the others made while the mover was to decide too (a
// Leonardo stake, a party). Until the last of them is in, each is hidden
// from the mover; the mover's own decision may be the last, whose events
// tell them all (every stake is shown before the market draws). A game's
// Resample may keep them as they were made (they are decisions, not a
// shuffled deck), so a preview made on them would show the real stakes
// to the last player to stake, before they stake. So the example worlds
// go back to before those decisions and make them again, each as a
// legal move of the same verb drawn from the world's own seed.

// secrets are the others' secret decisions a preview redraws.
type secrets struct {
	// plies are the decisions, in order; none when the mover has no
	// others' secret decision pending.
	plies []Ply
	// before is the game before the first of them.
	before engine.State
}

// secretsOf returns the secret decisions of the others made since seat
// was last to decide and still awaited: the decisions at the end of the
// record that are others', secret (Replay.Secret), and made while seat
// was to act too.
func (r *Replay) secretsOf(seat engine.Seat) (secrets, error) {
	from := len(r.Plies)
	for from > 0 {
		p := r.Plies[from-1]
		if p.Seat == seat || !r.Secret(from-1) || !p.awaited.has(seat) {
			break
		}
		from--
	}
	if from == len(r.Plies) {
		return secrets{}, nil
	}
	before, err := r.File.Replay(from)
	if err != nil {
		return secrets{}, err
	}
	return secrets{plies: r.Plies[from:], before: before.State}, nil
}

// redraw makes the decisions of sec again in st, the game before them,
// each as a legal move of the same verb drawn with rng, and returns the
// game after them.
func (sec secrets) redraw(g engine.Game, st engine.State, seed Seed, rng *rand.Rand) (engine.State, error) {
	for _, p := range sec.plies {
		var same []engine.Move
		for _, m := range st.Legal(p.Seat) {
			if VerbOf(g.FormatMove(st, m)) == VerbOf(p.Move) {
				same = append(same, m)
			}
		}
		if len(same) == 0 {
			return nil, fmt.Errorf("pbem: internal error: a preview found no %q for decision %d", VerbOf(p.Move), p.N)
		}
		if _, err := st.Apply(p.Seat, same[rng.IntN(len(same))], seed.Rand(p.N)); err != nil {
			return nil, fmt.Errorf("pbem: internal error: a preview cannot redraw decision %d: %w", p.N, err)
		}
	}
	return st, nil
}
