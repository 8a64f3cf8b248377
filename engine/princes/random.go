package princes

import (
	"math/bits"
	"math/rand/v2"
	"slices"

	"github.com/pbem-games/pbem/engine"
)

var _ engine.RandomMover = (*state)(nil)

// RandomMove returns Legal(s)[rng.IntN(len(Legal(s)))] without listing
// the moves: it counts the moves of each kind in Legal's order, draws
// the index, and builds the one move there. Self-play and a search's
// rollouts draw a move at every decision, and the lists of the action
// phase run to hundreds of works and builds.
func (st *state) RandomMove(s engine.Seat, rng *rand.Rand) engine.Move {
	if !slices.Contains(st.toAct, s) {
		return nil
	}
	var list []engine.Move // the rare decisions, listed as Legal lists them
	var n int              // the moves of the phase, before the sales
	var acts actionCounts
	switch st.phase {
	case phaseKeep:
		list = st.legalKeep(s)
		n = len(list)
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
		acts = st.countActions(s)
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
	case phaseOpen, phaseLastBuy:
		return st.openAt(acts.opens, k)
	case phaseBid:
		if k == 0 && st.canRaise(s) {
			return BidMove{Price: st.auction.price + data().Auction.Raise}
		}
		return PassMove{}
	case phasePlace:
		return st.spotAt(s, k)
	case phasePickPrestige:
		return PickMove{Kind: pickPrestige, Card: st.seen[k], Under: noUnder}
	case phasePickProfession:
		return PickMove{Kind: pickProfession, Card: st.seen[k], Under: noUnder}
	case phasePickBonus:
		return PickMove{Kind: pickBonus, Card: st.seen[k], Under: noUnder}
	}
	return st.actionAt(s, k, acts)
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
	var ks uint8
	for k := range stackCount {
		if st.canOpen(s, k) {
			ks |= 1 << k
		}
	}
	return ks
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
	d := &st.players[s].dom
	for _, pl := range placements().landscapes[st.auction.stack] {
		if !d.fits(pl.Cells, false) {
			continue
		}
		if k == 0 {
			return pl.Move
		}
		k--
	}
	panic("princes: fewer places for the landscape than counted")
}
