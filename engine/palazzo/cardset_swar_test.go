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
