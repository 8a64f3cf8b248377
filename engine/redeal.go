package engine

import "math/rand/v2"

// Redeal shuffles the cards of every place together and deals them back,
// each place getting as many as it had: how a Resample redraws what a seat
// cannot see (the other hands, a deck) while every count it sees stays.
func Redeal[T any](places []*[]T, rng *rand.Rand) {
	var pool []T
	for _, p := range places {
		pool = append(pool, *p...)
	}
	rng.Shuffle(len(pool), func(i, j int) { pool[i], pool[j] = pool[j], pool[i] })
	for _, p := range places {
		n := len(*p)
		*p = append((*p)[:0], pool[:n]...)
		pool = pool[n:]
	}
}
