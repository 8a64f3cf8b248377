package leonardo

import (
	"math/rand/v2"

	"github.com/pbem-games/pbem/engine"
)

var _ engine.RolloutPolicy = Game{}

// reserve is the cash a rollout player keeps when it buys: a street's
// rent with art works on it runs to hundreds, and a side that cannot pay
// loses everything, so a purse spent to the last Florin is a loss waiting.
const reserve = 100

// RolloutMove plays a simulated game of a search. Uniformly random play
// says little about a Leonardo position: random bids overpay or spend the
// whole purse, random stakes run to all the cash, and most negotiation
// moves are offers nobody takes. So a rollout player plays cheap rules of
// thumb on the (determinized) state it is given: it buys streets, bridges
// and art works while it keeps a reserve, bids at most what a space is
// worth to it, opens every market and stakes the least, removes a soldier
// when it may, keeps the number that lands best, and opens no trade or
// alliance. Every other decision, and any state it does not know, is
// drawn uniformly among the moves that open no talks.
func (Game) RolloutMove(st engine.State, s engine.Seat, legal []engine.Move, rng *rand.Rand) engine.Move {
	if g, ok := st.(*state); ok {
		if m := g.thumbMove(s, legal, rng); m != nil {
			return m
		}
	}
	return quietMove(legal, rng)
}

// thumbMove is the rule of thumb for the phase, or nil when the phase has
// none (a uniform draw follows).
func (st *state) thumbMove(s engine.Seat, legal []engine.Move, rng *rand.Rand) engine.Move {
	switch st.phase {
	case phaseTurn:
		return st.thumbArt(legal)
	case phaseChoose:
		return st.thumbChoose(legal)
	case phaseLand:
		return st.thumbLand(legal)
	case phaseAuction:
		return st.thumbBid(legal)
	case phaseStake:
		return thumbStake(legal, rng)
	case phaseShift:
		return PassMove{}
	case phaseSoldier:
		return find(legal, func(m engine.Move) bool { _, ok := m.(RemoveSoldierMove); return ok })
	}
	return nil
}

// thumbArt buys one art work for the street with the highest rent when
// the side keeps its reserve after it (an art work is worth its price on
// average and raises the rent), and otherwise draws.
func (st *state) thumbArt(legal []engine.Move) engine.Move {
	if st.sides[st.current].cash-st.d.Rules.ArtPrice < reserve {
		return RollMove{}
	}
	var best engine.Move = RollMove{}
	top := 0
	for _, m := range legal {
		if a, ok := m.(ArtMove); ok && a.N == 1 {
			if p := st.d.space(int(a.On[0])).Price; p > top {
				best, top = a, p
			}
		}
	}
	return best
}

// thumbChoose keeps the alliance's number whose space costs least: a
// space of its own or a free one before an opponent's rent.
func (st *state) thumbChoose(legal []engine.Move) engine.Move {
	var best engine.Move
	least := 0
	for _, m := range legal {
		c, ok := m.(ChooseMove)
		if !ok {
			continue
		}
		sp := (int(st.sides[st.current].pos)+int(c.Value)-1)%spaceCount + 1
		cost := 0
		if o := st.owner[sp]; o != noSide && o != st.current && st.d.ownable(sp) {
			cost = st.rent(sp)
		}
		if best == nil || cost < least {
			best, least = m, cost
		}
	}
	return best
}

// thumbLand buys a free street or bridge, or the administration, when the
// reserve stays (a card counts its price in the fortune, so buying at
// the price loses nothing and brings rent); auctions a space it cannot
// buy so; opens every market (the stakes lose a third on average, to the
// organiser).
func (st *state) thumbLand(legal []engine.Move) engine.Move {
	sp := st.here()
	cash := st.sides[st.current].cash
	switch st.d.space(sp).Kind {
	case kindMarket:
		return MarketMove{}
	case kindPiazza:
		if len(st.admins) > 0 && cash-st.d.Administrations.Cards[st.admins[0]].Price >= reserve {
			return BuyMove{}
		}
		return PassMove{}
	case kindStreet, kindBridge:
		if cash-st.d.space(sp).Price >= reserve {
			return BuyMove{}
		}
		return AuctionMove{}
	}
	return nil
}

// thumbBid makes the least bid when it is within what the space is worth
// to the bidder (its price, half as much again when it completes one of
// the bidder's districts) and half the reserve stays; otherwise it passes.
func (st *state) thumbBid(legal []engine.Move) engine.Move {
	i := st.auction.in[st.auction.turn]
	sp := st.here()
	worth := st.d.space(sp).Price
	if st.completes(i, sp) {
		worth += worth / 2
	}
	limit := min(worth, st.sides[i].cash-reserve/2)
	if b, ok := legal[0].(BidMove); ok && b.Amount <= limit {
		return b
	}
	return PassMove{}
}

// completes reports whether space sp would give side i a whole district.
func (st *state) completes(i int8, sp int) bool {
	d := st.d.district[sp]
	if d < 0 {
		return false
	}
	for _, s := range st.d.districts[d] {
		if int(s) != sp && st.owner[s] != i {
			return false
		}
	}
	return true
}

// thumbStake stakes the least amount on a product drawn at random: every
// stake loses a third of itself on average.
func thumbStake(legal []engine.Move, rng *rand.Rand) engine.Move {
	least := 0
	n := 0
	for _, m := range legal {
		if sm, ok := m.(StakeMove); ok && (n == 0 || sm.Amount < least) {
			least, n = sm.Amount, 1
		} else if ok && sm.Amount == least {
			n++
		}
	}
	if n == 0 {
		return nil
	}
	k := rng.IntN(n)
	return find(legal, func(m engine.Move) bool {
		if sm, ok := m.(StakeMove); ok && sm.Amount == least {
			k--
			return k < 0
		}
		return false
	})
}

// find returns the first of legal that ok accepts, or nil.
func find(legal []engine.Move, ok func(engine.Move) bool) engine.Move {
	for _, m := range legal {
		if ok(m) {
			return m
		}
	}
	return nil
}

// quietMove draws uniformly among the moves that open no trade or
// alliance (a side answers what is on the table, withdraws or is done),
// or among all when every move or none opens talks.
func quietMove(legal []engine.Move, rng *rand.Rand) engine.Move {
	n := 0
	for _, m := range legal {
		if !opensTalks(m) {
			n++
		}
	}
	if n == 0 || n == len(legal) {
		return legal[rng.IntN(len(legal))]
	}
	k := rng.IntN(n)
	for _, m := range legal {
		if opensTalks(m) {
			continue
		}
		if k == 0 {
			return m
		}
		k--
	}
	return nil // not reached: k < n
}

// opensTalks tells the moves that start a new proposal.
func opensTalks(m engine.Move) bool {
	switch m.(type) {
	case OfferMove, AllyMove:
		return true
	}
	return false
}
