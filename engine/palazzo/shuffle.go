package palazzo

import (
	"math/bits"
	"math/rand/v2"
)

// shuffle shuffles s as rng.Shuffle(len(s), swap) does, draw for draw:
// the same Fisher-Yates walk from the end, each index drawn as
// IntN(i+1), which is the uint64n(i+1) Shuffle draws. Swapping in the
// loop spares Shuffle's call of the swap function for every element,
// and drawing in it (intN's steps, written out) the call of uint64n: a
// random game shuffles the stacks, the deck and every new deck, some 300
// draws.
func shuffle[T any](rng *rand.Rand, s []T) {
	for i := len(s) - 1; i > 0; i-- {
		n := uint64(i + 1)
		var j uint64
		if x := rng.Uint64(); n&(n-1) == 0 {
			j = x & (n - 1)
		} else if hi, lo := bits.Mul64(x, n); lo < n {
			j = redraw(rng, n, hi, lo)
		} else {
			j = hi
		}
		s[i], s[j] = s[j], s[i]
	}
}

// redraw is the end of uint64n when the first draw's low word is below
// n: it keeps hi unless lo is below -n % n, and draws again while it is.
func redraw(rng *rand.Rand, n, hi, lo uint64) uint64 {
	thresh := -n % n
	for lo < thresh {
		hi, lo = bits.Mul64(rng.Uint64(), n)
	}
	return hi
}
