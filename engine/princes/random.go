package princes

import (
	"math/bits"
	"math/rand/v2"
	"slices"
	"sync"
	"sync/atomic"

	"github.com/pbem-games/pbem/engine"
)

var _ engine.RandomMover = (*state)(nil)

// RandomMove returns Legal(s)[rng.IntN(len(Legal(s)))] without listing
// the moves: it counts the moves of each kind in Legal's order, draws
// the index, and builds the one move there. Self-play and a search's
// rollouts draw a move at every decision, and the lists of the action
// phase run to hundreds of works and builds.
func (st *state) RandomMove(s engine.Seat, rng *rand.Rand) engine.Move {
	if st.pub != nil || !slices.Contains(st.toAct, s) { // a public state lists nothing, as Legal
		return nil
	}
	var list []engine.Move // the rare decisions, listed as Legal lists them
	var n int              // the moves of the phase, before the sales
	var acts actionCounts
	switch st.phase {
	case phaseKeep:
		n = len(st.dealt[s])
	case phaseRecruitNow:
		list = st.legalItem(s)
		n = len(list)
	case phaseOpen, phaseLastBuy:
		acts.opens = st.openMask(s)
		n = bits.OnesCount8(acts.opens) + 1
	case phaseBid:
		n = 1
		if st.canRaise(s) {
			n++
		}
	case phasePlace:
		n = fitCount(placements().landscapeLies[st.auction.stack], fullGrid&^st.players[s].dom.occupied)
	case phasePickPrestige, phasePickProfession, phasePickBonus:
		n = len(st.seen)
	case phaseAction:
		st.countActions(s, &acts)
		n = acts.total
	}
	total := n + st.players[s].prestige
	if total == 0 {
		return nil
	}
	k := rng.IntN(total)
	switch {
	case k >= n:
		return SellMove{Points: k - n + 1}
	case list != nil:
		return list[k]
	}
	return st.phaseMoveAt(s, k, &acts)
}

// phaseMoveAt is the k-th move of the phase's list in Legal (not a sale,
// not a listed phase of RandomMove); acts are the action phase's counts.
func (st *state) phaseMoveAt(s engine.Seat, k int, acts *actionCounts) engine.Move {
	switch st.phase {
	case phaseKeep:
		return st.keepAt(s, k)
	case phaseOpen, phaseLastBuy:
		return st.openAt(acts.opens, k)
	case phaseBid:
		if k == 0 && st.canRaise(s) {
			return boxedBid(st.auction.price + data().Auction.Raise)
		}
		return PassMove{}
	case phasePlace:
		return st.spotAt(s, k)
	case phasePickPrestige:
		return boxedPick(pickPrestige, st.seen[k])
	case phasePickProfession:
		return boxedPick(pickProfession, st.seen[k])
	case phasePickBonus:
		return boxedPick(pickBonus, st.seen[k])
	}
	return st.actionAt(s, k, acts)
}

// keepAt is legalKeep(s)[k]: the professions dealt, ascending, but the
// one at len-1-k, without listing every way.
func (st *state) keepAt(s engine.Seat, k int) engine.Move {
	dealt := st.dealt[s]
	var sorted [8]int8
	if len(dealt) > len(sorted) {
		return st.legalKeep(s)[k]
	}
	cards := sorted[:len(dealt)]
	copy(cards, dealt)
	slices.Sort(cards)
	var m KeepMove
	copy(m.Cards[:], slices.Delete(cards, len(cards)-1-k, len(cards)-k))
	return m
}

// boxedPicks holds every PickMove keeping the order seen, put in an
// interface once: a converted move is a heap copy, and the picks are a
// tenth of the decisions.
var boxedPicks = sync.OnceValue(func() *[3][wantProfessions]engine.Move {
	out := new([3][wantProfessions]engine.Move)
	for kind := range out {
		for c := range out[kind] {
			out[kind][c] = PickMove{Kind: int8(kind), Card: int8(c), Under: noUnder}
		}
	}
	return out
})

// picksBoxed and bidsBoxed are boxedPicks() and boxedBids(), read with
// one atomic load once made: a parsed bid or pick asks for them, and a
// sync.OnceValue costs a call and its checks each time.
func picksBoxed() *[3][wantProfessions]engine.Move {
	if b := picksCache.Load(); b != nil {
		return b
	}
	b := boxedPicks()
	picksCache.Store(b)
	return b
}

func bidsBoxed() *[100]engine.Move {
	if b := bidsCache.Load(); b != nil {
		return b
	}
	b := boxedBids()
	bidsCache.Store(b)
	return b
}

var (
	picksCache atomic.Pointer[[3][wantProfessions]engine.Move]
	bidsCache  atomic.Pointer[[100]engine.Move]
)

// boxedPick is PickMove{kind, card, noUnder} as an engine.Move.
func boxedPick(kind, card int8) engine.Move {
	if card >= 0 && card < wantProfessions {
		return picksBoxed()[kind][card]
	}
	return PickMove{Kind: kind, Card: card, Under: noUnder}
}

// boxedBids holds BidMove{Price: 100 × i}, put in an interface once: a
// price above 255 converted to a move is a heap copy, and bids are a
// third of a game's decisions.
var boxedBids = sync.OnceValue(func() *[100]engine.Move {
	out := new([100]engine.Move)
	for i := range out {
		out[i] = BidMove{Price: 100 * i}
	}
	return out
})

// boxedBid is BidMove{Price: price} as an engine.Move.
func boxedBid(price int) engine.Move {
	if bids := bidsBoxed(); price >= 0 && price%100 == 0 && price/100 < len(bids) {
		return bids[price/100]
	}
	return BidMove{Price: price}
}

// canRaise reports whether s can pay the next bid: legalAuction lists it
// then.
func (st *state) canRaise(s engine.Seat) bool {
	return st.players[s].florins >= st.auction.price+data().Auction.Raise
}

// openPrice is what opening (phaseOpen) or buying (phaseLastBuy) costs.
func (st *state) openPrice() int {
	if st.phase == phaseLastBuy {
		return data().Auction.LastPrice
	}
	return data().Auction.Opening
}

// openMask has bit k set for each stack k whose OpenMove or BuyMove
// legalAuction lists: none when s cannot pay the price.
func (st *state) openMask(s engine.Seat) uint8 {
	if st.players[s].florins < st.openPrice() {
		return 0
	}
	return st.openSet(s)
}

// openAt is legalAuction's k-th move of phaseOpen or phaseLastBuy, with
// opens the openMask.
func (st *state) openAt(opens uint8, k int) engine.Move {
	for ; opens != 0; opens &= opens - 1 {
		if k == 0 {
			stack := int8(bits.TrailingZeros8(opens))
			if st.phase == phaseLastBuy {
				return BuyMove{Stack: stack}
			}
			return OpenMove{Stack: stack}
		}
		k--
	}
	return DeclineMove{}
}

// spotAt is the move of the k-th place of landscapeSpots(s, l) for the
// landscape bought.
func (st *state) spotAt(s engine.Seat, k int) engine.Move {
	// A landscape fits (d.fits) wherever its squares are free; the
	// placements are looked at in place, not copied one by one.
	occupied := st.players[s].dom.occupied
	places := placements().landscapes[st.auction.stack]
	for i := range places {
		if places[i].Cells&occupied != 0 {
			continue
		}
		if k == 0 {
			return places[i].move()
		}
		k--
	}
	panic("princes: fewer places for the landscape than counted")
}
