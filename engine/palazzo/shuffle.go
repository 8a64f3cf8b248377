package palazzo

import "math/rand/v2"

// shuffle shuffles s as rng.Shuffle(len(s), swap) does, draw for draw:
// the same Fisher-Yates walk from the end, each index drawn by
// IntN(i+1), which is the uint64n(i+1) Shuffle draws. Swapping in the
// loop spares Shuffle's call of the swap function for every element:
// a random game shuffles the stacks, the deck and every new deck.
func shuffle[T any](rng *rand.Rand, s []T) {
	for i := len(s) - 1; i > 0; i-- {
		j := rng.IntN(i + 1)
		s[i], s[j] = s[j], s[i]
	}
}
