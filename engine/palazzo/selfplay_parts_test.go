package palazzo

import (
	"math"
	"math/rand/v2"
	"testing"

	"github.com/pbem-games/pbem/engine/enginetest"
	"github.com/stretchr/testify/require"
)

// TestTileValidByRanges checks valid's unsigned comparisons against the
// rule they stand for, for every value of every field.
func TestTileValidByRanges(t *testing.T) {
	n := 0
	for f := math.MinInt8; f <= math.MaxInt8; f++ {
		for m := math.MinInt8; m <= math.MaxInt8; m++ {
			for w := math.MinInt8; w <= math.MaxInt8; w++ {
				tile := Tile{Floor: int8(f), Mat: Material(m), Windows: int8(w)}
				want := f >= 1 && f <= 5 && m >= int(Brick) && m <= int(Marble) && w >= 1 && w <= 3
				if tile.valid() != want {
					require.Equal(t, want, tile.valid(), "%#v", tile)
				}
				if want {
					n++
					require.Equal(t, tile, tilesByIndex[tile.tileIndex()], "tilesByIndex")
				}
			}
		}
	}
	require.Equal(t, 45, n)
}

// TestWideWalkEqualsFullSearch: for worths above one word (64 to 127),
// the walk in rows of two words pays what the full search pays, for rich
// hands and every set of currencies that pay the worth; and the worths
// its rows hold are worthsAs' (raiseWorths counts the raises from them).
func TestWideWalkEqualsFullSearch(t *testing.T) {
	rng := rand.New(rand.NewPCG(24, 3))
	walked := 0
	for i := range enginetest.ByDepth(300, 1500, 1500) {
		tl := randomSet(rng, 24+i%4*8).tally()
		var sets [numNatural][2]uint64
		for x := Red; x < Cert; x++ {
			tl.worthsAs(x, sets[x][:])
		}
		for value := exactMax + 1; value <= wideMax; value++ {
			var curs uint8
			for x := Red; x < Cert; x++ {
				if worthSet(sets[x][:]).has(value) && rng.IntN(3) > 0 {
					curs |= 1 << x
				}
			}
			if curs == 0 {
				continue
			}
			walked++
			want := tl.payExactlySearch(value, curs)
			got := tl.payExactlySmall(value, curs)
			require.Equal(t, want.set(), got.set(), "hand %v, worth %d, currencies %b", tl.set(), value, curs)
		}
		most := tl.maxPayment()
		if most <= exactMax || most > wideMax {
			continue
		}
		var b walkBase
		b.init(&tl, most)
		for x := Red; x < Cert; x++ {
			var w exactWalk
			w.prepareFrom(&tl, &b, x)
			want := [2]uint64{sets[x][0], sets[x][1] & (^uint64(0) >> (wideMax - most))}
			require.Equal(t, want, w.all, "hand %v, currency %v", tl.set(), x)
		}
	}
	require.Greater(t, walked, 1000)
}

// TestShiftWide raises sets of two words by every worth up to 128 and
// compares them with the worths raised one by one.
func TestShiftWide(t *testing.T) {
	rng := rand.New(rand.NewPCG(24, 4))
	for range 50 {
		s := [2]uint64{rng.Uint64(), rng.Uint64()}
		for g := range uint(wideMax + 2) {
			var want [2]uint64
			for v := range uint(wideMax + 1) {
				if s[v>>6]>>(v&63)&1 != 0 && v+g <= wideMax {
					want[(v+g)>>6] |= 1 << ((v + g) & 63)
				}
			}
			require.Equal(t, want, shiftWide(s, g), "set %x raised by %d", s, g)
		}
	}
}

// TestMoveCardsIsMinusPlus: the in-place moves of cards give the sets
// Minus and Plus give.
func TestMoveCardsIsMinusPlus(t *testing.T) {
	rng := rand.New(rand.NewPCG(24, 5))
	for range 2000 {
		from, to := randomSet(rng, 30), randomSet(rng, 30)
		var cards CardSet
		for k, n := range from {
			cards[k] = uint8(rng.IntN(int(n) + 1))
		}
		f, g := from, to
		moveCards(&f, &g, &cards)
		require.Equal(t, from.Minus(cards), f, "from")
		require.Equal(t, to.Plus(cards), g, "to")
		h := from
		h.takeOut(&cards)
		require.Equal(t, from.Minus(cards), h, "takeOut")
	}
}
