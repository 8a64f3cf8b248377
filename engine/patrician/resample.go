package patrician

import (
	"math/rand/v2"
	"slices"

	"github.com/pbem-games/pbem/engine"
)

var _ engine.Resampler = (*state)(nil)

// Resample returns a copy in which what seat s cannot see is redrawn. Every
// card that reaches a hand after the setup was face up on the board, so
// the only secrets are the starting cards still in the other hands and the
// order of the deck. The other players' secret cards are redealt from the
// starred cards among them and the deck (starting hands are starred
// cards), and the deck is reshuffled with what is left.
func (st *state) Resample(s engine.Seat, rng *rand.Rand) engine.State {
	c := st.clone()
	pool := append([]Card(nil), c.deck...)
	for i := range c.players {
		if engine.Seat(i) != s {
			p := &c.players[i]
			pool = append(pool, p.secret.cards()...)
			p.hand &^= p.secret
		}
	}
	slices.Sort(pool) // the deal depends on which cards are unseen, not on where they were
	shuffle(rng, pool)
	var used hand
	for i := range c.players {
		if engine.Seat(i) == s {
			continue
		}
		p := &c.players[i]
		need := p.secret.size()
		p.secret = 0
		for _, card := range pool {
			if need == 0 {
				break
			}
			if card.info().Star && !used.has(card) {
				used = used.with(card)
				p.secret = p.secret.with(card)
				need--
			}
		}
		p.hand |= p.secret
	}
	c.deck = c.deck[:0]
	for _, card := range pool {
		if !used.has(card) {
			c.deck = append(c.deck, card)
		}
	}
	return c
}
