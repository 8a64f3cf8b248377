package palazzo

import (
	"strings"
	"testing"

	"github.com/pbem-games/pbem/engine/enginetest"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestDataCounts(t *testing.T) {
	d := data()
	assert.True(t, d.Backs.Reconstructed, "the backs are a reconstruction and must say so")
	perMaterial := map[Material]int{}
	windows := map[Material]int{}
	total := 0
	for _, stack := range d.stacks {
		for _, tile := range stack {
			perMaterial[tile.Mat]++
			windows[tile.Mat] += int(tile.Windows)
			total++
		}
	}
	assert.Equal(t, 48, total)
	for m := Brick; m <= Marble; m++ {
		assert.Equal(t, 16, perMaterial[m], "tiles of %s", m)
		assert.Equal(t, 31, windows[m], "windows of %s (palazzo.md 1.3)", m)
	}
	// The [R] split of palazzo.md 1.3: 6, 5 and 5 tiles per material.
	assert.Equal(t, [3]int{18, 15, 15}, [3]int{len(d.stacks[0]), len(d.stacks[1]), len(d.stacks[2])})
	assert.Equal(t, d.Money.Cards, len(NewDeck()), "the deck matches the data file")
	assert.Equal(t, d.Money.Cards, len(d.Money.Currencies)*len(d.Money.Values)*d.Money.Copies+d.Money.Certificates)
}

func TestDataRejectsBadFiles(t *testing.T) {
	firstTile := `  { material = "brick", floor = 1, windows = 1, back = "I" },` + "\n"
	require.Contains(t, string(dataFile), firstTile)
	enginetest.CheckDataDecoding(t, dataFile, decodeComponents, map[string]enginetest.BadData{
		"a tile missing": {Src: strings.Replace(string(dataFile), firstTile, "", 1), Want: "47 tiles, want 48"},
		"a tile changed": {Src: strings.Replace(string(dataFile), firstTile, strings.Replace(firstTile, "windows = 1", "windows = 2", 1), 1), Want: "tiles 1b"},
		"bad material":   {Src: strings.Replace(string(dataFile), `"brick"`, `"wood"`, 1), Want: "not a valid tile"},
	})
}
