package princes

import "github.com/pbem-games/pbem/engine"

// inBidding reports whether s still bids on the item on sale: free this
// round and not passed on it.
func (st *state) inBidding(s engine.Seat) bool {
	return st.free(s) && st.auction.passed&(1<<s) == 0
}

// nextBidder hands the bidding to the first seat clockwise after s still
// in it. A seat that cannot raise (short of money even selling its
// prestige) or could not take the item passes at once, with the reason
// told. When the bidding comes back to the highest bidder, every other
// seat has passed and the highest bidder buys.
func (st *state) nextBidder(s engine.Seat, evs *engine.Events) {
	a := &st.auction
	for t := st.next(s); ; t = st.next(t) {
		if t == a.high {
			st.win(t, a.price, evs)
			return
		}
		if !st.inBidding(t) {
			continue
		}
		why := st.cannotTake(t, a.stack)
		if why == "" && st.funds(t) < a.price+data().Auction.Raise {
			why = "no-money"
		}
		if why != "" {
			a.passed |= 1 << t
			st.tellAutoPass(t, why, evs)
			continue
		}
		st.setActor(phaseBid, t)
		return
	}
}

// tellAutoPass says why seat t passed without being asked.
func (st *state) tellAutoPass(t engine.Seat, why string, evs *engine.Events) {
	if why == "no-money" {
		if evs != nil {
			st.tell(evs, "event.passes-no-money", st.names[t], itoa(st.auction.price+data().Auction.Raise))
		}
		return
	}
	if evs != nil {
		st.tell(evs, "event.passes-"+why, st.names[t], stackID(st.auction.stack))
	}
}

// applyBid raises the bid by exactly 100, or passes.
func (st *state) applyBid(s engine.Seat, m engine.Move, evs *engine.Events) error {
	a := &st.auction
	switch m := m.(type) {
	case PassMove:
		a.passed |= 1 << s
		if evs != nil {
			st.tell(evs, "event.passes", st.names[s])
		}
		st.nextBidder(s, evs)
		return nil
	case BidMove:
		price := a.price + data().Auction.Raise
		if m.Price != price {
			return engine.IllegalAt([]string{"bid", itoa(m.Price)}, "the %s is at %d: the next bid is %d, exactly %d more",
				stackID(a.stack), a.price, price, data().Auction.Raise)
		}
		if st.players[s].florins < price {
			return st.noMoney(s, price)
		}
		a.price, a.high = price, s
		if evs != nil {
			st.tell(evs, "event.bids", st.names[s], itoa(price), stackID(a.stack))
		}
		st.nextBidder(s, evs)
		return nil
	}
	return illegal("the %s is at %d: bid %d or pass", stackID(a.stack), a.price, a.price+data().Auction.Raise)
}

// applyLastBuy buys an item at 200 for the last player without a
// purchase, or takes nothing.
func (st *state) applyLastBuy(s engine.Seat, m engine.Move, evs *engine.Events) error {
	switch m := m.(type) {
	case DeclineMove:
		st.decline(s, evs)
		return nil
	case BuyMove:
		price := data().Auction.LastPrice
		if err := st.checkStack(s, m.Stack, price, "buy"); err != nil {
			return err
		}
		st.auction.stack = m.Stack
		st.win(s, price, evs)
		return nil
	}
	return illegal("you are the last without a purchase: buy an item for %d (buy and a stack) or decline",
		data().Auction.LastPrice)
}

// win sells the item of the stack on sale to s for price: s pays the
// bank and takes it; the stack sells nothing more this round. A landscape
// is then placed, a prestige card chosen, a recruiting card played or
// held; the auctions go on after that.
func (st *state) win(s engine.Seat, price int, evs *engine.Events) {
	a := &st.auction
	p := &st.players[s]
	p.florins -= price
	p.bought = a.stack
	a.sold |= 1 << a.stack
	if evs != nil {
		st.tell(evs, "event.buys", st.names[s], stackID(a.stack), itoa(price))
	}
	st.takeItem(s, evs)
}
