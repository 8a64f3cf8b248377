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
	c := st.clone()
	if c.phase == phaseOver {
		// The result may show what the tied players can pay (breakTie):
		// once the game is over their hands are no longer redrawn.
		return c
	}
	for i := range c.stacks {
		// Sorted first: the new order must not depend on the hidden one.
		slices.SortFunc(c.stacks[i], compareTiles)
		shuffleTiles(rng, c.stacks[i])
	}
	pool := slices.Clone(c.deck)
	for i, p := range c.players {
		if engine.Seat(i) != s {
			pool = append(pool, p.hand.Cards()...)
		}
	}
	// Sorted first: the deal depends on which cards are unseen, not on
	// where the game had them (engine.RedealSorted says why).
	slices.SortFunc(pool, compareCards)
	rng.Shuffle(len(pool), func(a, b int) { pool[a], pool[b] = pool[b], pool[a] })
	for i := range c.players {
		if engine.Seat(i) == s {
			continue
		}
		n := c.players[i].hand.Len()
		c.players[i].hand = SetOf(pool[:n]...)
		pool = pool[n:]
	}
	c.deck = pool
	return c
}

func shuffleTiles(rng *rand.Rand, ts []Tile) {
	shuffle(rng, ts)
}
