package palazzo

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/pbem-games/pbem/engine/enginetest"
)

func TestPaymentValue(t *testing.T) {
	cases := []struct {
		cards string
		want  int // -1: no valid grouping
	}{
		{"", 0},
		{"r5", 5},
		{"r3 r7", 10},
		{"r5 b5", -1},                // two currencies, no triple
		{"r4 b4 s5", -1},             // faces differ: no triple
		{"r5 c2", 7},                 // certificate joins any currency
		{"c2 c2", 4},                 // 2 + 2
		{"c2 c2 c2", 15},             // one triple of certificates
		{"c2 c2 c2 c2", 17},          // triple + one alone
		{"c2 c2 c2 c2 c2 c2", 30},    // two triples
		{"r4 b4 s4", 15},             // triple of 4s
		{"r7 b7 s7", 15},             // a triple is 15 whatever its faces (not 21)
		{"r4 b4 s4 b6", 21},          // triple + loose brown 6
		{"r4 b4 s4 r4 b5", -1},       // loose r4 and b5 are of two currencies
		{"r4 r4 b4 s4", 19},          // triple + loose r4
		{"r4 b4 s4 r5 b5 s5", 30},    // two triples
		{"r4 r4 b4 b4 s4 s4", 30},    // two triples of 4s
		{"r4 b4 s4 s6 s7 c2 c2", 32}, // 15 + 13 + 4
	}
	for _, tc := range cases {
		t.Run(tc.cards, func(t *testing.T) {
			got, ok := PaymentValue(cardsOf(t, tc.cards))
			if tc.want < 0 {
				assert.False(t, ok)
				return
			}
			assert.True(t, ok)
			assert.Equal(t, tc.want, got)
		})
	}
	_, ok := PaymentValue([]Card{{Red, 9}})
	assert.False(t, ok, "not a card of the deck")
}

func TestMaxPayment(t *testing.T) {
	cases := []struct {
		hand string
		want int
	}{
		{"", 0},
		// red 3+7 = 10, brown 5: best red 10, plus c2 = 12.
		{"r3 r7 b5 c2", 12},
		// triple of 4s (15), then silver 7+6 = 13, certificates as a triple 15: 43.
		{"r4 b4 s4 s7 s6 c2 c2 c2", 43},
		// triple of 7s (15) + loose r7 = 22, better than r7 r7 = 14.
		{"r7 b7 s7 r7", 22},
		// four certificates: triple 15 + 2.
		{"c2 c2 c2 c2", 17},
		// red 10 or brown 18.
		{"r5 r5 b6 b6 b6", 18},
		// red 3+4+5+6+7 = 25 beats silver 7+7 = 14; c2 c2 = 4.
		{"r3 r4 r5 r6 r7 s7 s7 c2 c2", 29},
	}
	for _, tc := range cases {
		assert.Equal(t, tc.want, MaxPayment(cardsOf(t, tc.hand)), tc.hand)
	}
}

func TestCheapestPayment(t *testing.T) {
	cases := []struct {
		name, hand string
		atLeast    int
		want       string // "-" when impossible
	}{
		{"nothing to pay", "r5", 0, ""},
		// red: 3, 5, 8; brown 4; with c2: 5, 7, 10, 6: the only 6 is b4 c2.
		{"exact", "r3 r5 b4 c2", 6, "b4 c2"},
		{"overpay", "r7", 5, "r7"},
		{"cannot", "r3 b3", 4, "-"},
		// r6 and r3 r3 are both worth 6: fewer cards wins.
		{"fewer cards", "r3 r3 r6", 6, "r6"},
		// red: 3, 15 (triple), 18: the triple is the cheapest worth >= 14.
		{"triple", "r4 b4 s4 r3", 14, "r4 b4 s4"},
		// r6 c2 c2 = 10 is short; c2 c2 c2 = 15 beats r6 + three c2 = 21.
		{"certificate triple", "c2 c2 c2 r6", 13, "c2 c2 c2"},
		// worth 5 in red or in brown: red comes first.
		{"currency order", "b5 r5", 5, "r5"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			got, ok := CheapestPayment(cardsOf(t, tc.hand), tc.atLeast)
			if tc.want == "-" {
				assert.False(t, ok)
				return
			}
			require.True(t, ok)
			assert.Equal(t, tc.want, FormatCards(got))
		})
	}
}

// bruteValue values cs as one addition the way a player would check it at
// the table, without tally: try every way to split the cards into groups
// (certificates alone or in threes, triples of one face in three currencies,
// loose naturals of currency cur) and keep the best. cur is NoCurrency while
// no loose natural is chosen. Identical cards are interchangeable, so taking
// the first matching card for a group loses no grouping.
func bruteValue(cs []Card, cur Currency) (best int, found bool) {
	if len(cs) == 0 {
		return 0, true
	}
	first, rest := cs[0], cs[1:]
	consider := func(gain int, left []Card, cur Currency) {
		if v, ok := bruteValue(left, cur); ok && (!found || gain+v > best) {
			best, found = gain+v, true
		}
	}
	if first.Cur == Cert {
		consider(2, rest, cur)
		if left, ok := RemoveCards(rest, []Card{first, first}); ok {
			consider(15, left, cur)
		}
		return best, found
	}
	if cur == NoCurrency || cur == first.Cur {
		consider(first.Value, rest, first.Cur)
	}
	o1, o2 := Card{(first.Cur + 1) % 3, first.Value}, Card{(first.Cur + 2) % 3, first.Value}
	if left, ok := RemoveCards(rest, []Card{o1, o2}); ok {
		consider(15, left, cur)
	}
	return best, found
}

// subsetOf returns the cards of hand picked by the bits of mask.
func subsetOf(hand []Card, mask int) []Card {
	var cs []Card
	for i, c := range hand {
		if mask&(1<<i) != 0 {
			cs = append(cs, c)
		}
	}
	return cs
}

// randomHand deals up to 9 cards, from the whole deck or, every other time,
// from a pool rich in equal faces and certificates, where triples are
// frequent.
func randomHand(rng *rand.Rand) []Card {
	var pool []Card
	rich := rng.IntN(2) == 0
	for _, c := range NewDeck() {
		if !rich || c.Cur == Cert || c.Value >= 4 && c.Value <= 6 {
			pool = append(pool, c)
		}
	}
	rng.Shuffle(len(pool), func(i, j int) { pool[i], pool[j] = pool[j], pool[i] })
	return pool[:1+rng.IntN(9)]
}

// better reports whether (value, cards) beats the best found so far: lower
// worth first, then fewer cards.
func better(value, cards, bestValue, bestCards int) bool {
	return bestValue < 0 || value < bestValue || value == bestValue && cards < bestCards
}

// TestPaymentsAgainstBruteForce checks PaymentValue, MaxPayment,
// CheapestPayment and CheapestRaise against an exhaustive search over every
// subset of random small hands.
func TestPaymentsAgainstBruteForce(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 11))
	for range enginetest.ByDepth(30, 150, 150) {
		hand := randomHand(rng)
		n := 1 << len(hand)
		values := make([]int, n) // -1: not one payment
		maxValue := 0
		for mask := range n {
			sub := subsetOf(hand, mask)
			v, ok := bruteValue(sub, NoCurrency)
			got, gotOK := PaymentValue(sub)
			require.Equal(t, ok, gotOK, "PaymentValue(%s) validity", FormatCards(sub))
			values[mask] = -1
			if ok {
				require.Equal(t, v, got, "PaymentValue(%s)", FormatCards(sub))
				values[mask], maxValue = v, max(maxValue, v)
			}
		}
		require.Equal(t, maxValue, MaxPayment(hand), "MaxPayment(%s)", FormatCards(hand))
		for need := 1; need <= maxValue+1; need++ {
			checkCheapest(t, hand, values, need)
		}
		checkRaises(t, rng, hand)
	}
}

func checkCheapest(t *testing.T, hand []Card, values []int, need int) {
	t.Helper()
	wantValue, wantCards := -1, 0
	for mask, v := range values {
		if v >= need && better(v, bitCount(mask), wantValue, wantCards) {
			wantValue, wantCards = v, bitCount(mask)
		}
	}
	got, ok := CheapestPayment(hand, need)
	require.Equal(t, wantValue >= 0, ok, "CheapestPayment(%s, %d)", FormatCards(hand), need)
	if !ok {
		return
	}
	_, held := RemoveCards(hand, got)
	require.True(t, held, "paid %s from %s", FormatCards(got), FormatCards(hand))
	v, valid := PaymentValue(got)
	require.True(t, valid)
	require.Equal(t, wantValue, v, "CheapestPayment(%s, %d) = %s", FormatCards(hand), need, FormatCards(got))
	require.Len(t, got, wantCards, "CheapestPayment(%s, %d) = %s", FormatCards(hand), need, FormatCards(got))
	require.True(t, slices.IsSortedFunc(got, compareCards), "canonical order")
}

// checkRaises compares CheapestRaise with every addition Raise accepts, for
// bids in each currency and with jokers only.
func checkRaises(t *testing.T, rng *rand.Rand, hand []Card) {
	t.Helper()
	for _, start := range []string{"", "r5", "b5", "s5", "c2"} {
		bid := OpeningBid()
		if start != "" {
			var err error
			bid, err = bid.Raise(cardsOf(t, start))
			require.NoError(t, err)
		}
		above := bid.Value() + rng.IntN(40) - 5
		wantValue, wantCards := -1, 0
		for mask := 1; mask < 1<<len(hand); mask++ {
			next, err := bid.Raise(subsetOf(hand, mask))
			if err == nil && next.Value() > above && better(next.Value(), bitCount(mask), wantValue, wantCards) {
				wantValue, wantCards = next.Value(), bitCount(mask)
			}
		}
		got, ok := CheapestRaise(bid, hand, above)
		require.Equal(t, wantValue >= 0, ok, "CheapestRaise(%v, %s, %d)", bid, FormatCards(hand), above)
		if !ok {
			continue
		}
		next, err := bid.Raise(got)
		require.NoError(t, err)
		require.Equal(t, wantValue, next.Value(), "CheapestRaise(%v, %s, %d) = %s", bid, FormatCards(hand), above, FormatCards(got))
		require.Len(t, got, wantCards)
	}
}

func bitCount(mask int) int {
	n := 0
	for ; mask != 0; mask &= mask - 1 {
		n++
	}
	return n
}

// TestBruteValueAgreesWithRules guards the oracle itself on hand-checked sets.
func TestBruteValueAgreesWithRules(t *testing.T) {
	for text, want := range map[string]int{"r4 b4 s4 r4": 19, "c2 c2 c2 c2": 17, "r5 c2": 7, "r5 b5": -1} {
		v, ok := bruteValue(cardsOf(t, text), NoCurrency)
		if want < 0 {
			assert.False(t, ok, text)
			continue
		}
		assert.Equal(t, want, v, text)
	}
}

// TestCheapestPaymentLargeAmounts covers searches wider than one machine
// word (payments of 50 and more) on the whole deck.
func TestCheapestPaymentLargeAmounts(t *testing.T) {
	deck := NewDeck()
	// 15 triples (5 faces x 3 copies) = 225, ten certificates = 3 x 15 + 2 = 47.
	require.Equal(t, 272, MaxPayment(deck))

	all, ok := CheapestPayment(deck, 272)
	require.True(t, ok)
	assert.Equal(t, deck, all, "only the whole deck pays 272")
	_, ok = CheapestPayment(deck, 273)
	assert.False(t, ok)

	// Each of these is exact: 50 = 3 triples + r5, 64 = 4 triples + r4,
	// 100 = 6 triples + r3 r7, 127 = 8 triples + r7, 128 = 8 triples + r3 r5,
	// 200 = 13 triples + r5, 270 = 15 triples + 9 certificates.
	for _, need := range []int{50, 64, 100, 127, 128, 200, 270} {
		got, ok := CheapestPayment(deck, need)
		require.True(t, ok, need)
		v, valid := PaymentValue(got)
		require.True(t, valid, need)
		assert.Equal(t, need, v, "need %d paid with %s", need, FormatCards(got))
	}
	// 271 cannot be paid exactly: below the whole deck (272) the next worth
	// drops one certificate (270), so 271 costs the whole deck.
	got, ok := CheapestPayment(deck, 271)
	require.True(t, ok)
	assert.Len(t, got, 55)

	raise, ok := CheapestRaise(OpeningBid(), deck, 3+100-1)
	require.True(t, ok)
	bid, err := OpeningBid().Raise(raise)
	require.NoError(t, err)
	assert.Equal(t, 103, bid.Value())
}
