package palazzo

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/pbem-games/pbem/engine/enginetest"
)

// TestRaiseTotalsAgainstBruteForce checks raiseTotals against every
// addition Raise accepts from random hands: it must list each distinct
// total above the highest bid exactly once, lowest first, each with the
// fewest cards that reach it.
func TestRaiseTotalsAgainstBruteForce(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 13))
	for range enginetest.ByDepth(30, 150, 150) {
		checkRaiseTotals(t, rng, randomHand(rng))
	}
}

// TestRaiseTotalsLargeHand: a hand of 13 can bid beyond what a search one
// machine word wide holds (payments up to 49; 61 here), and every total
// must still be offered, not only the cheapest raise (the mail once said
// only "bid r6").
func TestRaiseTotalsLargeHand(t *testing.T) {
	hand := cardsOf(t, "r3 r4 r6 r6 r7 b4 b6 b7 s4 s6 c2 c2 c2")
	rng := rand.New(rand.NewPCG(1, 2))
	checkRaiseTotals(t, rng, hand)
	hs := SetOf(hand...).tally()
	adds := Bid{}.raiseTotals(&hs, 9)
	totals := make([]int, len(adds))
	for i, add := range adds {
		totals[i], _ = add.paymentValue()
	}
	assert.Equal(t, 10, totals[0], "the lowest total above 9")
	assert.Equal(t, MaxPayment(hand), totals[len(totals)-1], "the whole hand's worth, the highest")
	assert.Greater(t, totals[len(totals)-1], 49, "beyond one word of the search")
}

// checkRaiseTotals compares raiseTotals with an exhaustive search over the
// subsets of hand, for bids in each currency, with jokers only and empty.
func checkRaiseTotals(t *testing.T, rng *rand.Rand, hand []Card) {
	t.Helper()
	for _, start := range []string{"", "-", "r5", "b5", "s5", "c2", "r4 b4 s4"} {
		bid := Bid{}
		if start != "" {
			bid = OpeningBid()
		}
		if start != "" && start != "-" {
			var err error
			bid, err = bid.Raise(cardsOf(t, start))
			require.NoError(t, err)
		}
		above := bid.Value() + rng.IntN(40) - 5
		want := map[int]int{} // total: fewest cards
		for mask := 1; mask < 1<<len(hand); mask++ {
			next, err := bid.Raise(subsetOf(hand, mask))
			if err != nil || next.Value() <= above {
				continue
			}
			if n, ok := want[next.Value()]; !ok || bitCount(mask) < n {
				want[next.Value()] = bitCount(mask)
			}
		}
		hs := SetOf(hand...).tally()
		adds := bid.raiseTotals(&hs, above)
		require.Len(t, adds, len(want), "raiseTotals(%v, %s, %d)", bid, FormatCards(hand), above)
		last := above
		for _, add := range adds {
			require.True(t, SetOf(hand...).Contains(add), "%s from %s", add, FormatCards(hand))
			next, err := bid.Raise(add.Cards())
			require.NoError(t, err, "raiseTotals(%v, %s, %d) offers %s", bid, FormatCards(hand), above, add)
			require.Greater(t, next.Value(), last, "totals rise, each once")
			require.Contains(t, want, next.Value())
			require.Equal(t, want[next.Value()], add.Len(), "fewest cards for %d: %s", next.Value(), add)
			last = next.Value()
		}
	}
}
