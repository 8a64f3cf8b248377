package leonardo

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/pbem-games/pbem/engine"
)

// ownTestMove is the policy's move for the seat awaited first.
func ownTestMove(st *state) engine.Move {
	s := st.ToAct()[0]
	return Game{}.OwnRolloutMove(st, s, st.Legal(s), rand.New(rand.NewPCG(3, 4)))
}

// A free street is bought while 400 Florins stay, auctioned otherwise.
func TestOwnRolloutBuysWithReserve(t *testing.T) {
	st := turnTestBare(t, 3)
	turnTestLand(st, 29, 3) // Via dei Magnifici, 100
	st.sides[0].cash = 500
	assert.Equal(t, BuyMove{}, ownTestMove(st))
	st.sides[0].cash = 450
	assert.Equal(t, AuctionMove{}, ownTestMove(st))
}

// A bid goes up to the space's price, or half as much again when it
// completes the bidder's district, and never below half the reserve.
func TestOwnRolloutBidsWhatItIsWorth(t *testing.T) {
	st := turnTestBare(t, 3)
	turnTestAuction(t, st)
	assert.Equal(t, BidMove{5}, ownTestMove(st))
	st.auction.high = 100
	assert.Equal(t, PassMove{}, ownTestMove(st), "105 for a card worth 100")
	st.owner[30], st.owner[31] = 0, 0
	st.owned = st.ownedByWalk() // owner set by hand
	assert.Equal(t, PassMove{}, ownTestMove(st), "105 of 250 leaves less than 200")
	st.sides[0].cash = 400
	assert.Equal(t, BidMove{105}, ownTestMove(st), "105 for the whole purple district")
}

// A market is opened and staked the least.
func TestOwnRolloutMarketAndStake(t *testing.T) {
	st := turnTestBare(t, 3)
	turnTestLand(st, 1, 2) // market 3
	assert.Equal(t, MarketMove{}, ownTestMove(st))
	turnTestDo(t, st, 0, MarketMove{})
	m, ok := ownTestMove(st).(StakeMove)
	assert.True(t, ok)
	assert.Equal(t, 5, m.Amount)
}

// Art works are bought one a turn, for the dearest street, while the
// reserve stays.
func TestOwnRolloutArt(t *testing.T) {
	st := turnTestBare(t, 3)
	st.owner[2], st.owner[32] = 0, 0
	st.owned = st.ownedByWalk() // owner set by hand
	st.current = 0
	st.setActor(phaseTurn, 0)
	st.sides[0].cash = 450
	assert.Equal(t, ArtMove{N: 1, On: [4]int8{32}}, ownTestMove(st))
	st.sides[0].cash = 440
	assert.Equal(t, RollMove{}, ownTestMove(st))
}

// Whole games played by the policy alone end, every move accepted.
func TestOwnRolloutPlaysWholeGames(t *testing.T) {
	for seed := range uint64(5) {
		st := turnTestStarted(t, 3, seed)
		rng := rand.New(rand.NewPCG(seed, 9))
		for n := 0; st.phase != phaseOver; n++ {
			if n > 20000 {
				t.Fatalf("seed %d: no end after %d decisions", seed, n)
			}
			s := st.ToAct()[0]
			m := Game{}.OwnRolloutMove(st, s, st.Legal(s), rng)
			if _, err := st.Apply(s, m, rng); err != nil {
				t.Fatalf("seed %d: %v refused: %v", seed, m, err)
			}
		}
	}
}

// The policy playing one seat beats two uniformly random players in far
// more than the even third of 3-player games (79% over 3,000 games; a
// uniformly random policy would win a third).
func TestOwnRolloutBeatsRandom(t *testing.T) {
	const games = 300
	wins := 0.0
	for seed := range uint64(games) {
		st := turnTestStarted(t, 3, seed)
		rng := rand.New(rand.NewPCG(seed, 9))
		me := engine.Seat(seed % 3)
		for st.phase != phaseOver {
			s := st.ToAct()[0]
			legal := st.Legal(s)
			m := legal[rng.IntN(len(legal))]
			if s == me {
				m = Game{}.OwnRolloutMove(st, s, legal, rng)
			}
			if err := st.ApplyQuiet(s, m, rng); err != nil {
				t.Fatalf("seed %d: %v refused: %v", seed, m, err)
			}
		}
		r, _ := st.Result()
		for _, w := range r.Winners {
			if w == me {
				wins += 1 / float64(len(r.Winners))
			}
		}
	}
	assert.Greater(t, wins/games, 0.6)
	t.Logf("the policy won %.1f%% of %d games", 100*wins/games, games)
}
