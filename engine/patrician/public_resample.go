package patrician

import (
	"math/rand/v2"

	"github.com/pbem-games/pbem/engine"
)

// publicResample redraws a public state (public.go) for the Observer: it
// returns a full, playable state that is what Resample(engine.Observer,
// rng) returns on the game's own state. That one pools the deck and every
// starting card still in hand, sorts the pool and deals it (redeal); the
// public state knows the same pool as the cards of the board in play that
// nobody has seen, and the same counts (the deck's length, each hand's
// placeholders), so the same redeal gives the same deal. A forum post
// made without the key names the verbs the host's names (issue 27).
// Nobody redraws a public state for a seat, so every seat gets the
// Observer's redraw.
func (st *state) publicResample(rng *rand.Rand) engine.State {
	c := st.clone()
	c.public = false
	pool := make([]Card, 0, len(c.deck)+len(c.players)*c.d.Setup.Hand)
	for i, card := range c.d.cards {
		if c.inPlay[card.City] && !c.seen(Card(i)) {
			pool = append(pool, Card(i))
		}
	}
	for i := range c.players {
		// The placeholders leave the hand; p.secret keeps them, for
		// redeal to count.
		p := &c.players[i]
		p.hand &^= p.secret
	}
	c.redeal(engine.Observer, pool, rng)
	return c
}
