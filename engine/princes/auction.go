package princes

import (
	"math/rand/v2"

	"github.com/pbem-games/pbem/engine"
)

// The stacks on sale, as the data file lists them: the three landscapes
// first, with the indexes of their landscape types.
const (
	stackForest int8 = iota
	stackLake
	stackPark
	stackJester
	stackBuilder
	stackPrestige
	stackRecruiting
	stackCount
)

// auction is the state of a round's auction phase.
type auction struct {
	// sold has bit k set once stack k sold an item this round.
	sold uint8
	// opener is the seat that opened the item on sale (or last declined):
	// who opens next is counted from it.
	opener engine.Seat
	// stack is the item on sale or just bought (noStack between items),
	// price its highest bid and high the seat that bid it.
	stack int8
	price int
	high  engine.Seat
	// passed has bit s set once seat s passed on the item on sale.
	passed uint8
}

// startAuction begins the auction phase of st.round: nobody has bought or
// declined, every stack is free, and the round's first player opens.
func (st *state) startAuction(evs *engine.Events) {
	for i := range st.players {
		st.players[i].bought, st.players[i].declined = noStack, false
	}
	st.auction = auction{opener: st.start, stack: noStack}
	if evs != nil {
		st.tell(evs, "event.auction-starts", itoa(st.round), st.names[st.start])
	}
	st.nextOpening(evs)
}

// free reports whether s may still buy this round: not bought, not
// declined.
func (st *state) free(s engine.Seat) bool {
	p := &st.players[s]
	return p.bought == noStack && !p.declined
}

// nextOpening finds who opens the next auction (rule text: the opener
// again when someone else bought, else the first free player clockwise
// from the opener), giving the last free player the purchase at 200 and
// ending the phase once nobody is free. A player who can open nothing
// declines at once, with the reason told.
func (st *state) nextOpening(evs *engine.Events) {
	st.auction.stack, st.auction.price, st.auction.passed = noStack, 0, 0
	for {
		free := 0
		for s := range st.players {
			if st.free(engine.Seat(s)) {
				free++
			}
		}
		if free == 0 {
			if evs != nil {
				st.tell(evs, "event.auction-ends", itoa(st.round))
			}
			st.startActions(evs)
			return
		}
		s := st.auction.opener
		for !st.free(s) {
			s = st.next(s)
		}
		st.auction.opener = s
		price := data().Auction.Opening
		if free == 1 {
			price = data().Auction.LastPrice
		}
		if why := st.cannotBuy(s, price); why != "" {
			st.players[s].declined = true
			if evs != nil {
				st.tell(evs, "event.declines-"+why, st.names[s])
			}
			continue
		}
		if free == 1 {
			st.setActor(phaseLastBuy, s)
		} else {
			st.setActor(phaseOpen, s)
		}
		return
	}
}

// cannotBuy says why s can take no item at price ("" when s can):
// "no-money" or "nothing" (no stack left that s can take). Prestige s may
// sell counts as money.
func (st *state) cannotBuy(s engine.Seat, price int) string {
	if st.funds(s) < price {
		return "no-money"
	}
	if !st.canOpenAny(s) {
		return "nothing"
	}
	return ""
}

// funds is what s can pay: Florins, and prestige sold for Florins.
func (st *state) funds(s engine.Seat) int {
	p := &st.players[s]
	return p.florins + p.prestige*data().Prestige.SellPoint
}

// openable lists the stacks s may open or buy from: not sold this round,
// not empty, and an item s can take.
func (st *state) openable(s engine.Seat) []int8 {
	var ks []int8
	for k := range stackCount {
		if st.canOpen(s, k) {
			ks = append(ks, k)
		}
	}
	return ks
}

// canOpenAny reports whether openable(s) is not empty, without listing
// it: every opening asks it of the opener.
func (st *state) canOpenAny(s engine.Seat) bool { return st.openSet(s) != 0 }

// canOpen reports whether s may open or buy from stack k.
func (st *state) canOpen(s engine.Seat, k int8) bool {
	return st.auction.sold&(1<<k) == 0 && st.inSupply(k) && st.cannotTake(s, k) == ""
}

// inSupply reports whether stack k has an item left.
func (st *state) inSupply(k int8) bool {
	sp := &st.supply
	switch k {
	case stackJester:
		return sp.jesters > 0
	case stackBuilder:
		return sp.builders > 0
	case stackPrestige:
		return len(st.prestigeDeck) > 0
	case stackRecruiting:
		return sp.recruits > 0
	}
	return sp.landscapes[k] > 0
}

// cannotTake says why s could not take an item of stack k ("" when s
// can): "builders-full" for a fourth builder, "no-room" for a landscape
// that fits nowhere.
func (st *state) cannotTake(s engine.Seat, k int8) string {
	d := &st.players[s].dom
	switch {
	case k == stackBuilder && int(d.builders) >= data().Builders.PerPlayer:
		return "builders-full"
	case k <= stackPark && !st.hasSpot(s, k):
		return "no-room"
	}
	return ""
}

// landscapeSpots lists every footprint of landscape l that fits in s's
// principality; landscapes may touch anything.
func (st *state) landscapeSpots(s engine.Seat, l int8) []placement {
	d := &st.players[s].dom
	var out []placement
	for _, pl := range placements().landscapes[l] {
		if d.fits(pl.Cells, false) {
			out = append(out, pl)
		}
	}
	return out
}

// legalAuction lists the moves of the auction phase's decision.
func (st *state) legalAuction(s engine.Seat) []engine.Move {
	var ms []engine.Move
	switch st.phase {
	case phaseOpen:
		if st.players[s].florins >= data().Auction.Opening {
			for _, k := range st.openable(s) {
				ms = append(ms, OpenMove{Stack: k})
			}
		}
		ms = append(ms, DeclineMove{})
	case phaseBid:
		if st.players[s].florins >= st.auction.price+data().Auction.Raise {
			ms = append(ms, BidMove{Price: st.auction.price + data().Auction.Raise})
		}
		ms = append(ms, PassMove{})
	case phaseLastBuy:
		if st.players[s].florins >= data().Auction.LastPrice {
			for _, k := range st.openable(s) {
				ms = append(ms, BuyMove{Stack: k})
			}
		}
		ms = append(ms, DeclineMove{})
	default:
		ms = st.legalItem(s)
	}
	return ms
}

// applyAuction plays m, the decision of the auction phase awaited from s.
func (st *state) applyAuction(s engine.Seat, m engine.Move, rng *rand.Rand, evs *engine.Events) error {
	switch st.phase {
	case phaseOpen:
		return st.applyOpen(s, m, evs)
	case phaseBid:
		return st.applyBid(s, m, evs)
	case phaseLastBuy:
		return st.applyLastBuy(s, m, evs)
	}
	return st.applyItem(s, m, evs)
}

// applyOpen opens an auction at 200, or declines the round's auctions.
func (st *state) applyOpen(s engine.Seat, m engine.Move, evs *engine.Events) error {
	switch m := m.(type) {
	case DeclineMove:
		st.decline(s, evs)
		return nil
	case OpenMove:
		price := data().Auction.Opening
		if err := st.checkStack(s, m.Stack, price, "open"); err != nil {
			return err
		}
		st.auction.stack, st.auction.price, st.auction.high, st.auction.passed = m.Stack, price, s, 0
		st.auction.opener = s
		if evs != nil {
			st.tell(evs, "event.opens", st.names[s], stackID(m.Stack), itoa(price))
		}
		st.nextBidder(s, evs)
		return nil
	}
	return illegal("open an auction (open and a stack) or decline")
}

// decline takes s out of this round's auction phase.
func (st *state) decline(s engine.Seat, evs *engine.Events) {
	st.players[s].declined = true
	st.auction.opener = s
	if evs != nil {
		st.tell(evs, "event.declines", st.names[s])
	}
	st.nextOpening(evs)
}

// checkStack checks that s may open or buy stack k at price: the verb
// names the move in errors.
func (st *state) checkStack(s engine.Seat, k int8, price int, verb string) error {
	if k >= 0 && k < stackCount && st.canOpen(s, k) && st.players[s].florins >= price {
		return nil // the common answer, without the words of an error
	}
	at := []string{verb}
	if k < 0 || k >= stackCount {
		return engine.IllegalAt(at, "there is no stack %d", k)
	}
	at = append(at, stackID(k))
	switch {
	case st.auction.sold&(1<<k) != 0:
		return engine.IllegalAt(at, "the %s stack already sold an item this round", stackID(k))
	case !st.inSupply(k):
		return engine.IllegalAt(at, "the %s stack is empty", stackID(k))
	}
	if why := st.cannotTake(s, k); why != "" {
		return engine.IllegalAt(at, "%s", cannotTakeErrors[why])
	}
	if st.players[s].florins < price {
		return st.noMoney(s, price)
	}
	return nil
}

// noMoney is the error of a player short of Florins for price.
func (st *state) noMoney(s engine.Seat, price int) error {
	p := &st.players[s]
	if p.florins+p.prestige*data().Prestige.SellPoint >= price {
		return illegal("you have %d Florins, not the %d needed: sell prestige first", p.florins, price)
	}
	return illegal("you have %d Florins, not the %d needed", p.florins, price)
}

// cannotTakeErrors words the reasons of cannotTake for a player's error.
var cannotTakeErrors = map[string]string{
	"builders-full": "you have three builders already, the most a player may have",
	"no-room":       "your principality has no room left for it",
}
