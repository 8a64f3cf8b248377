package engine

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// Redeal keeps each place's size and the cards as a whole, and moves them.
func TestRedealKeepsCountsAndCards(t *testing.T) {
	a, b, c := []int8{1, 2, 3}, []int8{4}, []int8{5, 6, 7, 8}
	Redeal([]*[]int8{&a, &b, &c}, rand.New(rand.NewPCG(1, 2)))
	if len(a) != 3 || len(b) != 1 || len(c) != 4 {
		t.Fatalf("sizes %d %d %d", len(a), len(b), len(c))
	}
	all := slices.Sorted(slices.Values(slices.Concat(a, b, c)))
	if !slices.Equal(all, []int8{1, 2, 3, 4, 5, 6, 7, 8}) {
		t.Fatalf("cards %v", all)
	}
	if slices.Equal(a, []int8{1, 2, 3}) && slices.Equal(c, []int8{5, 6, 7, 8}) {
		t.Fatal("nothing moved")
	}
}
