package engine

import (
	"math/rand/v2"
	"slices"
)

// RedealSorted is Redeal for a fair player: the pooled cards are sorted
// before they are shuffled, so the deal depends only on which cards are
// unseen and on rng, not on where the real game had put them. Two states
// a seat cannot tell apart then resample to the same states for the same
// rng, which is what proves a search on them reads nothing hidden
// (package engine/search).
func RedealSorted[T interface{ ~int8 | ~uint8 | ~int }](places []*[]T, rng *rand.Rand) {
	var pool []T
	for _, p := range places {
		pool = append(pool, *p...)
	}
	slices.Sort(pool)
	rng.Shuffle(len(pool), func(i, j int) { pool[i], pool[j] = pool[j], pool[i] })
	for _, p := range places {
		n := len(*p)
		*p = append((*p)[:0], pool[:n]...)
		pool = pool[n:]
	}
}
