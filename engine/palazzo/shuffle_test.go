package palazzo

import (
	"slices"
	"testing"

	"github.com/pbem-games/pbem/engine/enginetest"
	"github.com/stretchr/testify/require"
)

// TestShuffleIsRandShuffle shuffles lists of every length up to 200 both
// ways from equal streams: the orders, and the stream's next draw, must
// be the same.
func TestShuffleIsRandShuffle(t *testing.T) {
	for n := range 200 {
		for seed := range uint64(3) {
			want := make([]Card, n)
			for i := range want {
				want[i] = Card{Cur: Currency(i % 4), Value: i}
			}
			got := slices.Clone(want)
			ra, rb := enginetest.NewRand(seed), enginetest.NewRand(seed)
			ra.Shuffle(len(want), func(a, b int) { want[a], want[b] = want[b], want[a] })
			shuffle(rb, got)
			require.Equal(t, want, got, "n %d seed %d", n, seed)
			require.Equal(t, ra.Uint64(), rb.Uint64(), "the streams' next draws, n %d", n)
		}
	}
}
