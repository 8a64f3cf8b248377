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
// cards), and the deck is reshuffled with what is left. A public state
// (public_resample.go) is redrawn as the game's state is for the Observer.
func (st *state) Resample(s engine.Seat, rng *rand.Rand) engine.State {
	if st.public {
		return st.publicResample(rng)
	}
	c := st.clone()
	pool := append([]Card(nil), c.deck...)
	for i := range c.players {
		if engine.Seat(i) != s {
			p := &c.players[i]
			pool = append(pool, p.secret.cards()...)
			p.hand &^= p.secret
		}
	}
	c.redeal(s, pool, rng)
	return c
}

// redeal deals pool, the cards unseen by seat s, to st, a copy whose
// hands other than s's no longer hold their secret cards (p.secret still
// holds as many cards as each must get back): each such hand gets that
// many starred cards and the deck the rest. The game's state and a public
// one (publicResample) both redeal here, so that the same unseen cards and
// the same rng give the same deal.
func (st *state) redeal(s engine.Seat, pool []Card, rng *rand.Rand) {
	slices.Sort(pool) // the deal depends on which cards are unseen, not on where they were
	shuffle(rng, pool)
	var used hand
	for i := range st.players {
		if engine.Seat(i) == s {
			continue
		}
		p := &st.players[i]
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
	st.deck = st.deck[:0]
	for _, card := range pool {
		if !used.has(card) {
			st.deck = append(st.deck, card)
		}
	}
}
