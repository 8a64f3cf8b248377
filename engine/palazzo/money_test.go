package palazzo

import (
	"encoding/json"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/pbem-games/pbem/engine/enginetest"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// cardsOf parses space-separated card tokens for tests.
func cardsOf(t testing.TB, text string) []Card {
	t.Helper()
	return enginetest.ParseWords(t, text, ParseCard)
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
