package palazzo

import (
	"strings"
	"testing"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/engine/enginetest"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// withData decodes the embedded data file with each replacement made
// (old, new pairs) and makes the game use it until the test ends.
func withData(t *testing.T, replacements ...string) {
	t.Helper()
	src := string(dataFile)
	for i := 0; i < len(replacements); i += 2 {
		require.Contains(t, src, replacements[i])
		src = strings.Replace(src, replacements[i], replacements[i+1], 1)
	}
	d, err := decodeComponents([]byte(src))
	require.NoError(t, err)
	saved := loaded.Replace(d)
	t.Cleanup(func() { loaded.Replace(saved) })
}

// setUp sets up a game of players seats with the data in use.
func setUp(t *testing.T, players int) (*state, []engine.Event) {
	t.Helper()
	es, events, err := Game{}.Setup(engine.Options{}, players, enginetest.NewRand(7))
	require.NoError(t, err)
	return es.(*state), events
}

// More tiles dealt at setup go to the supply: each quarry still gets one.
func TestSetupDealsTheTilesOfTheDataFile(t *testing.T) {
	withData(t, "dealt = 5 ", "dealt = 7 ")
	st, events := setUp(t, 2)
	require.Len(t, st.supply, 7-4, "7 tiles dealt: 4 to the quarries, 3 to the supply")
	for q := range st.quarries {
		assert.Len(t, st.quarries[q], 1, "quarry %d", q+1)
	}
	assert.Len(t, st.stacks[0], 18-7, "every tile dealt comes from back I")
	assert.Contains(t, enginetest.Told(Game{}, "en", events[0]), "the supply gets "+joinTiles(st.supply)+";")
	assert.Equal(t, 10-3, st.price(), "the price counts the tiles dealt to the supply")
}

// The deck is the one [money] describes: here one copy of each natural
// card and two certificates, 17 cards.
func TestSetupShufflesTheDeckOfTheDataFile(t *testing.T) {
	withData(t, "copies = 3 ", "copies = 1 ", "certificates = 10 ", "certificates = 2 ", "cards = 55 ", "cards = 17 ")
	assert.Len(t, NewDeck(), 17)
	st, _ := setUp(t, 3)
	assert.Len(t, st.deck, 17-3*4, "three hands of 4 are dealt from 17 cards")
	all := st.players[0].hand.Plus(st.players[1].hand).Plus(st.players[2].hand).Plus(SetOf(st.deck...))
	assert.EqualValues(t, 2, all[certKind], "two certificates in all")
	assert.EqualValues(t, 1, all[cardKind(Card{Silver, 7})], "one copy of each natural card")
}

// A smaller set of values and currencies is a smaller deck of those cards.
func TestDeckOfFewerKinds(t *testing.T) {
	withData(t, `currencies = ["red", "brown", "silver"]`, `currencies = ["red", "silver"]`,
		"values = [3, 4, 5, 6, 7]", "values = [5, 6]", "cards = 55 ", "cards = 22 ")
	want := []Card{{Red, 5}, {Red, 5}, {Red, 5}, {Red, 6}, {Red, 6}, {Red, 6},
		{Silver, 5}, {Silver, 5}, {Silver, 5}, {Silver, 6}, {Silver, 6}, {Silver, 6}}
	for range 10 {
		want = append(want, Card{Cert, certValue})
	}
	assert.Equal(t, want, NewDeck())
}

func TestDataRejectsBadSetupAndMoney(t *testing.T) {
	src := string(dataFile)
	bad := func(old, new string) string {
		require.Contains(t, src, old)
		return strings.Replace(src, old, new, 1)
	}
	enginetest.CheckDataDecoding(t, dataFile, decodeComponents, map[string]enginetest.BadData{
		"wrong card total":      {Src: bad("cards = 55 ", "cards = 54 "), Want: "make 55 cards, not 54"},
		"unknown currency":      {Src: bad(`"silver"]`, `"gold"]`), Want: `currency "gold"`},
		"currency twice":        {Src: bad(`"silver"]`, `"red"]`), Want: `currency "red"`},
		"value out of range":    {Src: bad("values = [3, 4, 5, 6, 7]", "values = [3, 4, 5, 6, 8]"), Want: "value 8"},
		"value twice":           {Src: bad("values = [3, 4, 5, 6, 7]", "values = [3, 4, 5, 6, 6]"), Want: "value 6"},
		"too few cards":         {Src: bad("copies = 3 ", "copies = 1 ") + "", Want: "make 25 cards, not 55"},
		"no tile for supply":    {Src: bad("dealt = 5 ", "dealt = 4 "), Want: "more than the 4 quarries"},
		"back I too small":      {Src: bad("dealt = 5 ", "dealt = 19 "), Want: "back I has 18 tiles"},
		"other quarry count":    {Src: bad("quarries = 4 ", "quarries = 3 "), Want: "3 quarries"},
		"hands cannot be dealt": {Src: bad("hand = 4 ", "hand = 14 "), Want: "cannot deal 4 players a hand of 14"},
		"no rider":              {Src: bad("riders = 5 ", "riders = 0 "), Want: "0 riders"},
	})
}

func TestReconstructionsFollowTheDataFile(t *testing.T) {
	assert.NotEmpty(t, Game{}.Info().Reconstructed, "the backs are marked [R] in the data file")
	withData(t, "reconstructed = true ", "reconstructed = false ")
	assert.Empty(t, Game{}.Info().Reconstructed)
}
