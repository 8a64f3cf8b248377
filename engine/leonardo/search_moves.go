package leonardo

import (
	"slices"

	"github.com/pbem-games/pbem/engine"
)

var _ engine.SearchMover = Game{}

// SearchMoves keeps, for a search, the few moves of each decision that
// hold its real choices, so that a budget of a second is not spread over
// dozens of near-twins (docs/performance.md, "Leonardo's search, third
// pass"):
//
//   - art works: drawing at once, one work on either of the two palaces it
//     raises the rent of most, and for two works and more the works laid
//     greedily where each raises the rent most (searchArt);
//   - an auction: the least bid, a bid of the space's price, and passing;
//   - a market's stakes: the least stake on each product (every stake
//     loses a third of itself on average, more only loses more);
//   - the negotiation: no new offer or alliance while anything else is
//     legal (random partners hardly ever take one, and they are most of
//     the list).
//
// Every other decision keeps all its moves. It reads only what every
// player sees (owners, art counts, cash) and legal.
func (Game) SearchMoves(st engine.State, s engine.Seat, legal []engine.Move) []engine.Move {
	ls, ok := st.(*state)
	if !ok || len(legal) <= 3 {
		return legal
	}
	var keep []engine.Move
	switch ls.phase {
	case phaseTurn:
		keep = ls.searchArt(legal)
	case phaseAuction:
		keep = ls.searchBids(legal)
	case phaseStake:
		keep = leastStakes(legal)
	case phaseNegotiate:
		keep = slices.DeleteFunc(slices.Clone(legal), opensTalks)
	}
	if len(keep) == 0 {
		return legal
	}
	return keep
}

// searchArt keeps drawing and the representative art purchases, in
// Legal's order.
func (st *state) searchArt(legal []engine.Move) []engine.Move {
	want := map[ArtMove]bool{}
	spaces, room := st.artRoom()
	gains := make([]int, len(spaces))
	laid := make([]int, len(spaces))
	for i, sp := range spaces {
		gains[i] = st.artGain(int(sp), 0)
	}
	// One work: the two palaces it raises most.
	order := make([]int, len(spaces))
	for i := range order {
		order[i] = i
	}
	slices.SortStableFunc(order, func(a, b int) int { return gains[b] - gains[a] })
	for _, i := range order[:min(2, len(order))] {
		want[ArtMove{N: 1, On: [4]int8{spaces[i]}}] = true
	}
	// More works: each laid where it raises the rent most now.
	var on []int8
	for n := 1; n <= st.artMax(); n++ {
		best := -1
		for i := range spaces {
			if laid[i] < room[i] && (best < 0 || st.artGain(int(spaces[i]), laid[i]) > st.artGain(int(spaces[best]), laid[best])) {
				best = i
			}
		}
		if best < 0 {
			break
		}
		laid[best]++
		on = append(on, spaces[best])
		m := ArtMove{N: int8(n)}
		sorted := slices.Clone(on)
		slices.Sort(sorted)
		copy(m.On[:], sorted)
		want[m] = true
	}
	return slices.DeleteFunc(slices.Clone(legal), func(m engine.Move) bool {
		a, ok := m.(ArtMove)
		return ok && !want[a]
	})
}

// artGain is how much the rent of the current side's street sp rises
// with one more art work on top of the k laid this turn: doubled when the
// side holds the whole district, as the rent is.
func (st *state) artGain(sp, k int) int {
	rent := st.d.space(sp).Rent
	have := len(st.art[sp]) + k
	if have+1 >= len(rent) {
		return 0
	}
	gain := rent[have+1] - rent[have]
	if st.completes(st.current, sp) {
		gain *= 2
	}
	return gain
}

// searchBids keeps the least bid, the bid of the space's price and
// passing.
func (st *state) searchBids(legal []engine.Move) []engine.Move {
	price := st.d.space(st.here()).Price
	var out []engine.Move
	for k, m := range legal {
		if b, ok := m.(BidMove); !ok || k == 0 || b.Amount == price {
			out = append(out, m)
		}
	}
	return out
}

// leastStakes keeps the least stake on each product.
func leastStakes(legal []engine.Move) []engine.Move {
	least := 0
	for _, m := range legal {
		if sm, ok := m.(StakeMove); ok && (least == 0 || sm.Amount < least) {
			least = sm.Amount
		}
	}
	var out []engine.Move
	for _, m := range legal {
		if sm, ok := m.(StakeMove); ok && sm.Amount == least {
			out = append(out, m)
		}
	}
	return out
}
