package leonardo

import (
	"math/rand/v2"
	"slices"

	"github.com/pbem-games/pbem/engine"
)

var _ engine.RandomMover = (*state)(nil)

// RandomMove draws a legal move of seat s uniformly: the index k of
// rng.IntN(len(Legal(s))), as a random player picking from the list
// does, and the move Legal(s)[k], built without the list (self-play and
// rollouts; TestRandomMoveIsLegalAt checks every index). Each phase counts
// its moves and builds the k-th from the same helpers Legal lists them
// with.
func (st *state) RandomMove(s engine.Seat, rng *rand.Rand) engine.Move {
	if !slices.Contains(st.toAct, s) {
		return nil
	}
	switch st.phase {
	case phaseParty:
		return PartyMove{Party: int8(rng.IntN(int(partyCount)))}
	case phaseTurn:
		return st.randomTurn(rng)
	case phaseChoose:
		vals, n := st.chooseValues()
		return ChooseMove{Value: vals[rng.IntN(n)]}
	case phaseLand:
		return pick(st.landChoices(), rng)
	case phaseAuction:
		amounts, n := st.bidAmounts()
		if k := rng.IntN(n + 1); k < n {
			return BidMove{Amount: amounts[k]}
		}
		return PassMove{}
	case phaseStake:
		amounts, n := st.stakeAmounts(st.sides[st.sideOf[s]].cash)
		if n == 0 {
			return nil
		}
		k := rng.IntN(n * len(st.d.Market.Products))
		return st.d.stakeMove(int8(k/n), amounts[k%n])
	case phaseShift, phaseSoldier:
		return pick(st.legalOther(s), rng)
	case phaseNegotiate:
		return st.randomTalks(s, rng)
	}
	return nil
}

// pick returns a uniformly drawn move of a short list (nil for none).
func pick(legal []engine.Move, rng *rand.Rand) engine.Move {
	if len(legal) == 0 {
		return nil
	}
	return legal[rng.IntN(len(legal))]
}

// randomTurn draws the roll (index 0) or one of the art purchases, in
// artMoves' order, counted and found without listing them (artCounts).
func (st *state) randomTurn(rng *rand.Rand) engine.Move {
	a := st.artRoom()
	most := min(st.artMax(&a), maxArt)
	var w artCounts
	a.counts(&w, most)
	total := 0
	for n := 1; n <= most; n++ {
		total += int(w[0][n])
	}
	k := rng.IntN(1 + total)
	if k == 0 {
		return RollMove{}
	}
	k--
	for n := 1; n <= most; n++ {
		if k < int(w[0][n]) {
			return boxArt(a.nth(n, k, &w))
		}
		k -= int(w[0][n])
	}
	return nil // not reached: k is below the count
}

// maxArt is the most art works one ArtMove holds.
const maxArt = len(ArtMove{}.On)

// artCounts holds, for each palace i of an artEnum and each r up to
// maxArt, the number of ways to lay r works on palaces i and later.
type artCounts [spaceCount + 1][maxArt + 1]int32 // at most C(35, 4) ways

// counts works out the artCounts of the purchases of up to most works:
// w[i][r] is the sum of w[i+1][r-c] for c from 0 to palace i's room, kept
// as a sliding sum over r.
func (a *artEnum) counts(w *artCounts, most int) {
	w[a.n][0] = 1
	for i := a.n - 1; i >= 0; i-- {
		room, next, sum := a.room[i], &w[i+1], int32(0)
		for r := 0; r <= most; r++ {
			sum += next[r]
			if r > room {
				sum -= next[r-room-1]
			}
			w[i][r] = sum
		}
	}
}

// nth is the k-th purchase of n works in rec's order: the palaces as a
// multiset, spaces ascending, each within its room.
func (a *artEnum) nth(n, k int, w *artCounts) ArtMove {
	m := ArtMove{N: int8(n)}
	from, used := 0, 0 // the palace of the last work, and the works laid on it
	for pos := range n {
		left := n - pos - 1 // the works after this one
		for i := from; i < a.n; i++ {
			room := a.room[i] - 1 // the room on i once this work is laid there
			if i == from {
				room -= used
			}
			if room < 0 {
				continue
			}
			ways := 0 // the purchases that lay this work on i
			for c := 0; c <= min(room, left); c++ {
				ways += int(w[i+1][left-c])
			}
			if k < ways {
				m.On[pos] = a.spaces[i]
				if i == from {
					used++
				} else {
					from, used = i, 1
				}
				break
			}
			k -= ways
		}
	}
	return m
}

// randomTalks draws a move of the negotiation, in legalTalks' order:
// answers, withdrawals, then for each side one may propose to an alliance
// and its sample of trades, and done.
func (st *state) randomTalks(s engine.Seat, rng *rand.Rand) engine.Move {
	i := st.sideOf[s]
	answers, withdraws := 0, 0
	var proposed uint64 // bit j: side i's proposal to side j is open (find)
	for _, p := range st.talks.open {
		if p.to == i {
			answers += 2
		}
		if p.from == i {
			withdraws++
			proposed |= 1 << uint8(p.to)
		}
	}
	n := answers + withdraws
	var order [maxSides]int8 // the sides in play, as sidesFrom(0) orders them
	count := 0
	var offers [maxSides]int // by place in order: its sample's size, -1 for no proposal
	if !st.talks.done[i] {
		owned := &st.owned // spacesOwned, not copied
		mayOffer := st.talks.made[i] < st.offers
		for j := range int8(len(st.sides)) {
			if st.sides[j].out {
				continue
			}
			order[count] = j
			offers[count] = -1
			// canPropose, with find's walk done once above
			if mayOffer && j != i && proposed&(1<<uint8(j)) == 0 {
				offers[count] = st.offerCount(i, j, owned)
				n += 1 + offers[count]
			}
			count++
		}
		n++ // done
	}
	if n == 0 {
		return nil
	}
	k := rng.IntN(n)
	if k < answers {
		return st.answerAt(i, k)
	}
	k -= answers
	if k < withdraws {
		for _, p := range st.talks.open {
			if p.from == i {
				if k == 0 {
					return WithdrawMove{To: st.leader(p.to)}
				}
				k--
			}
		}
	}
	k -= withdraws
	for place, j := range order[:count] {
		c := offers[place]
		if c < 0 {
			continue
		}
		if k == 0 {
			return AllyMove{With: st.leader(j)}
		}
		if k <= c {
			return st.offerAt(i, j, k-1, &st.owned)
		}
		k -= 1 + c
	}
	return DoneMove{}
}

// answerAt is the k-th answer of side i: accept, then decline, of each
// proposal awaiting it in the order made.
func (st *state) answerAt(i int8, k int) engine.Move {
	for _, p := range st.talks.open {
		if p.to != i {
			continue
		}
		if k < 2 {
			if k == 0 {
				return AcceptMove{From: st.leader(p.from)}
			}
			return DeclineMove{From: st.leader(p.from)}
		}
		k -= 2
	}
	return nil // not reached: k is below the count
}
