package princes

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/engine/enginetest"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Seats of the rule text's example.
const (
	auctionTestAnne engine.Seat = iota
	auctionTestBruno
	auctionTestChristian
	auctionTestDavid
)

// auctionTestGame deals a game of n players and lets every seat keep its
// first three cards: round 1's auction phase, Anne to open.
func auctionTestGame(t *testing.T, n int) *state {
	t.Helper()
	rng := rand.New(rand.NewPCG(1, 2))
	st, _ := newGame(setupTestNames[:n], rng)
	for s := range n {
		_, err := st.Apply(engine.Seat(s), st.legalKeep(engine.Seat(s))[0], rng)
		require.NoError(t, err)
	}
	return st
}

// auctionTestPlay applies moves in turn, each by the seat awaited, and
// returns the events. BidMove{} stands for "bid" as a player types it:
// the next price.
func auctionTestPlay(t *testing.T, st *state, moves ...engine.Move) []engine.Event {
	t.Helper()
	var all []engine.Event
	for _, m := range moves {
		require.Len(t, st.ToAct(), 1)
		s := st.ToAct()[0]
		if m == (BidMove{}) {
			m = BidMove{Price: st.auction.price + data().Auction.Raise}
		}
		evs, err := st.Apply(s, m, rand.New(rand.NewPCG(5, 6)))
		require.NoError(t, err, "%s: %v", st.names[s], m)
		all = append(all, evs...)
	}
	return all
}

// auctionTestActor is the one seat awaited.
func auctionTestActor(t *testing.T, st *state) engine.Seat {
	t.Helper()
	require.Len(t, st.ToAct(), 1)
	return st.ToAct()[0]
}

// auctionTestKeys lists the keys of evs.
func auctionTestKeys(evs []engine.Event) []string {
	var ks []string
	for _, e := range evs {
		ks = append(ks, e.Key)
	}
	return ks
}

// auctionTestFirstPlace is the first legal placement of the landscape
// bought.
func auctionTestFirstPlace(t *testing.T, st *state) engine.Move {
	t.Helper()
	require.Equal(t, phasePlace, st.phase)
	return st.Legal(auctionTestActor(t, st))[0]
}

// The rule text's example: park to Anne at 200, jester to David at 700,
// forest to Bruno at 600, and Christian alone takes a builder for 200.
func TestAuctionRuleExample(t *testing.T) {
	st := auctionTestGame(t, 4)
	auctionTestPlay(t, st, OpenMove{Stack: stackPark}, PassMove{}, PassMove{}, PassMove{})
	assert.Equal(t, auctionTestAnne, auctionTestActor(t, st))
	auctionTestPlay(t, st, auctionTestFirstPlace(t, st))
	assert.Equal(t, phaseOpen, st.phase)
	assert.Equal(t, auctionTestBruno, auctionTestActor(t, st), "Anne bought: the next free player opens")

	auctionTestPlay(t, st, OpenMove{Stack: stackJester},
		BidMove{Price: 300}, BidMove{Price: 400}, // Christian, David
		BidMove{Price: 500}, BidMove{}, BidMove{Price: 700}, // Bruno, Christian, David (Anne is out)
		PassMove{}, PassMove{}) // Bruno, Christian
	assert.Equal(t, phaseOpen, st.phase)
	assert.Equal(t, auctionTestBruno, auctionTestActor(t, st), "Bruno did not win his auction: he opens again")

	auctionTestPlay(t, st, OpenMove{Stack: stackForest},
		BidMove{}, BidMove{}, BidMove{}, BidMove{}, // Christian 300, Bruno 400, Christian 500, Bruno 600
		PassMove{}) // Christian
	auctionTestPlay(t, st, auctionTestFirstPlace(t, st))
	assert.Equal(t, phaseLastBuy, st.phase)
	assert.Equal(t, auctionTestChristian, auctionTestActor(t, st))
	assert.ElementsMatch(t, []engine.Move{BuyMove{Stack: stackLake}, BuyMove{Stack: stackBuilder},
		BuyMove{Stack: stackPrestige}, BuyMove{Stack: stackRecruiting}, DeclineMove{}},
		st.Legal(auctionTestChristian), "the four stacks left, or nothing")

	evs := auctionTestPlay(t, st, BuyMove{Stack: stackBuilder})
	assert.Contains(t, auctionTestKeys(evs), "event.auction-ends")
	var florins []int
	var bought []int8
	for _, p := range st.players {
		florins = append(florins, p.florins)
		bought = append(bought, p.bought)
	}
	assert.Equal(t, []int{3300, 2900, 3300, 2800}, florins)
	assert.Equal(t, []int8{stackPark, stackForest, stackBuilder, stackJester}, bought)
	assert.Equal(t, int8(1), st.players[auctionTestDavid].dom.jesters)
	assert.Equal(t, int8(1), st.players[auctionTestChristian].dom.builders)
	assert.Equal(t, int8(5), st.supply.builders)
	assert.Equal(t, [3]int8{5, 6, 5}, st.supply.landscapes)
}

func TestAuctionOpenerWhoBoughtHandsOnPastBuyers(t *testing.T) {
	st := auctionTestGame(t, 4)
	auctionTestPlay(t, st, OpenMove{Stack: stackJester}, BidMove{}, PassMove{}, PassMove{}, PassMove{})
	assert.Equal(t, stackJester, st.players[auctionTestBruno].bought)
	assert.Equal(t, auctionTestAnne, auctionTestActor(t, st), "Anne did not buy: she opens again")
	auctionTestPlay(t, st, OpenMove{Stack: stackBuilder}, PassMove{}, PassMove{})
	assert.Equal(t, auctionTestChristian, auctionTestActor(t, st), "Anne bought; Bruno has bought: Christian opens")
	assert.Equal(t, phaseOpen, st.phase)
	assert.NotContains(t, st.Legal(auctionTestChristian), OpenMove{Stack: stackBuilder}, "a stack sells once a round")
	_, err := st.Apply(auctionTestChristian, OpenMove{Stack: stackJester}, nil)
	assert.ErrorIs(t, err, engine.ErrIllegal)
}

func TestAuctionDecline(t *testing.T) {
	st := auctionTestGame(t, 4)
	evs := auctionTestPlay(t, st, DeclineMove{})
	assert.Equal(t, []string{"event.declines"}, auctionTestKeys(evs))
	assert.Equal(t, auctionTestBruno, auctionTestActor(t, st), "the next free player opens")
	auctionTestPlay(t, st, OpenMove{Stack: stackLake}, PassMove{}, PassMove{})
	assert.Equal(t, auctionTestBruno, st.auction.high, "Anne declined: she bids no more")
	auctionTestPlay(t, st, auctionTestFirstPlace(t, st))
	assert.Equal(t, auctionTestChristian, auctionTestActor(t, st))
	auctionTestPlay(t, st, DeclineMove{})
	assert.Equal(t, phaseLastBuy, st.phase, "one player left without a purchase")
	assert.Equal(t, auctionTestDavid, auctionTestActor(t, st))
	evs = auctionTestPlay(t, st, DeclineMove{})
	assert.Contains(t, auctionTestKeys(evs), "event.auction-ends")
	assert.Equal(t, 3500, st.players[auctionTestDavid].florins)
}

func TestAuctionBidPrices(t *testing.T) {
	st := auctionTestGame(t, 3)
	auctionTestPlay(t, st, OpenMove{Stack: stackJester})
	_, err := st.Apply(auctionTestBruno, BidMove{Price: 400}, nil)
	require.ErrorIs(t, err, engine.ErrIllegal)
	assert.Contains(t, err.Error(), "the next bid is 300", "the error says the price now")
	_, err = st.Apply(auctionTestBruno, OpenMove{Stack: stackLake}, nil)
	assert.ErrorIs(t, err, engine.ErrIllegal)
	auctionTestPlay(t, st, BidMove{Price: 300})
	assert.Equal(t, 300, st.auction.price)
	assert.Equal(t, auctionTestBruno, st.auction.high)
}

func TestAuctionAutomaticPassWithoutMoney(t *testing.T) {
	st := auctionTestGame(t, 3)
	st.players[auctionTestChristian].florins = 250
	evs := auctionTestPlay(t, st, OpenMove{Stack: stackJester}, PassMove{})
	assert.Contains(t, auctionTestKeys(evs), "event.passes-no-money", "Christian cannot pay 300")
	assert.Equal(t, stackJester, st.players[auctionTestAnne].bought, "nobody else in: Anne buys at 200")
	assert.Equal(t, 3300, st.players[auctionTestAnne].florins)
}

func TestAuctionBidNeedsMoneyButPrestigeSells(t *testing.T) {
	st := auctionTestGame(t, 3)
	st.players[auctionTestBruno].florins = 250
	st.players[auctionTestBruno].prestige = 1
	auctionTestPlay(t, st, OpenMove{Stack: stackJester})
	require.Equal(t, auctionTestBruno, auctionTestActor(t, st), "selling prestige would pay: Bruno decides")
	assert.Equal(t, []engine.Move{PassMove{}, SellMove{Points: 1}}, st.Legal(auctionTestBruno))
	_, err := st.Apply(auctionTestBruno, BidMove{Price: 300}, nil)
	assert.ErrorIs(t, err, engine.ErrIllegal, "no bid beyond one's Florins")
	auctionTestPlay(t, st, SellMove{Points: 1}, BidMove{})
	assert.Equal(t, 300, st.auction.price)
}

func TestAuctionOpenerWithoutMoneyDeclines(t *testing.T) {
	st := auctionTestGame(t, 3)
	st.players[auctionTestBruno].florins = 100
	evs := auctionTestPlay(t, st, OpenMove{Stack: stackJester}, PassMove{}) // Bruno passes unasked
	assert.Contains(t, auctionTestKeys(evs), "event.passes-no-money")
	assert.Contains(t, auctionTestKeys(evs), "event.declines-no-money", "Bruno, to open, can open nothing")
	assert.True(t, st.players[auctionTestBruno].declined)
	assert.Equal(t, phaseLastBuy, st.phase)
	assert.Equal(t, auctionTestChristian, auctionTestActor(t, st))
}

func TestAuctionBuilderLimitAndPrestige(t *testing.T) {
	st := auctionTestGame(t, 3)
	st.players[auctionTestBruno].dom.builders = 3
	st.players[auctionTestAnne].dom.builders = 1
	evs := auctionTestPlay(t, st, OpenMove{Stack: stackBuilder}, PassMove{})
	assert.Contains(t, auctionTestKeys(evs), "event.passes-builders-full")
	assert.Equal(t, int8(2), st.players[auctionTestAnne].dom.builders)
	assert.Equal(t, 3, st.players[auctionTestAnne].prestige, "the second builder scores 3")

	st = auctionTestGame(t, 3)
	st.players[auctionTestAnne].dom.builders = 3
	assert.NotContains(t, st.Legal(auctionTestAnne), OpenMove{Stack: stackBuilder})
	_, err := st.Apply(auctionTestAnne, OpenMove{Stack: stackBuilder}, nil)
	assert.ErrorIs(t, err, engine.ErrIllegal, "no fourth builder")
	auctionTestPlay(t, st, OpenMove{Stack: stackJester}, PassMove{}, PassMove{})
	assert.Zero(t, st.players[auctionTestAnne].prestige)

	st = auctionTestGame(t, 3)
	auctionTestPlay(t, st, OpenMove{Stack: stackBuilder}, PassMove{}, PassMove{})
	assert.Zero(t, st.players[auctionTestAnne].prestige, "the first builder scores nothing")
}

func TestAuctionSecondLandscapeScores(t *testing.T) {
	st := auctionTestGame(t, 3)
	st.players[auctionTestAnne].dom.landscapes[stackLake] = 1
	auctionTestPlay(t, st, OpenMove{Stack: stackPark}, PassMove{}, PassMove{})
	auctionTestPlay(t, st, auctionTestFirstPlace(t, st))
	assert.Zero(t, st.players[auctionTestAnne].prestige, "a lake does not make a park the second")

	st = auctionTestGame(t, 3)
	st.players[auctionTestAnne].dom.landscapes[stackPark] = 1
	auctionTestPlay(t, st, OpenMove{Stack: stackPark}, PassMove{}, PassMove{})
	evs := auctionTestPlay(t, st, auctionTestFirstPlace(t, st))
	assert.Contains(t, auctionTestKeys(evs), "event.landscape-prestige")
	assert.Equal(t, 3, st.players[auctionTestAnne].prestige)
	assert.Equal(t, int8(2), st.players[auctionTestAnne].dom.landscapes[stackPark])
}

func TestAuctionPlacement(t *testing.T) {
	st := auctionTestGame(t, 3)
	auctionTestPlay(t, st, OpenMove{Stack: stackPark}, PassMove{}, PassMove{})
	spots := footprints(data().Landscapes.Types[stackPark].shape)
	var onPalace mask
	for _, fp := range spots {
		if fp.Cells&maskOf(data().palace) != 0 {
			onPalace = fp.Cells
			break
		}
	}
	require.NotZero(t, onPalace)
	for _, cells := range []mask{onPalace, bit(0, 6) | bit(1, 0), bit(0, 0) | bit(0, 1) | bit(0, 2)} {
		before := st.Clone()
		_, err := st.Apply(auctionTestAnne, PlaceMove{Landscape: stackPark, Cells: cells}, nil)
		assert.ErrorIs(t, err, engine.ErrIllegal, "%#x", uint64(cells))
		assert.Equal(t, before, st.Clone())
	}
	_, err := st.Apply(auctionTestAnne, PlaceMove{Landscape: stackLake, Cells: bit(0, 0) | bit(1, 0) | bit(1, 1)}, nil)
	assert.ErrorIs(t, err, engine.ErrIllegal, "the landscape bought, no other")
	legal := st.Legal(auctionTestAnne)
	assert.Len(t, legal, len(spots)-auctionTestCountOn(spots, maskOf(data().palace)), "every footprint off the palace")
	evs := auctionTestPlay(t, st, PlaceMove{Landscape: stackPark, Cells: bit(0, 0) | bit(0, 1)})
	assert.Equal(t, []string{"Anne", "park", "a7"}, evs[0].Args)

	// A second park may not cover the first.
	st.auction.stack = stackPark
	st.setActor(phasePlace, auctionTestAnne)
	_, err = st.Apply(auctionTestAnne, PlaceMove{Landscape: stackPark, Cells: bit(0, 1) | bit(0, 2)}, nil)
	assert.ErrorIs(t, err, engine.ErrIllegal)
	auctionTestPlay(t, st, PlaceMove{Landscape: stackPark, Cells: bit(0, 2) | bit(0, 3)})
	assert.Equal(t, bit(0, 0)|bit(0, 1)|bit(0, 2)|bit(0, 3), st.players[auctionTestAnne].dom.occupied&^maskOf(data().palace),
		"landscapes may touch")
}

// auctionTestCountOn counts the footprints that meet m.
func auctionTestCountOn(fps []footprint, m mask) int {
	n := 0
	for _, fp := range fps {
		if fp.Cells&m != 0 {
			n++
		}
	}
	return n
}

func TestAuctionNoRoomForLandscape(t *testing.T) {
	st := auctionTestGame(t, 3)
	// Bruno's principality is full but for two squares apart.
	st.players[auctionTestBruno].dom.occupied = fullGrid &^ (bit(0, 0) | bit(0, 2))
	evs := auctionTestPlay(t, st, OpenMove{Stack: stackPark})
	assert.Contains(t, auctionTestKeys(evs), "event.passes-no-room")
	assert.Equal(t, auctionTestChristian, auctionTestActor(t, st))
}

func TestAuctionPrestigeCard(t *testing.T) {
	for _, ordered := range []bool{false, true} {
		st := auctionTestGame(t, 3)
		top := slices.Clone(st.prestigeDeck[:5])
		evs := auctionTestPlay(t, st, OpenMove{Stack: stackPrestige}, PassMove{}, PassMove{})
		require.Equal(t, phasePickPrestige, st.phase)
		looked := evs[len(evs)-1]
		assert.Equal(t, "event.looks-prestige", looked.Key)
		assert.Equal(t, []engine.Seat{auctionTestAnne}, looked.To, "only the buyer sees the cards")
		assert.Len(t, st.Legal(auctionTestAnne), 5)
		m := PickMove{Kind: pickPrestige, Card: top[2], Under: noUnder}
		want := []int8{top[0], top[1], top[3], top[4]}
		if ordered {
			m.Under = [4]int8{top[4], top[0], top[3], top[1]}
			want = m.Under[:]
		}
		evs = auctionTestPlay(t, st, m)
		assert.Equal(t, []int8{top[2]}, st.players[auctionTestAnne].prestigeCards)
		assert.Equal(t, want, st.prestigeDeck[len(st.prestigeDeck)-4:], "the others go under in the order given")
		assert.Len(t, st.prestigeDeck, 13)
		for _, e := range evs {
			if e.Public() {
				assert.NotContains(t, e.Args, prestigeID(top[2]), "nobody else learns which")
			}
		}
		assert.Equal(t, auctionTestBruno, auctionTestActor(t, st))
	}
}

func TestAuctionRecruitNowOrHold(t *testing.T) {
	poet := words().professionBy["poet"]
	for _, hold := range []bool{false, true} {
		st := auctionTestGame(t, 3)
		st.players[auctionTestChristian].table = []int8{poet}
		auctionTestPlay(t, st, OpenMove{Stack: stackRecruiting}, PassMove{}, PassMove{})
		require.Equal(t, phaseRecruitNow, st.phase)
		recruit := RecruitMove{From: auctionTestChristian, Card: poet}
		assert.Equal(t, []engine.Move{recruit, HoldMove{}}, st.Legal(auctionTestAnne))
		if hold {
			auctionTestPlay(t, st, HoldMove{})
			assert.Equal(t, int8(1), st.players[auctionTestAnne].recruits)
		} else {
			auctionTestPlay(t, st, recruit)
			assert.Zero(t, st.players[auctionTestAnne].recruits)
			assert.Contains(t, st.players[auctionTestAnne].hand, poet)
			assert.Equal(t, []int8{recruitCard}, st.players[auctionTestChristian].table)
		}
		assert.Equal(t, int8(4), st.supply.recruits)
		assert.Equal(t, auctionTestBruno, auctionTestActor(t, st))
	}
	st := auctionTestGame(t, 3)
	evs := auctionTestPlay(t, st, OpenMove{Stack: stackRecruiting}, PassMove{}, PassMove{})
	assert.Contains(t, auctionTestKeys(evs), "event.holds-none-face-up", "nothing face up: no decision")
	assert.Equal(t, int8(1), st.players[auctionTestAnne].recruits)
	assert.Equal(t, phaseOpen, st.phase)
}

// Every move Legal lists is accepted and reads back from its notation, over seven auction phases of random
// play (the action phase is not played: each round starts by hand). Games: 3
// under -short, 12 by default, 30 in full.
func TestAuctionLegalMovesAreAccepted(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for game := range enginetest.ByDepth(3, 12, 30) {
		n := 3 + game%3
		st := auctionTestGame(t, n)
		for s := range st.players { // a profession face up each, to recruit
			st.players[s].table = []int8{st.professions[s]}
		}
		for round := 1; round <= 7; round++ {
			if round > 1 {
				st.round, st.start = round, st.next(st.start)
				st.startAuction(nil)
			}
			for ply := 0; ; ply++ {
				require.Less(t, ply, 200, "the auction phase ends")
				s := auctionTestActor(t, st)
				legal := st.Legal(s)
				require.NotEmpty(t, legal)
				auctionTestRefusesUnlisted(t, st, s, legal)
				m := legal[rng.IntN(len(legal))]
				text := Game{}.FormatMove(st, m)
				back, err := Game{}.ParseMove(st, s, text)
				require.NoError(t, err, text)
				require.Equal(t, m, back, "%q reads back as the move listed", text)
				evs, err := st.Apply(s, m, rng)
				require.NoError(t, err, "game %d round %d: %s %v", game, round, st.names[s], m)
				for _, e := range evs {
					require.True(t, loadCatalogues().English().Has(e.Key), "%s has an English text", e.Key)
				}
				if slices.Contains(auctionTestKeys(evs), "event.auction-ends") {
					break
				}
			}
			stacks := map[int8]bool{}
			for _, p := range st.players {
				assert.True(t, p.declined != (p.bought != noStack), "each bought or declined")
				assert.False(t, p.bought != noStack && stacks[p.bought], "one item a stack")
				stacks[p.bought] = true
				assert.LessOrEqual(t, p.dom.builders, int8(3))
			}
		}
	}
}

// auctionTestRefusesUnlisted checks that the auction moves Legal does not
// list are refused, leaving the state as it was: Legal lists every choice.
func auctionTestRefusesUnlisted(t *testing.T, st *state, s engine.Seat, legal []engine.Move) {
	t.Helper()
	moves := []engine.Move{PassMove{}, DeclineMove{}, BidMove{}, BidMove{Price: 150}, HoldMove{}, OpenMove{Stack: 9}}
	for k := range stackCount {
		moves = append(moves, OpenMove{Stack: k}, BuyMove{Stack: k})
	}
	for _, m := range moves {
		if slices.Contains(legal, m) {
			continue
		}
		c := st.Clone()
		_, err := c.Apply(s, m, nil)
		require.ErrorIs(t, err, engine.ErrIllegal, "%v is not listed", m)
		require.Equal(t, st.Clone(), c.Clone(), "a refused %v changes nothing", m)
	}
}

func TestAuctionNothingLeftToTake(t *testing.T) {
	st := auctionTestGame(t, 3)
	st.supply = supply{builders: 1}
	st.prestigeDeck = nil
	st.players[auctionTestBruno].dom.builders = 3
	st.players[auctionTestChristian].florins = 150
	evs := auctionTestPlay(t, st, OpenMove{Stack: stackBuilder})
	assert.Equal(t, []string{"event.opens", "event.passes-builders-full", "event.passes-no-money", "event.buys",
		"event.declines-nothing", "event.declines-no-money", "event.auction-ends"}, auctionTestKeys(evs),
		"nobody else can bid: Anne buys at once; Bruno, to open, can take nothing left; Christian, last, cannot pay")
	assert.Equal(t, stackBuilder, st.players[auctionTestAnne].bought)
	assert.True(t, st.players[auctionTestBruno].declined)
	assert.True(t, st.players[auctionTestChristian].declined)
}
