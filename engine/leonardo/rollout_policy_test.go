package leonardo

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/pbem-games/pbem/engine"
)

// TestRolloutMoveOpensNoTalks checks that a rollout never makes an offer
// or proposes an alliance while something else is legal, and draws among
// the rest.
func TestRolloutMoveOpensNoTalks(t *testing.T) {
	legal := []engine.Move{
		OfferMove{To: 1, Give: Lot{Florins: 1}}, AllyMove{With: 2},
		DeclineMove{From: 1}, OfferMove{To: 2}, DoneMove{},
	}
	rng := rand.New(rand.NewPCG(1, 2))
	seen := map[engine.Move]int{}
	for range 200 {
		seen[Game{}.RolloutMove(nil, 0, legal, rng)]++
	}
	assert.Len(t, seen, 2)
	assert.Greater(t, seen[DeclineMove{From: 1}], 50)
	assert.Greater(t, seen[DoneMove{}], 50)
	only := []engine.Move{OfferMove{To: 1}}
	assert.Equal(t, only[0], Game{}.RolloutMove(nil, 0, only, rng))
}

// rolloutTestMove is the policy's move for the seat awaited first.
func rolloutTestMove(st *state) engine.Move {
	s := st.ToAct()[0]
	return Game{}.RolloutMove(st, s, st.Legal(s), rand.New(rand.NewPCG(3, 4)))
}

// A free street is bought while 100 Florins stay, auctioned otherwise.
func TestRolloutBuysWithReserve(t *testing.T) {
	st := turnTestBare(t, 3)
	turnTestLand(st, 29, 3) // Via dei Magnifici, 100
	assert.Equal(t, BuyMove{}, rolloutTestMove(st))
	st.sides[0].cash = 150
	assert.Equal(t, AuctionMove{}, rolloutTestMove(st))
}

// A bid goes up to the space's price, or half as much again when it
// completes the bidder's district, and never below half the reserve.
func TestRolloutBidsWhatItIsWorth(t *testing.T) {
	st := turnTestBare(t, 3)
	turnTestAuction(t, st)
	assert.Equal(t, BidMove{5}, rolloutTestMove(st))
	st.auction.high = 100
	assert.Equal(t, PassMove{}, rolloutTestMove(st), "105 for a card worth 100")
	st.owner[30], st.owner[31] = 0, 0
	assert.Equal(t, BidMove{105}, rolloutTestMove(st), "105 for the whole purple district")
	st.sides[0].cash = 150
	assert.Equal(t, PassMove{}, rolloutTestMove(st), "105 of 150 leaves less than 50")
}

// A market is opened and staked the least.
func TestRolloutMarketAndStake(t *testing.T) {
	st := turnTestBare(t, 3)
	turnTestLand(st, 1, 2) // market 3
	assert.Equal(t, MarketMove{}, rolloutTestMove(st))
	turnTestDo(t, st, 0, MarketMove{})
	m, ok := rolloutTestMove(st).(StakeMove)
	assert.True(t, ok)
	assert.Equal(t, 5, m.Amount)
}

// Art works are bought one a turn, for the dearest street, while the
// reserve stays.
func TestRolloutArt(t *testing.T) {
	st := turnTestBare(t, 3)
	st.owner[2], st.owner[32] = 0, 0
	st.current = 0
	st.setActor(phaseTurn, 0)
	assert.Equal(t, ArtMove{N: 1, On: [4]int8{32}}, rolloutTestMove(st))
	st.sides[0].cash = 140
	assert.Equal(t, RollMove{}, rolloutTestMove(st))
}

// Whole games played by the policy alone end, every move accepted.
func TestRolloutPlaysWholeGames(t *testing.T) {
	for seed := range uint64(5) {
		st := turnTestStarted(t, 3, seed)
		rng := rand.New(rand.NewPCG(seed, 9))
		for n := 0; st.phase != phaseOver; n++ {
			if n > 20000 {
				t.Fatalf("seed %d: no end after %d decisions", seed, n)
			}
			s := st.ToAct()[0]
			m := Game{}.RolloutMove(st, s, st.Legal(s), rng)
			if _, err := st.Apply(s, m, rng); err != nil {
				t.Fatalf("seed %d: %v refused: %v", seed, m, err)
			}
		}
	}
}
