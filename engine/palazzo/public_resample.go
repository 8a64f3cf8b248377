package palazzo

import (
	"math/rand/v2"
	"slices"

	"github.com/pbem-games/pbem/engine"
)

// A public state redrawn for the Observer (issue 27): a post made without
// the key names the verbs the player to act may start with, from the
// legal moves of redrawn states. Resample of the full state is canonical
// (each stack and the unseen cards are sorted before they are shuffled),
// so the public state gives the very same redraw for the same random
// source once it rebuilds the same stacks and the same unseen cards, with
// the same counts, and deals them by the same code (redeal).

// publicResample returns a full, playable state redrawn from the public
// state st as Resample of the game's full state redraws it for the
// Observer. A finished game is copied as it is: nobody acts in it. So is
// a state whose outcomes named cards the game does not have (a record
// edited by hand): it has no legal moves, and a post names no verbs.
func (st *state) publicResample(rng *rand.Rand) engine.State {
	c := st.clone()
	if c.phase == phaseOver {
		return c
	}
	var counts [maxPlayers]int
	want := len(c.deck)
	for i, p := range c.players {
		counts[i] = p.hand.Len() + int(c.pub.unseen[i])
		want += counts[i]
	}
	pool, ok := c.unseenCards()
	if !ok || len(pool) != want {
		return c
	}
	c.pub = publicPart{} // the redraw holds every card: it plays as a full state
	c.redeal(rng, engine.Observer, pool, counts)
	return c
}

// unseenCards returns the money cards the Observer cannot place: every
// card of the game but those in the discard pile, among the revealed
// ones and in the bids on the table while the bidding runs (the winner's
// bid, left in the lot until the turn ends, is in the discard pile). They are the cards the full state
// has in the deck and in the hands, whatever the public state saw enter
// a hand: the Observer's redraw deals every hand afresh. It reports
// false when those places hold cards the game does not have.
func (st *state) unseenCards() ([]Card, bool) {
	placed := SetOf(st.discard...).Plus(st.revealed)
	if st.phase == phaseBid {
		for _, b := range st.lot.bids {
			placed = placed.Plus(b.set())
		}
	}
	all := SetOf(data().deck...)
	if !all.Contains(placed) {
		return nil, false
	}
	return all.Minus(placed).Cards(), true
}

// redeal reshuffles each face-down stack and deals pool to the players
// but s, count[i] cards to player i, the rest making the deck. Each list
// is sorted first, so that the redraw depends on which pieces are
// unseen, not on where the game had them (engine.RedealSorted says why):
// a full state and its public state give the same one.
func (c *state) redeal(rng *rand.Rand, s engine.Seat, pool []Card, counts [maxPlayers]int) {
	for i := range c.stacks {
		slices.SortFunc(c.stacks[i], compareTiles)
		shuffleTiles(rng, c.stacks[i])
	}
	slices.SortFunc(pool, compareCards)
	rng.Shuffle(len(pool), func(a, b int) { pool[a], pool[b] = pool[b], pool[a] })
	for i := range c.players {
		if engine.Seat(i) == s {
			continue
		}
		n := counts[i]
		c.players[i].hand = SetOf(pool[:n]...)
		pool = pool[n:]
	}
	c.deck = pool
}
