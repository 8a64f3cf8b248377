package palazzo

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/pbem-games/pbem/engine"
)

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
