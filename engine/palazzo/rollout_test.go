package palazzo

import (
	"math/rand/v2"
	"reflect"
	"slices"
	"testing"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/engine/enginetest"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestDrawForDrawsEveryIndex(t *testing.T) {
	for n := 1; n <= 300; n++ {
		for k := range n {
			require.Equal(t, k, enginetest.DrawFor(k, n).IntN(n), "k %d n %d", k, n)
		}
	}
}

// TestRandomMoveIsLegalsPick drives RandomMove to every index at every
// decision of random games: it must return the move Legal lists there.
func TestRandomMoveIsLegalsPick(t *testing.T) {
	decisions := 0
	for seed := range enginetest.ByDepth[uint64](9, 30, 30) {
		playRandom(t, 2+int(seed%3), seed, func(st *state, s engine.Seat, _ engine.Move) {
			enginetest.CheckRandomMove(t, st, s)
			decisions++
		})
	}
	t.Logf("%d decisions", decisions)
}

func TestRandomMoveOfOthers(t *testing.T) {
	st, _ := playRandom(t, 3, 1, nil)
	require.Nil(t, st.RandomMove(0, enginetest.NewRand(1)), "the game is over")
	es, _, err := Game{}.Setup(engine.Options{}, 3, enginetest.NewRand(1))
	require.NoError(t, err)
	require.Nil(t, es.(*state).RandomMove(es.ToAct()[0]+1, enginetest.NewRand(1)), "not to act")
}

// TestApplyQuietIsApply applies every move of random games both ways, from
// equal states and equal random streams: the states must stay equal, and
// a refused move must be refused with the same error.
func TestApplyQuietIsApply(t *testing.T) {
	for seed := range enginetest.ByDepth[uint64](9, 30, 30) {
		playRandom(t, 2+int(seed%3), seed, func(st *state, s engine.Seat, m engine.Move) {
			loud, quiet := st.clone(), st.clone()
			_, err := loud.Apply(s, m, enginetest.NewRand(seed))
			require.NoError(t, err)
			require.NoError(t, quiet.ApplyQuiet(s, m, enginetest.NewRand(seed)))
			loud.room = engine.EventRoom{} // the events told, not the game
			require.True(t, reflect.DeepEqual(loud, quiet), "states differ after %s", Game{}.FormatMove(st, m))
			wrong := st.next(s)
			_, want := st.clone().Apply(wrong, m, rand.New(rand.NewPCG(1, 2)))
			got := st.clone().ApplyQuiet(wrong, m, rand.New(rand.NewPCG(1, 2)))
			require.Equal(t, want, got)
		})
	}
}

// Palaces carved from one chunk never write into each other, and a clone
// carves from a room of its own.
func TestEmptyPalacesDoNotShare(t *testing.T) {
	st := &state{}
	a, b := st.emptyPalace(), st.emptyPalace()
	for f := int8(1); f <= palaceFloors; f++ {
		a = append(a, Tile{Floor: f, Mat: Brick, Windows: 1})
	}
	b = append(b, Tile{Floor: 1, Mat: Marble, Windows: 2})
	assert.Equal(t, Tile{Floor: 1, Mat: Marble, Windows: 2}, b[0])
	assert.Equal(t, int8(5), a.top())

	c := st.clone()
	mine, theirs := st.emptyPalace()[:1], c.emptyPalace()[:1]
	assert.NotSame(t, &mine[0], &theirs[0], "a clone must not carve from the original's room")
	allocs := testing.AllocsPerRun(10, func() {
		for range palaceChunk {
			_ = st.emptyPalace()
		}
	})
	assert.LessOrEqual(t, allocs, 1.0, "one allocation for a chunk of palaces")
}

// kindMasks agrees with the counts, kind by kind, counts of 128 and more
// included.
func TestKindMasks(t *testing.T) {
	rng := rand.New(rand.NewPCG(14, 5))
	for range 2000 {
		var s CardSet
		for k := range s {
			s[k] = []uint8{0, 0, 1, 2, 3, 127, 128, 255}[rng.IntN(8)]
		}
		some, several := s.kindMasks()
		for k, n := range s {
			require.Equal(t, n > 0, some>>k&1 != 0, "%v kind %d", s, k)
			require.Equal(t, n > 1, several>>k&1 != 0, "%v kind %d", s, k)
		}
	}
}

// maxPayment is the largest of the three currencies' maxAs.
func TestMaxPaymentIsBestCurrency(t *testing.T) {
	rng := rand.New(rand.NewPCG(14, 6))
	for i := range 2000 {
		tl := randomSet(rng, 4+i%30).tally()
		assert.Equal(t, max(tl.maxAs(Red), tl.maxAs(Brown), tl.maxAs(Silver)), tl.maxPayment())
	}
}

// Auctions reuse the state's room for bids, and a clone's auction must not
// write into the room of the original, whose auction may still be running.
func TestAuctionRoomNotShared(t *testing.T) {
	st := &state{names: []string{"A", "B", "C"}, players: make([]player, 3), phase: phaseBuyOrAuction}
	st.quarries[0] = []Tile{{Floor: 1, Mat: Brick, Windows: 1}}
	assert.NoError(t, st.auction(nil))
	st.lot.bids[1] = OpeningBid()
	c := st.clone()
	tiles := c.lot.tiles
	c.endTurn()
	c.phase, c.quarries[0] = phaseBuyOrAuction, tiles
	assert.NoError(t, c.auction(nil))
	assert.Equal(t, Bid{}, c.lot.bids[0], "the clone's auction starts from empty bids")
	assert.Equal(t, []Bid{OpeningBid(), OpeningBid(), {}}, st.lot.bids,
		"the clone's auction left the original's bids alone")

	st.lot.out[2] = true
	allocs := testing.AllocsPerRun(10, func() {
		tiles := st.lot.tiles
		st.endTurn()
		st.phase, st.quarries[0] = phaseBuyOrAuction, tiles
		_ = st.auction(nil)
	})
	assert.Equal(t, 0.0, allocs, "a second auction reuses the room")
	assert.Equal(t, []bool{false, false, false}, st.lot.out, "and clears it")
	want := make([]Bid, 3)
	want[st.active] = OpeningBid()
	assert.Equal(t, want, st.lot.bids)
}

// A quarry's tiles are carved from the state's room: laying tiles in empty
// quarries allocates once a chunk, and a quarry grown past its room never
// writes into its neighbour's.
func TestQuarriesCarved(t *testing.T) {
	st := &state{}
	a, b := Tile{Floor: 1, Mat: Brick, Windows: 1}, Tile{Floor: 2, Mat: Marble, Windows: 2}
	for range palaceFloors + 2 {
		st.addToQuarry(0, a)
		st.addToQuarry(1, b)
	}
	assert.Equal(t, slices.Repeat([]Tile{a}, palaceFloors+2), st.quarries[0])
	assert.Equal(t, slices.Repeat([]Tile{b}, palaceFloors+2), st.quarries[1])

	allocs := testing.AllocsPerRun(10, func() {
		for range palaceChunk {
			st.quarries[2] = nil // sold with its lot
			st.addToQuarry(2, a)
			st.addToQuarry(2, b)
		}
	})
	assert.LessOrEqual(t, allocs, 1.0, "one allocation for a chunk of quarries")
}

// A raise carves its bid's additions from the state's room, and bids stay
// values: raising a bid twice in different ways leaves each raise, and the
// bid raised, as they were.
func TestRaiseCarvesAdditions(t *testing.T) {
	var room []CardSet
	r5, r6, r7 := handOf(t, "r5"), handOf(t, "r6"), handOf(t, "r7")
	one, err := OpeningBid().raiseSet(r5, &room)
	require.NoError(t, err)
	two, err := one.raiseSet(r6, &room)
	require.NoError(t, err)
	other, err := one.raiseSet(r7, &room)
	require.NoError(t, err)
	assert.Equal(t, []CardSet{r5}, one.additions)
	assert.Equal(t, []CardSet{r5, r6}, two.additions)
	assert.Equal(t, []CardSet{r5, r7}, other.additions)
	assert.Equal(t, 3+6+5, two.Value())

	allocs := testing.AllocsPerRun(10, func() {
		for range additionsChunk / 2 {
			_, _ = one.raiseSet(r6, &room)
		}
	})
	assert.LessOrEqual(t, allocs, 1.0, "one allocation for a chunk of raises")

	st := &state{additionRoom: room}
	assert.Nil(t, st.clone().additionRoom, "a clone carves its own")
}

// Setup's events are made in one list of their final length, stack III is
// copied with room for the riders, and the discard has room for every card
// from the start (a search sets up a game at every rollout of a new deal).
func TestSetupAllocations(t *testing.T) {
	rng := enginetest.NewRand(5)
	allocs := testing.AllocsPerRun(20, func() {
		_, _, _ = Game{}.Setup(engine.Options{}, 3, rng)
	})
	assert.LessOrEqual(t, allocs, 27.0, "32 before: the events' list grown, stack III grown for the riders")

	es, _, err := Game{}.Setup(engine.Options{}, 3, rng)
	require.NoError(t, err)
	assert.Equal(t, len(NewDeck()), cap(es.(*state).discard), "the discard has room for the whole deck")
}
