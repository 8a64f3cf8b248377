package palazzo

import (
	"encoding/json"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/pbem-games/pbem/engine"
)

// cardsOf parses space-separated card tokens for tests.
func cardsOf(t testing.TB, text string) []Card {
	t.Helper()
	var cs []Card
	for _, w := range strings.Fields(text) {
		c, ok := ParseCard(w)
		require.True(t, ok, "bad card %q in test", w)
		cs = append(cs, c)
	}
	return cs
}

func TestNewDeck(t *testing.T) {
	deck := NewDeck()
	require.Len(t, deck, 55)
	count := map[Card]int{}
	for _, c := range deck {
		count[c]++
	}
	for _, cur := range []Currency{Red, Brown, Silver} {
		for v := 3; v <= 7; v++ {
			assert.Equal(t, 3, count[Card{cur, v}], "%v", Card{cur, v})
		}
	}
	assert.Equal(t, 10, count[Card{Cert, 2}])
	assert.Len(t, count, 16, "no other kind of card")
	assert.Equal(t, "r3 r3 r3 r4", FormatCards(deck[:4]))
	assert.Equal(t, "s7 c2", FormatCards(deck[44:46]))

	shuffled := slices.Clone(deck)
	rand.New(rand.NewPCG(1, 2)).Shuffle(len(shuffled), func(i, j int) {
		shuffled[i], shuffled[j] = shuffled[j], shuffled[i]
	})
	SortCards(shuffled)
	assert.Equal(t, deck, shuffled, "the deck is in canonical order")
}

func TestParseCard(t *testing.T) {
	valid := map[string]Card{
		"r5": {Red, 5}, "B7": {Brown, 7}, "s3": {Silver, 3}, "c2": {Cert, 2}, "C2": {Cert, 2}, "R3": {Red, 3},
	}
	for word, want := range valid {
		got, ok := ParseCard(word)
		assert.True(t, ok, word)
		assert.Equal(t, want, got, word)
	}
	for _, word := range []string{"", "r", "r2", "r8", "b0", "c3", "c1", "x5", "5r", "r55", " r5", "cert3", "rr"} {
		_, ok := ParseCard(word)
		assert.False(t, ok, "%q", word)
	}
	for _, c := range NewDeck() {
		back, ok := ParseCard(c.String())
		assert.True(t, ok, c.String())
		assert.Equal(t, c, back)
	}
}

func TestCardJSON(t *testing.T) {
	data, err := json.Marshal(cardsOf(t, "r5 c2"))
	require.NoError(t, err)
	assert.JSONEq(t, `["r5","c2"]`, string(data))
	var back []Card
	require.NoError(t, json.Unmarshal([]byte(`["S7","b3"]`), &back))
	assert.Equal(t, []Card{{Silver, 7}, {Brown, 3}}, back)
	assert.Error(t, json.Unmarshal([]byte(`["r9"]`), &back))
	_, err = json.Marshal(Card{Red, 9})
	assert.Error(t, err)
}

func TestSortCards(t *testing.T) {
	cs := cardsOf(t, "c2 s3 r7 b3 r3 c2 b7")
	SortCards(cs)
	assert.Equal(t, "r3 r7 b3 b7 s3 c2 c2", FormatCards(cs))
}

func TestRemoveCards(t *testing.T) {
	hand := cardsOf(t, "r5 c2 r5 b3")
	left, ok := RemoveCards(hand, cardsOf(t, "r5 b3"))
	require.True(t, ok)
	assert.Equal(t, "c2 r5", FormatCards(left), "one copy removed, order kept")
	assert.Equal(t, "r5 c2 r5 b3", FormatCards(hand), "hand untouched")

	left, ok = RemoveCards(hand, cardsOf(t, "r5 r5 r5"))
	assert.False(t, ok, "only two r5 are held")
	assert.Equal(t, hand, left)
	assert.Equal(t, "r5 c2 r5 b3", FormatCards(hand))

	_, ok = RemoveCards(hand, cardsOf(t, "s3"))
	assert.False(t, ok)
}

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

// TestMarieExample replays the auction example of palazzo.fr.txt: Marie opens
// with the certificate, adds her three 4s, then her 6 and a c2, and cannot
// reach 31 afterwards.
func TestMarieExample(t *testing.T) {
	hand := cardsOf(t, "r4 b4 s4 r6 b5 c2 c2 c2")
	bid := OpeningBid()
	assert.Equal(t, 3, bid.Value())
	assert.Empty(t, bid.Cards())
	assert.Equal(t, NoCurrency, bid.Currency())

	raise := func(cards string) {
		t.Helper()
		add := cardsOf(t, cards)
		var ok bool
		hand, ok = RemoveCards(hand, add)
		require.True(t, ok)
		next, err := bid.Raise(add)
		require.NoError(t, err)
		bid = next
	}
	raise("r4 b4 s4") // facing 15: 3 + 15 = 18
	assert.Equal(t, 18, bid.Value())
	assert.Equal(t, NoCurrency, bid.Currency(), "a triple commits to no currency")

	// Facing 25, three c2 would make 33; she keeps them and plays 6 + c2: 26.
	threeCerts, err := bid.Raise(cardsOf(t, "c2 c2 c2"))
	require.NoError(t, err)
	assert.Equal(t, 33, threeCerts.Value())
	raise("r6 c2")
	assert.Equal(t, 26, bid.Value())
	assert.Equal(t, Red, bid.Currency())

	// Facing 31 with b5 c2 c2 left: the b5 is of the wrong currency and the
	// two c2 make 4, never a triple with the c2 already bid.
	require.Equal(t, "b5 c2 c2", FormatCards(hand))
	for _, add := range []string{"b5", "c2", "c2 c2", "b5 c2", "b5 c2 c2"} {
		next, err := bid.Raise(cardsOf(t, add))
		if err == nil {
			assert.LessOrEqual(t, next.Value(), 30, add)
		} else {
			assert.ErrorIs(t, err, engine.ErrIllegal, add)
		}
	}
	_, err = bid.Raise(cardsOf(t, "b5"))
	assert.ErrorIs(t, err, engine.ErrIllegal)
	_, ok := CheapestRaise(bid, hand, 30)
	assert.False(t, ok, "nothing reaches 31")
	assert.Equal(t, "26 (cert3; r4 b4 s4; r6 c2)", bid.String())
	assert.Equal(t, "r4 b4 s4 r6 c2", FormatCards(bid.Cards()))
}

func TestBidCertificatesOnlyTripleInOneAddition(t *testing.T) {
	var bid Bid
	for range 3 {
		next, err := bid.Raise(cardsOf(t, "c2"))
		require.NoError(t, err)
		bid = next
	}
	assert.Equal(t, 6, bid.Value(), "three c2 added one by one stay 2 each")

	together, err := Bid{}.Raise(cardsOf(t, "c2 c2 c2"))
	require.NoError(t, err)
	assert.Equal(t, 15, together.Value())
}

func TestBidCurrency(t *testing.T) {
	bid, err := Bid{}.Raise(cardsOf(t, "r5"))
	require.NoError(t, err)
	assert.Equal(t, Red, bid.Currency())

	_, err = bid.Raise(cardsOf(t, "b4"))
	assert.ErrorIs(t, err, engine.ErrIllegal, "the bid is in red")
	assert.Contains(t, err.Error(), "your bid is in red")

	bid, err = bid.Raise(cardsOf(t, "r4 b4 s4"))
	require.NoError(t, err, "a triple is a joker in any bid")
	assert.Equal(t, 20, bid.Value())
	bid, err = bid.Raise(cardsOf(t, "c2 r3"))
	require.NoError(t, err)
	assert.Equal(t, 25, bid.Value())

	_, err = Bid{}.Raise(cardsOf(t, "r5 b5"))
	assert.ErrorIs(t, err, engine.ErrIllegal, "mixed currencies")
	_, err = Bid{}.Raise(nil)
	assert.ErrorIs(t, err, engine.ErrIllegal, "empty addition")
	_, err = Bid{}.Raise([]Card{{Red, 9}})
	assert.ErrorIs(t, err, engine.ErrIllegal, "not a card")

	// Jokers alone leave the opener free to choose a currency later.
	open, err := OpeningBid().Raise(cardsOf(t, "r4 b4 s4 c2"))
	require.NoError(t, err)
	assert.Equal(t, NoCurrency, open.Currency())
	open, err = open.Raise(cardsOf(t, "b6"))
	require.NoError(t, err)
	assert.Equal(t, Brown, open.Currency())
	assert.Equal(t, 3+17+6, open.Value())
}

func TestBidRaiseLeavesOriginal(t *testing.T) {
	base, err := OpeningBid().Raise(cardsOf(t, "r5"))
	require.NoError(t, err)
	add := cardsOf(t, "r7 r3")
	one, err := base.Raise(add)
	require.NoError(t, err)
	two, err := base.Raise(cardsOf(t, "c2"))
	require.NoError(t, err)
	add[0] = Card{Silver, 3}

	assert.Equal(t, 8, base.Value())
	assert.Equal(t, "r5", FormatCards(base.Cards()))
	assert.Equal(t, "r5 r3 r7", FormatCards(one.Cards()), "additions are sorted and copied")
	assert.Equal(t, "r5 c2", FormatCards(two.Cards()), "raising base twice does not share storage")
	assert.Equal(t, [][]Card{cardsOf(t, "r5"), cardsOf(t, "r3 r7")}, one.Additions())
}

func TestBidJSON(t *testing.T) {
	bid := OpeningBid()
	for _, add := range []string{"r4 b4 s4", "r6 c2"} {
		next, err := bid.Raise(cardsOf(t, add))
		require.NoError(t, err)
		bid = next
	}
	data, err := json.Marshal(bid)
	require.NoError(t, err)
	assert.JSONEq(t, `{"value":26,"certificate":true,"currency":"red",
		"additions":[["r4","b4","s4"],["r6","c2"]]}`, string(data))

	var back Bid
	require.NoError(t, json.Unmarshal(data, &back))
	assert.Equal(t, bid, back)

	empty, err := json.Marshal(Bid{})
	require.NoError(t, err)
	assert.JSONEq(t, `{"value":0}`, string(empty))
	require.NoError(t, json.Unmarshal(empty, &back))
	assert.Equal(t, Bid{}, back)

	bad := `{"value":27,"certificate":true,"additions":[["r4","b4","s4"],["r6","c2"]]}`
	assert.Error(t, json.Unmarshal([]byte(bad), &back), "worth does not match the cards")
	mixed := `{"value":10,"additions":[["r5"],["b5"]]}`
	assert.ErrorIs(t, json.Unmarshal([]byte(mixed), &back), engine.ErrIllegal)
}

func TestCheapestRaise(t *testing.T) {
	bid, err := OpeningBid().Raise(cardsOf(t, "r6"))
	require.NoError(t, err) // worth 9, in red
	hand := cardsOf(t, "b7 r3 c2 c2 r4 b4 s4")
	cases := []struct {
		above int
		want  string
	}{
		{5, "c2"},                 // already above: still one card, the cheapest
		{10, "c2"},                // needs 1
		{11, "r3"},                // needs 3: r3 (3) beats c2 c2 (4)
		{12, "r4"},                // needs 4: r4 beats c2 c2 (fewer cards)
		{20, "r4 b4 s4"},          // needs 12: without the triple at most 3+4+4 = 11
		{24, "r4 b4 s4 c2"},       // needs 16: 15 + 2 beats 15 + 3; b7 is not red
		{27, "r4 b4 s4 c2 c2"},    // needs 19: 15 + 4 beats 15 + 3 + 2
		{30, "r3 r4 b4 s4 c2 c2"}, // needs 22: everything but b7
	}
	for _, tc := range cases {
		got, ok := CheapestRaise(bid, hand, tc.above)
		require.True(t, ok, "above %d", tc.above)
		assert.Equal(t, tc.want, FormatCards(got), "above %d", tc.above)
	}
	_, ok := CheapestRaise(bid, hand, 31)
	assert.False(t, ok, "the most she can add is 3+15+4 = 22")
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
	for range 150 {
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
