package princes

import (
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
		n = st.stacksOpenable(s) + 1
	case phaseBid:
		n = 1
		if st.canRaise(s) {
			n++
		}
	case phasePlace:
		n = st.spotAt(s, -1).count
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
		return st.openAt(s, k)
	case phaseBid:
		if k == 0 && st.canRaise(s) {
			return BidMove{Price: st.auction.price + data().Auction.Raise}
		}
		return PassMove{}
	case phasePlace:
		return st.spotAt(s, k).move
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

// stacksOpenable is how many OpenMoves or BuyMoves legalAuction lists.
func (st *state) stacksOpenable(s engine.Seat) int {
	if st.players[s].florins < st.openPrice() {
		return 0
	}
	n := 0
	for k := range stackCount {
		if st.canOpen(s, k) {
			n++
		}
	}
	return n
}

// openAt is legalAuction's k-th move of phaseOpen or phaseLastBuy.
func (st *state) openAt(s engine.Seat, k int) engine.Move {
	if st.players[s].florins >= st.openPrice() {
		for stack := range stackCount {
			if !st.canOpen(s, stack) {
				continue
			}
			if k == 0 {
				if st.phase == phaseLastBuy {
					return BuyMove{Stack: stack}
				}
				return OpenMove{Stack: stack}
			}
			k--
		}
	}
	return DeclineMove{}
}

// spot is a landscape's k-th place and how many places were counted.
type spot struct {
	count int
	move  engine.Move
}

// spotAt walks the places of the landscape bought that fit in s's
// principality (landscapeSpots): the k-th one's move, or with k < 0 their
// count.
func (st *state) spotAt(s engine.Seat, k int) spot {
	d := &st.players[s].dom
	n := 0
	for _, pl := range placements().landscapes[st.auction.stack] {
		if !d.fits(pl.Cells, false) {
			continue
		}
		if n == k {
			return spot{count: n, move: pl.Move}
		}
		n++
	}
	return spot{count: n}
}
