package leonardo

import (
	"math/rand/v2"
	"slices"

	"github.com/pbem-games/pbem/engine"
)

// auctionState is the auction of a street or bridge: the sides still in
// it, in bidding order from the lander (seat order), whose turn it is, and
// the highest bid so far.
type auctionState struct {
	in     []int8 // sides that have not passed, in bidding order
	turn   int    // index in in of the side to bid
	high   int    // the highest bid, 0 before the first
	bidder int8   // the side that made it
}

// startAuction opens the auction of the current side's space: every active
// side may bid, the lander first ([R]: the lander may bid too), then the
// others in seat order.
func (st *state) startAuction(rng *rand.Rand, evs *engine.Events) {
	a := auctionState{bidder: noSide}
	lead := int(st.leader(st.current))
	for k := range len(st.sideOf) {
		s := (lead + k) % len(st.sideOf)
		i := st.sideOf[s]
		if !st.sides[i].out && st.leader(i) == engine.Seat(s) {
			a.in = append(a.in, i)
		}
	}
	st.auction = a
	st.nextBidder(rng, evs)
}

// leastBid is the lowest bid allowed now.
func (st *state) leastBid() int {
	if st.auction.high == 0 {
		return st.d.Rules.AuctionStart
	}
	return st.auction.high + st.d.Rules.AuctionStep
}

// nextBidder settles the auction when it is over, passes for the bidders
// who cannot bid the least amount (told in an event), and otherwise asks
// the bidder in turn.
func (st *state) nextBidder(rng *rand.Rand, evs *engine.Events) {
	a := &st.auction
	for {
		switch {
		case len(a.in) == 0:
			st.tell1(evs, "event.unsold", itoa(st.here()))
			st.afterSpace(rng, evs)
			return
		case len(a.in) == 1 && a.high > 0:
			st.sold(rng, evs)
			return
		}
		a.turn %= len(a.in)
		i := a.in[a.turn]
		if st.sides[i].cash >= st.leastBid() {
			st.setActor(phaseAuction, st.leader(i))
			return
		}
		st.tell2(evs, "event.cannot-bid", st.sideName(i), itoa(st.leastBid()))
		a.in = slices.Delete(a.in, a.turn, a.turn+1)
	}
}

// sold gives the space to the highest bidder, who pays the bank.
func (st *state) sold(rng *rand.Rand, evs *engine.Events) {
	a := st.auction
	sp := st.here()
	st.sides[a.bidder].cash -= a.high
	st.setOwner(int(sp), a.bidder)
	st.tell3(evs, "event.auction-won", st.sideName(a.bidder), itoa(sp), itoa(a.high))
	st.afterSpace(rng, evs)
}

// legalBids lists a bounded set of bids the bidder in turn may make: the
// least, a few steps above it, the printed price and all its cash (rounded
// down to a step), each once, ascending; then passing.
func (st *state) legalBids() []engine.Move {
	amounts, n := st.bidAmounts()
	out := make([]engine.Move, n+1)
	for k, v := range amounts[:n] {
		out[k] = BidMove{Amount: v}
	}
	out[n] = PassMove{}
	return out
}

// bidAmounts are the amounts of legalBids, ascending: the first n.
func (st *state) bidAmounts() (amounts [7]int, n int) {
	i := st.auction.in[st.auction.turn]
	cash := st.sides[i].cash
	least := st.leastBid()
	step := st.d.Rules.AuctionStep
	all := least + (cash-least)/step*step
	candidates := [7]int{least, least + step, least + 2*step, least + 5*step, least + 10*step, st.d.space(st.here()).Price, all}
	// what validBid accepts, with the least bid worked out once
	n = keepAmounts(amounts[:], candidates[:], amountRule{least: least, start: st.d.Rules.AuctionStart, step: step, most: cash})
	return amounts, n
}

// amountRule allows the amounts v from least to most on a step from
// start: least <= v <= most and (v-start)%step == 0.
type amountRule struct{ least, start, step, most int }

// keepAmounts writes into dst the candidates that rule allows, each once,
// ascending, and returns how many: the sample amounts of a bid or a stake
// (dst has room for every candidate). The rule is a value, not a func, and
// the few amounts are sorted by insertion: a random game asks for them at
// every bid and stake.
func keepAmounts(dst, candidates []int, rule amountRule) int {
	n := 0
	for _, v := range candidates {
		if v < rule.least || (v-rule.start)%rule.step != 0 || v > rule.most {
			continue
		}
		k := n // v's place: after every smaller amount kept
		for k > 0 && dst[k-1] > v {
			k--
		}
		if k > 0 && dst[k-1] == v {
			continue // kept already
		}
		for m := n; m > k; m-- { // a few amounts: no memmove call
			dst[m] = dst[m-1]
		}
		dst[k] = v
		n++
	}
	return n
}

// validBid checks a bid of v by a side with cash: at least the least bid,
// on a step from the opening amount, and no more than its cash.
func (st *state) validBid(v, cash int) error {
	word := []string{itoa(v)}
	r := st.d.Rules
	switch least := st.leastBid(); {
	case v < least:
		return engine.IllegalAt(word, "bid at least %d Florins", least)
	case (v-r.AuctionStart)%r.AuctionStep != 0:
		return engine.IllegalAt(word, "bids go in steps of %d Florins", r.AuctionStep)
	case v > cash:
		return engine.IllegalAt(word, "you have only %d Florins", cash)
	}
	return nil
}

// applyBid performs a bid or a pass of the bidder in turn.
func (st *state) applyBid(m engine.Move, rng *rand.Rand, evs *engine.Events) error {
	a := &st.auction
	i := a.in[a.turn]
	switch m := m.(type) {
	case BidMove:
		if err := st.validBid(m.Amount, st.sides[i].cash); err != nil {
			return err
		}
		a.high, a.bidder = m.Amount, i
		a.turn++
		st.tell2(evs, "event.bids", st.sideName(i), itoa(m.Amount))
	case PassMove:
		a.in = slices.Delete(a.in, a.turn, a.turn+1)
		st.tellSide1(evs, "event.bid-pass", i)
	default:
		return illegal("bid an amount (bid N) or pass")
	}
	st.nextBidder(rng, evs)
	return nil
}
