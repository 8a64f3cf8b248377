package leonardo

import (
	"math/rand/v2"
	"slices"

	"github.com/pbem-games/pbem/engine"
)

var _ engine.Resampler = (*state)(nil)

// Resample returns a copy in which what seat s cannot see is redrawn: the
// parties of the players whose party is still secret to s (each drawn
// anew), the art works on palaces s's side does not own together with the
// order of the art deck (each palace keeps its number of works), and the
// order of the face-up piles below their top card, and the stakes other
// sides made at a market still open (a product and an amount the side
// could stake, drawn anew: a stake is a decision, but a secret one, and a
// search or a preview made on the real stakes would show them to the last
// side to stake). Nothing s sees moves. A public state is redrawn for the
// Observer, whatever s, into the game's state the game's own Resample for
// the Observer gives with the same rng (public_resample.go).
func (st *state) Resample(s engine.Seat, rng *rand.Rand) engine.State {
	c := st.Clone().(*state)
	if c.public {
		c.unseal()
		s = engine.Observer
	}
	if c.phase == phaseOver {
		return c // everything is shown at the end
	}
	mine := noSide
	if s >= 0 && int(s) < len(c.sideOf) {
		mine = c.sideOf[s]
	}
	for i := range c.party {
		if engine.Seat(i) != s && !c.revealed[i] && c.party[i] != noParty && (mine == noSide || c.sideOf[i] != mine) {
			c.party[i] = int8(rng.IntN(int(partyCount)))
		}
	}
	c.redrawStakes(mine, rng)
	places := []*[]int8{&c.artDeck}
	for sp := 1; sp <= spaceCount; sp++ {
		if c.owner[sp] != mine || mine == noSide {
			places = append(places, &c.art[sp])
		}
	}
	engine.RedealSorted(places, rng)
	for _, pile := range []*[]int8{&c.events, &c.admins} {
		if len(*pile) > 1 {
			rest := (*pile)[1:]
			slices.Sort(rest) // canonical first: the hidden order must not show through
			rng.Shuffle(len(rest), func(i, j int) { rest[i], rest[j] = rest[j], rest[i] })
		}
	}
	return c
}

// redrawStakes draws anew the stakes of the sides but mine made at the
// market being held, if any: each a product and one of the amounts the
// side could have staked.
func (c *state) redrawStakes(mine int8, rng *rand.Rand) {
	if c.phase != phaseStake {
		return
	}
	products := len(c.d.Market.Products)
	for i, p := range c.market.product {
		if p < 0 || int8(i) == mine {
			continue
		}
		amounts, n := c.stakeAmounts(c.sides[i].cash)
		if n == 0 {
			continue
		}
		c.market.product[i] = int8(rng.IntN(products))
		c.market.amount[i] = amounts[rng.IntN(n)]
	}
}
