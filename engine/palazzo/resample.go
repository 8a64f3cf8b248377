package palazzo

import (
	"math/rand/v2"
	"slices"

	"github.com/pbem-games/pbem/engine"
)

var _ engine.Resampler = (*state)(nil)

// Resample returns a copy in which what seat s cannot see is redrawn: each
// face-down stack is reshuffled (riders stay in III), and the other
// players' hands and the money deck are dealt afresh, with the same counts,
// from the cards s has not seen in them. The discard pile, the revealed
// cards, bids on the table and s's own hand stay as they are. A game
// that is over is copied as it is.
func (st *state) Resample(s engine.Seat, rng *rand.Rand) engine.State {
	if st.pub.on { // whoever asks, the Observer's redraw (public_resample.go)
		return st.publicResample(rng)
	}
	c := st.clone()
	if c.phase == phaseOver {
		// The result may show what the tied players can pay (breakTie):
		// once the game is over their hands are no longer redrawn.
		return c
	}
	pool := slices.Clone(c.deck)
	var counts [maxPlayers]int
	for i, p := range c.players {
		counts[i] = p.hand.Len()
		if engine.Seat(i) != s {
			pool = append(pool, p.hand.Cards()...)
		}
	}
	c.redeal(rng, s, pool, counts)
	return c
}

func shuffleTiles(rng *rand.Rand, ts []Tile) {
	shuffle(rng, ts)
}
