package palazzo

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/pbem-games/pbem/engine"
)

// The tests below check the shortcuts that keep replays and random games
// fast against the plain computation they stand for.

// Every shared move equals the move it stands for, and a value out of the
// tables' range is converted as usual.
func TestBoxedMovesEqualTheirMoves(t *testing.T) {
	var tiles []Tile
	for f := int8(1); f <= 5; f++ {
		for m := Brick; m <= Marble; m++ {
			for w := int8(1); w <= 3; w++ {
				tiles = append(tiles, Tile{Floor: f, Mat: m, Windows: w})
			}
		}
	}
	tiles = append(tiles, Tile{}, riderTile, Tile{Floor: 6, Mat: Brick, Windows: 1})
	var cards []Card
	for k := range cardKinds {
		cards = append(cards, kindCard(k))
	}
	cards = append(cards, Card{Cur: Red, Value: 9}, Card{})
	palaces := []int{NewPalace - 1, NewPalace, 0, 1, boxPalaces - 1, boxPalaces, 40}
	for _, tile := range tiles {
		assert.Equal(t, engine.Move(PickMove{Tile: tile}), boxPick(PickMove{Tile: tile}))
		assert.Equal(t, engine.Move(DiscardMove{Tile: tile}), boxDiscard(DiscardMove{Tile: tile}))
		for _, p := range palaces {
			assert.Equal(t, engine.Move(BuildMove{Tile: tile, Palace: p}), boxBuild(BuildMove{Tile: tile, Palace: p}))
		}
	}
	for _, pay := range cards {
		for _, p := range palaces {
			assert.Equal(t, engine.Move(RemoveMove{Palace: p, Pay: pay}), boxRemove(RemoveMove{Palace: p, Pay: pay}))
			for floor := 0; floor <= 6; floor++ {
				assert.Equal(t, engine.Move(ExtractMove{Palace: p, Floor: floor, Pay: pay}), boxExtract(ExtractMove{Palace: p, Floor: floor, Pay: pay}))
			}
			for _, q := range palaces {
				assert.Equal(t, engine.Move(InsertMove{From: p, Into: q, Pay: pay}), boxInsert(InsertMove{From: p, Into: q, Pay: pay}))
			}
		}
	}
}

func TestBoxedTakesEqualTheirMoves(t *testing.T) {
	for a := range cardKinds {
		var one CardSet
		one[a] = 1
		assert.Equal(t, engine.Move(TakeMove{Cards: one}), boxTake(a, cardKinds))
		assert.Equal(t, engine.Move(TakeMove{Cards: one}), boxTakeSet(one))
		for b := a; b < cardKinds; b++ {
			two := one
			two[b]++
			assert.Equal(t, engine.Move(TakeMove{Cards: two}), boxTake(a, b))
			assert.Equal(t, engine.Move(TakeMove{Cards: two}), boxTakeSet(two))
		}
	}
	rng := rand.New(rand.NewPCG(3, 4))
	for range 500 {
		var cs CardSet
		for range rng.IntN(6) {
			cs[rng.IntN(cardKinds)]++
		}
		assert.Equal(t, engine.Move(TakeMove{Cards: cs}), boxTakeSet(cs), "%v", cs)
		assert.Equal(t, engine.Move(BidMove{Add: cs}), boxBid(cs), "%v", cs)
	}
}

// Listing the raises of a small hand shares its one- and two-card moves:
// the only allocations left are the list's own and the search's.
func TestLegalBidsShareSmallRaises(t *testing.T) {
	var one, two CardSet
	one[0], two[1], two[2] = 1, 1, 1
	assert.Equal(t, engine.Move(BidMove{Add: one}), boxBid(one))
	assert.Equal(t, engine.Move(BidMove{Add: two}), boxBid(two))
	assert.Zero(t, testing.AllocsPerRun(10, func() { _ = boxBid(one); _ = boxBid(two) }))
}

// String of one or two cards comes from a table; it must read as the
// tokens written out.
func TestCardSetStringOfFewCards(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	for range 2000 {
		var cs CardSet
		for range rng.IntN(5) {
			cs[rng.IntN(cardKinds)]++
		}
		assert.Equal(t, string(cs.appendTokens(nil)), cs.String(), "%v", cs.Cards())
	}
	assert.Equal(t, "r3 c2", SetOf(Card{Cert, 2}, Card{Red, 3}).String())
	assert.Equal(t, "s7 s7", SetOf(Card{Silver, 7}, Card{Silver, 7}).String())
	assert.Equal(t, "b4", SetOf(Card{Brown, 4}).String())
	assert.Equal(t, "", CardSet{}.String())
}

// One search serves the payments of one tile and of two: they must be
// those of two searches.
func TestCheapestTwiceIsCheapestOfEach(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 8))
	for range 3000 {
		var hand CardSet
		for range rng.IntN(14) {
			hand[rng.IntN(cardKinds)]++
		}
		tl := hand.tally()
		need := 1 + rng.IntN(30)
		pays, oks := tl.cheapestTwice(need)
		for i, n := range []int{need, 2 * need} {
			want, ok := tl.cheapest(n, NoCurrency)
			require.Equal(t, ok, oks[i], "hand %v, need %d", hand.Cards(), n)
			if ok {
				assert.Equal(t, want.set(), pays[i].set(), "hand %v, need %d", hand.Cards(), n)
			}
		}
	}
}

// appendDistinct lists each tile once, in tile order, after what dst holds.
func TestAppendDistinct(t *testing.T) {
	a, b, c := Tile{1, Brick, 1}, Tile{3, Marble, 2}, Tile{2, Sandstone, 3}
	assert.Equal(t, []Tile{a, c, b}, appendDistinct(nil, []Tile{b, a, c, b, a}))
	assert.Equal(t, []Tile{b, a}, appendDistinct([]Tile{b}, []Tile{a, a}))
	assert.Empty(t, appendDistinct(nil, nil))
	odd := Tile{9, Brick, 1} // not a tile of the game: sorted all the same
	assert.Equal(t, []Tile{a, b, odd}, appendDistinct(nil, []Tile{odd, b, a, odd}))
	rng := rand.New(rand.NewPCG(14, 7))
	for range 500 { // the marks agree with sorting
		ts := make([]Tile, rng.IntN(12))
		for i := range ts {
			ts[i] = tileAt(rng.IntN(boxTiles))
		}
		assert.Equal(t, sortDistinct(nil, ts), appendDistinct(nil, ts), "%v", ts)
	}
}
