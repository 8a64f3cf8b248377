package leonardo

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/pbem-games/pbem/engine"
)

// searchTestMoves is SearchMoves for the seat awaited first.
func searchTestMoves(st *state) []engine.Move {
	s := st.ToAct()[0]
	return Game{}.SearchMoves(st, s, st.Legal(s))
}

// An auction keeps the least bid, the space's price and passing.
func TestSearchMovesBids(t *testing.T) {
	st := turnTestBare(t, 3)
	turnTestAuction(t, st)
	assert.Equal(t, []engine.Move{BidMove{5}, BidMove{100}, PassMove{}}, searchTestMoves(st))
}

// Art works: drawing, one work on either of the two palaces it raises
// most, and more works laid greedily where each raises the rent most.
func TestSearchMovesArt(t *testing.T) {
	st := turnTestBare(t, 3)
	st.owner[2], st.owner[31], st.owner[32] = 0, 0, 0
	st.art[32] = []int8{0, 1, 2} // a fourth work raises its rent from 200 to 400
	st.current = 0
	st.setActor(phaseTurn, 0)
	st.sides[0].cash = 1000
	require.Greater(t, len(st.Legal(0)), 20)
	want := []engine.Move{
		RollMove{},
		ArtMove{N: 1, On: [4]int8{32}},
		ArtMove{N: 1, On: [4]int8{31}},
		ArtMove{N: 2, On: [4]int8{31, 32}},
		ArtMove{N: 3, On: [4]int8{31, 31, 32}},
		ArtMove{N: 4, On: [4]int8{31, 31, 31, 32}},
	}
	assert.ElementsMatch(t, want, searchTestMoves(st))
}

// A market keeps the least stake on each product.
func TestSearchMovesStakes(t *testing.T) {
	st := turnTestBare(t, 3)
	turnTestLand(st, 1, 2) // market 3
	turnTestDo(t, st, 0, MarketMove{})
	got := searchTestMoves(st)
	require.Len(t, got, len(st.d.Market.Products))
	for _, m := range got {
		assert.Equal(t, st.d.Market.MinStake, m.(StakeMove).Amount)
	}
}

// The negotiation keeps answers, withdrawals and being done, not new
// offers or alliances; a decision it does not narrow keeps every move.
func TestSearchMovesTalks(t *testing.T) {
	legal := []engine.Move{OfferMove{To: 1}, AllyMove{With: 2}, DeclineMove{From: 1}, AcceptMove{From: 1}, DoneMove{}}
	st := turnTestBare(t, 3)
	st.phase = phaseNegotiate
	assert.Equal(t, []engine.Move{DeclineMove{From: 1}, AcceptMove{From: 1}, DoneMove{}}, Game{}.SearchMoves(st, 0, legal))
	st.phase = phaseShift
	assert.Equal(t, legal, Game{}.SearchMoves(st, 0, legal))
}

// Along random games every kept move is legal and none is empty.
func TestSearchMovesAreLegal(t *testing.T) {
	for seed := range uint64(5) {
		st := turnTestStarted(t, 3, seed)
		rng := turnTestRng(seed)
		for st.phase != phaseOver {
			s := st.ToAct()[0]
			legal := st.Legal(s)
			some := Game{}.SearchMoves(st, s, legal)
			require.NotEmpty(t, some)
			for _, m := range some {
				require.Contains(t, legal, m)
			}
			require.NoError(t, st.ApplyQuiet(s, legal[rng.IntN(len(legal))], rng))
		}
	}
}
