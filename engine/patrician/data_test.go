package patrician

import (
	"strings"
	"testing"

	"github.com/pbem-games/pbem/engine/enginetest"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestDataCounts(t *testing.T) {
	d := data()
	assert.True(t, d.Cards.Reconstructed, "the card list is a reconstruction and must say so")
	assert.True(t, d.Ambassadors.OrderReconstructed, "the ambassador orders are a reconstruction and must say so")
	require.Len(t, d.cards, 55)
	heads := make([]int, len(d.Portraits))
	stars, features := 0, map[Feature]int{}
	for _, c := range d.cards {
		features[c.Feature]++
		if c.Portrait >= 0 {
			heads[c.Portrait] += c.Heads
		}
		if c.Star {
			stars++
			assert.Equal(t, Portrait, c.Feature, "%s: starting cards show one head (patrician.md, second pass)", c.ID)
		}
	}
	// patrician.md 2.4: 17 double crests, 7 moves, 7 "?", 18 portraits
	// and 6 double portraits; 10 heads of each patrician; 15 stars.
	assert.Equal(t, map[Feature]int{DoubleCrest: 17, SpecialAction: 7, AnyCity: 7, Portrait: 18, DoublePortrait: 6}, features)
	assert.Equal(t, []int{10, 10, 10}, heads)
	assert.Equal(t, 15, stars)
	assert.Len(t, d.borders, 12)
	for _, c := range []struct {
		code       string
		limit, low int
	}{{"bo", 9, 6}, {"pt", 9, 6}, {"lu", 7, 4}, {"mi", 7, 4}, {"ve", 5, 2}} {
		city := cityOf(t, c.code)
		assert.Equal(t, c.limit, d.Cities[city].Limit, c.code)
		assert.Equal(t, c.limit, d.Cities[city].High, "%s: the high tile equals the limit", c.code)
		assert.Equal(t, c.low, d.Cities[city].Low, c.code)
	}
}

func TestDataRejectsBadFiles(t *testing.T) {
	src := string(dataFile)
	firstCard := `  { id = "BO1", city = "bo", crests = 2, feature = "double_crest" },` + "\n"
	require.Contains(t, src, firstCard)
	enginetest.CheckDataDecoding(t, dataFile, decodeComponents, map[string]enginetest.BadData{
		"a card missing":      {Src: strings.Replace(src, firstCard, "", 1), Want: "54 cards, want 55"},
		"a crest missing":     {Src: strings.Replace(src, firstCard, strings.Replace(strings.Replace(firstCard, "crests = 2", "crests = 1", 1), "double_crest", "move", 1), 1), Want: "Bologna: its cards show 8 crests"},
		"unknown city":        {Src: strings.Replace(src, `city = "bo", crests = 2`, `city = "xx", crests = 2`, 1), Want: `unknown city "xx"`},
		"bad feature":         {Src: strings.Replace(src, `"double_crest" }`, `"triple_crest" }`, 1), Want: `unknown feature "triple_crest"`},
		"arrows without data": {Src: strings.Replace(src, "arrows = false", "arrows = true", 1), Want: "lists no arrows"},
		"bad star option":     {Src: strings.Replace(src, `star_cards = "start"`, `star_cards = "some"`, 1), Want: "star_cards"},
		"bad border":          {Src: strings.Replace(src, `{ cities = ["ro", "si"] }`, `{ cities = ["ro", "ro"] }`, 1), Want: "two different known cities"},
		"too few stars":       {Src: strings.ReplaceAll(src, "star = true", "star = false"), Want: "need 6 starred cards"},
		"too many borders":    {Src: strings.Replace(src, `{ cities = ["ro", "si"] }`, strings.Repeat(`{ cities = ["ro", "si"] }, `, 64)+`{ cities = ["ro", "si"] }`, 1), Want: "76 borders, want at most 64"},
	})
}

// With the arrows ruling on, a star card allows only the borders its
// arrows point at.
func TestArrowsRuling(t *testing.T) {
	src := strings.Replace(string(dataFile), "arrows = false", "arrows = true", 1)
	src = strings.ReplaceAll(src, "star = true }", `star = true, arrows = [["bo", "fi"], ["pa", "ve"]] }`)
	d, err := decodeComponents([]byte(src))
	require.NoError(t, err)
	saved := replaceData(d)
	defer replaceData(saved)
	st := mustState(t, messengerTable)
	table.Play(t, st, "Ann: play mi4", "Ann: build a")
	assert.Equal(t, []string{"messenger pa ve", "messenger bo fi", "messenger none"}, table.LegalTexts(st))
	table.Refuse(t, st, "Ann: messenger lu fe", "the arrows of MI4 do not point at Lucca and Ferrara")
}
