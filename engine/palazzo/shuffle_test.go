package palazzo

import (
	"math/rand/v2"
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

// scripted is a rand.Source that returns its words in turn, then a
// counter's: it drives shuffle into the redraws that a real stream takes
// once in 2^57 draws.
type scripted struct {
	words []uint64
	next  uint64
}

func (s *scripted) Uint64() uint64 {
	if len(s.words) > 0 {
		w := s.words[0]
		s.words = s.words[1:]
		return w
	}
	s.next += 0x9e3779b97f4a7c15
	return s.next
}

// TestShuffleRedrawsAsRandShuffle shuffles from streams whose first words
// are 0 and small multiples of 2^64/n, whose low words fall below -n % n:
// Shuffle draws again there, and shuffle must draw the same.
func TestShuffleRedrawsAsRandShuffle(t *testing.T) {
	for n := 2; n <= 120; n++ {
		words := []uint64{0, 0, 1, 0, ^uint64(0), 0, 0, 2, 3}
		want := make([]int, n)
		for i := range want {
			want[i] = i
		}
		got := slices.Clone(want)
		ra := rand.New(&scripted{words: slices.Clone(words)})
		rb := rand.New(&scripted{words: slices.Clone(words)})
		ra.Shuffle(len(want), func(a, b int) { want[a], want[b] = want[b], want[a] })
		shuffle(rb, got)
		require.Equal(t, want, got, "n %d", n)
		require.Equal(t, ra.Uint64(), rb.Uint64(), "the streams' next draws, n %d", n)
	}
}
