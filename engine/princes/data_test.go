package princes

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/pbem-games/pbem/engine/enginetest"
)

// The component counts of the rule text's list (princes-of-florence.md 3.2).
func TestDataCounts(t *testing.T) {
	d := data()
	assert.Len(t, d.Professions.Cards, 21)
	assert.Len(t, d.Bonus.Cards, 20)
	assert.Len(t, d.PrestigeCards.Cards, 14)
	assert.Equal(t, 5, d.Recruiting.Count)
	assert.Equal(t, 6, d.Builders.Count)
	assert.Equal(t, 3, d.Builders.PerPlayer)
	assert.Equal(t, 7, d.Jesters.Count)
	assert.Equal(t, 30, d.Buildings.Copies*len(d.Buildings.Types), "10 types x 3 tiles")
	landscapes := 0
	for _, l := range d.Landscapes.Types {
		landscapes += l.Count
	}
	assert.Equal(t, 18, landscapes)
	assert.Equal(t, 12, d.Freedoms.PerType*len(d.Freedoms.Types))
	coins := map[int]int{}
	for _, r := range d.Bank.Coins {
		coins[r.Value] = r.Count
	}
	assert.Equal(t, map[int]int{100: 27, 500: 12, 1000: 14}, coins)
	assert.Equal(t, 3500, d.Setup.Florins)
	assert.Equal(t, [2]int{4, 3}, [2]int{d.Setup.Dealt, d.Setup.Kept})
	assert.Equal(t, [2]int{3, 5}, [2]int{d.Setup.MinPlayers, d.Setup.MaxPlayers})
	assert.Len(t, d.palace, 6, "the palazzo is a 3 x 2 block")
}

// Every value the notes tag [R] is marked in the data file.
func TestDataMarksReconstructions(t *testing.T) {
	d := data()
	assert.True(t, d.Buildings.Reconstructed, "building shapes")
	assert.True(t, d.Landscapes.Reconstructed, "landscape sizes and shapes")
	assert.True(t, d.Bank.Reconstructed, "the unlimited bank")
}

// The professions as the notes' checks find them: 9/7/5 landscapes, each
// freedom 7 times, and 3/2/1 professions per large/medium/small building
// (the deduction behind the building sizes, notes 3.4).
func TestProfessions(t *testing.T) {
	d := data()
	land, free, perBuilding := map[string]int{}, map[string]int{}, map[string]int{}
	for _, p := range d.Professions.Cards {
		land[p.Landscape]++
		free[p.Freedom]++
		perBuilding[p.Building]++
	}
	assert.Equal(t, map[string]int{"forest": 9, "lake": 7, "park": 5}, land)
	assert.Equal(t, map[string]int{"travel": 7, "religion": 7, "opinion": 7}, free)
	want := map[string]int{"large": 3, "medium": 2, "small": 1}
	for _, b := range d.Buildings.Types {
		assert.Equal(t, want[b.Size], perBuilding[b.ID], b.ID)
	}
	poet := d.Professions.Cards[18]
	assert.Equal(t, professionRow{19, "Poet", "theater", "lake", "travel"}, poet, "the rule text's worked example")
}

func TestDataRules(t *testing.T) {
	d := data()
	assert.Equal(t, 2, d.freedomsInPlay(3))
	assert.Equal(t, 4, d.freedomsInPlay(5))
	for builders, cost := range []int{700, 300, 300, 0} {
		assert.Equal(t, cost, d.buildCost(builders), "%d builders", builders)
	}
	assert.Equal(t, 10, d.minimumWork(2), "the rule text: round 2")
	assert.Equal(t, 16, d.minimumWork(6), "the rule text: round 6")
}

func TestDataRejectsBadFiles(t *testing.T) {
	src := string(dataFile)
	poet := `  { no = 19, name = "Poet", building = "theater", landscape = "lake", freedom = "travel" },` + "\n"
	bonus1 := `  { no = 1, value = 1, counts = ["building"], example = 5 },` + "\n"
	prestige1 := `  { no = 1, most = "building", points = 6, tied = 3 },` + "\n"
	tower := `cells = [[0, 0], [0, 1], [0, 2]] }`
	for _, s := range []string{poet, bonus1, prestige1, tower} {
		require.Contains(t, src, s)
	}
	edit := func(old, new string) string {
		t.Helper()
		require.Contains(t, src, old)
		return strings.Replace(src, old, new, 1)
	}
	enginetest.CheckDataDecoding(t, dataFile, decodeComponents, map[string]enginetest.BadData{
		"a profession missing":     {Src: edit(poet, ""), Want: "20 profession cards, want 21"},
		"unknown building":         {Src: edit(`"theater", landscape = "lake"`, `"theatre", landscape = "lake"`), Want: `profession 19 (Poet): unknown building "theatre"`},
		"unknown landscape":        {Src: edit(`landscape = "lake", freedom = "travel" }`, `landscape = "sea", freedom = "travel" }`), Want: `unknown landscape "sea"`},
		"unknown freedom":          {Src: edit(`freedom = "travel" },`, `freedom = "speech" },`), Want: `unknown freedom "speech"`},
		"professions misnumbered":  {Src: edit(`no = 19, name = "Poet"`, `no = 18, name = "Poet"`), Want: "profession 19 (Poet): numbered 18"},
		"landscape favour":         {Src: edit("favoured_by = 9", "favoured_by = 8"), Want: "9 professions favour forest, want favoured_by = 8"},
		"a bonus card missing":     {Src: edit(bonus1, ""), Want: "19 bonus cards, want 20"},
		"bonus example":            {Src: edit(`["building"], example = 5`, `["building"], example = 6`), Want: "bonus card 1: gives 5 in the rule text's example, want example = 6"},
		"bonus term":               {Src: edit(`counts = ["building"]`, `counts = ["buildings"]`), Want: `bonus card 1: unknown term "buildings"`},
		"bonus example term":       {Src: edit("table_card = 3\n", "table_cards = 3\n"), Want: `bonus_example: unknown term "table_cards"`},
		"a prestige card missing":  {Src: edit(prestige1, ""), Want: "13 prestige cards, want 14"},
		"prestige two conditions":  {Src: edit(`most = "building", points = 6`, `most = "building", fewest = "park", points = 6`), Want: "prestige card 1: want exactly one of"},
		"prestige no condition":    {Src: edit(`most = "building", points = 6, tied = 3`, `points = 6`), Want: "prestige card 1: want exactly one of"},
		"prestige tie missing":     {Src: edit(`points = 6, tied = 3 },`, `points = 6 },`), Want: "prestige card 1: tied 0 with points 6"},
		"prestige tie on at_least": {Src: edit(`large_building = 2 }, points = 5 }`, `large_building = 2 }, points = 5, tied = 2 }`), Want: "prestige card 2: tied 2"},
		"prestige term":            {Src: edit(`most = "jester"`, `most = "jesters"`), Want: `prestige card 10: unknown term "jesters"`},
		"recruiting count":         {Src: edit("[recruiting]\ncount = 5", "[recruiting]\ncount = 4"), Want: "4 recruiting cards, want 5"},
		"shape not connected":      {Src: edit(tower, `cells = [[0, 0], [0, 1], [0, 3]] }`), Want: "building 9 (tower): cells [[0 0] [0 1] [0 3]] are not connected"},
		"shape off the grid":       {Src: edit(tower, `cells = [[0, 5], [0, 6], [0, 7]] }`), Want: "building 9 (tower): cell [0 7] is outside the 7 x 7 grid"},
		"shape cell twice":         {Src: edit(tower, `cells = [[0, 0], [0, 1], [0, 1]] }`), Want: "cell [0 1] is listed twice"},
		"shape bad cell":           {Src: edit(tower, `cells = [[0, 0], [0, 1], [0]] }`), Want: "cell [0]: want [row, col]"},
		"shape of the wrong size":  {Src: edit(tower, `cells = [[0, 0], [0, 1]] }`), Want: "building 9 (tower): 2 cells, want 3 for a small building"},
		"landscape shape":          {Src: edit(`count = 6, favoured_by = 5, cells = [[0, 0], [0, 1]]`, `count = 6, favoured_by = 5, cells = [[0, 0], [1, 1]]`), Want: "landscape 3 (park)"},
		"palace off the grid":      {Src: edit("[6, 0], [6, 1], [6, 2]]", "[6, 0], [6, 1], [7, 2]]"), Want: "board: palace: cell [7 2] is outside"},
		"board size":               {Src: edit("[board]\nsize = 7", "[board]\nsize = 8"), Want: "board: size 8, want 7"},
		"types per size":           {Src: edit(`cells = 3, types = 2`, `cells = 3, types = 1`), Want: "buildings: 2 small types, want 1"},
		"unknown size":             {Src: edit(`size = "small", cells = [[0, 0], [0, 1], [0, 2]]`, `size = "tiny", cells = [[0, 0], [0, 1], [0, 2]]`), Want: `building 9 (tower): unknown size "tiny"`},
		"building id twice":        {Src: edit(`id = "chapel"`, `id = "tower"`), Want: `building 10: id "tower" is empty or used twice`},
		"cost rising":              {Src: edit("cost = [700, 300, 300, 0]", "cost = [700, 300, 400, 0]"), Want: "buildings: costs [700 300 400 0]"},
		"minimum work flat":        {Src: edit("[7, 10, 12, 14, 15", "[7, 10, 12, 12, 15"), Want: "minimum work 12 in round 4, want it above round 3's"},
		"a round missing":          {Src: edit("[7, 10, 12, 14, 15, 16, 17]", "[7, 10, 12, 14, 15, 16]"), Want: "7 rounds with 6 minimum work values"},
		"start money":              {Src: edit("florins = 3500", "florins = 3600"), Want: "the start coins add up to 3500, want florins = 3600"},
		"start coin":               {Src: edit("start_coins = [1000,", "start_coins = [900, 100,"), Want: "start coin 900 is not a coin of the bank"},
		"keep all dealt":           {Src: edit("kept = 3", "kept = 4"), Want: "keep 4 of 4"},
		"players":                  {Src: edit("max_players = 5", "max_players = 2"), Want: "setup: 3 to 2 players"},
		"too few freedoms":         {Src: edit("per_type = 4", "per_type = 3"), Want: "freedoms: 2 to 4 of each type in play, want 1 to per_type = 3"},
		"freedom id twice":         {Src: edit(`{ id = "opinion"`, `{ id = "travel"`), Want: `freedom 3: id "travel" is empty or used twice`},
		"auction stack":            {Src: edit(`"prestige", "recruiting"]`, `"prestige", "banker"]`), Want: `auction: stack "banker" is unknown or listed twice`},
		"auction stack twice":      {Src: edit(`"prestige", "recruiting"]`, `"prestige", "jester"]`), Want: `auction: stack "jester" is unknown or listed twice`},
		"auction opening":          {Src: edit("opening = 200", "opening = 0"), Want: "auction: opening 0"},
	})
}

func TestDecodeShape(t *testing.T) {
	s, err := decodeShape([][]int{{0, 0}, {1, 0}, {1, 1}}, 7)
	require.NoError(t, err)
	assert.Equal(t, shape{{0, 0}, {1, 0}, {1, 1}}, s)
	_, err = decodeShape(nil, 7)
	assert.ErrorContains(t, err, "no cells")
	_, err = decodeShape([][]int{{0, 0}, {1, 1}}, 7)
	assert.ErrorContains(t, err, "not connected", "touching at a corner is not connected")
	_, err = decodeShape([][]int{{-1, 0}}, 7)
	assert.ErrorContains(t, err, "outside")
}
