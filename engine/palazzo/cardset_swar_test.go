package palazzo

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/pbem-games/pbem/engine/enginetest"
)

// The word-wise set operations agree with counting kind by kind, counts
// of 128 and more and wrapping bytes included.
func TestCardSetWordsAgreeWithCounts(t *testing.T) {
	rng := rand.New(rand.NewPCG(14, 6))
	for i := range enginetest.ByDepth(4000, 20000, 20000) {
		var a, b CardSet
		top := []int{4, 128, 256}[i%3]
		for k := range cardKinds {
			a[k], b[k] = uint8(rng.IntN(top)), uint8(rng.IntN(top))
			if i%2 == 0 { // a subset, mostly
				b[k] = uint8(rng.IntN(int(a[k]) + 1 + i%5/4))
			}
		}
		var plus, minus CardSet
		contains, n := true, 0
		for k := range cardKinds {
			plus[k], minus[k] = a[k]+b[k], a[k]-b[k]
			contains = contains && a[k] >= b[k]
			n += int(a[k])
		}
		require.Equal(t, plus, a.Plus(b), "%v + %v", a, b)
		require.Equal(t, minus, a.Minus(b), "%v - %v", a, b)
		require.Equal(t, contains, a.Contains(b), "%v contains %v", a, b)
		require.Equal(t, n, a.Len(), "len %v", a)
	}
}

// twoKindsByCounts is twoKinds kind by kind, as it was written first.
func twoKindsByCounts(s CardSet) (a, b int) {
	a, b = -1, -1
	n := 0
	for k, c := range s {
		if c == 0 {
			continue
		}
		if n += int(c); n > 2 {
			return -1, -1
		}
		if a < 0 {
			a = k
			if c == 2 {
				b = k
			}
		} else {
			b = k
		}
	}
	return a, b
}

// twoCardIndexByCounts is twoCardIndex kind by kind, as it was written
// first.
func twoCardIndexByCounts(cs CardSet) (int, bool) {
	a, b := -1, cardKinds
	for k, n := range cs {
		switch {
		case n == 0:
		case a < 0 && n <= 2:
			a = k
			if n == 2 {
				b = k
			}
		case b == cardKinds && n == 1:
			b = k
		default:
			return 0, false // more than 2 cards
		}
	}
	return a*(cardKinds+1) + b, a >= 0
}

// TestTwoKindsAgreesWithCounts compares the word-wise twoKinds and
// twoCardIndex with a count kind by kind, on every set of up to three cards and on random
// sets.
func TestTwoKindsAgreesWithCounts(t *testing.T) {
	var sets []CardSet
	for i := range cardKinds + 1 {
		for j := range cardKinds + 1 {
			for k := range cardKinds + 1 {
				var s CardSet
				for _, kind := range []int{i, j, k} {
					if kind < cardKinds {
						s[kind]++
					}
				}
				sets = append(sets, s)
			}
		}
	}
	rng := rand.New(rand.NewPCG(24, 2))
	for range 2000 {
		var s CardSet
		for k := range cardKinds {
			s[k] = uint8(rng.IntN(4) / 3 * rng.IntN(256))
		}
		sets = append(sets, s)
	}
	for _, s := range sets {
		a, b := s.twoKinds()
		wantA, wantB := twoKindsByCounts(s)
		require.Equal(t, [2]int{wantA, wantB}, [2]int{a, b}, "twoKinds of %v", s)
		i, ok := twoCardIndex(s)
		wantI, wantOK := twoCardIndexByCounts(s)
		require.Equal(t, wantOK, ok, "twoCardIndex of %v", s)
		if ok {
			require.Equal(t, wantI, i, "twoCardIndex of %v", s)
		}
	}
}
