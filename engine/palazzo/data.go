package palazzo

import (
	_ "embed"
	"fmt"

	"github.com/pbem-games/pbem/engine/gamedata"
)

//go:embed data/palazzo.toml
var dataFile []byte

// components is the decoded data file. Values marked [R] in it are
// reconstructions; see docs/rules/palazzo.md.
type components struct {
	Backs struct {
		Reconstructed bool `toml:"reconstructed"`
	} `toml:"backs"`
	Setup struct {
		Hand     int `toml:"hand"`
		Dealt    int `toml:"dealt"`
		Riders   int `toml:"riders"`
		Quarries int `toml:"quarries"`
	} `toml:"setup"`
	Money struct {
		Currencies   []string `toml:"currencies"`
		Values       []int    `toml:"values"`
		Copies       int      `toml:"copies"`
		Certificates int      `toml:"certificates"`
		Cards        int      `toml:"cards"`
	} `toml:"money"`
	Price struct {
		Base int `toml:"base"`
	} `toml:"price"`
	Scoring []scoreRow `toml:"scoring"`
	Tiles   []tileRow  `toml:"tiles"`

	// stacks holds the tiles of each back (I, II, III), and deck the money
	// cards of [money] in deck order, decoded once.
	stacks [3][]Tile
	deck   []Card
}

// scoreRow is the score of a palace with Floors floors.
type scoreRow struct {
	Floors       int  `toml:"floors"`
	Base         int  `toml:"base"`
	CountWindows bool `toml:"count_windows"`
	Bonus        int  `toml:"bonus"`
}

type tileRow struct {
	Material string `toml:"material"`
	Floor    int    `toml:"floor"`
	Windows  int    `toml:"windows"`
	Back     string `toml:"back"`
}

// loaded is the component data, decoded and checked on first use.
var loaded = gamedata.NewLazy(func() (*components, error) { return decodeEmbedded(dataSnapshot) })

// data returns the component data. The file is embedded, so an error in it
// is a bug caught by the tests, and data panics.
func data() *components { return loaded.Get() }

// decodeComponents decodes and checks a data file.
func decodeComponents(src []byte) (*components, error) {
	c := new(components)
	if err := gamedata.Decode("palazzo", src, c, c.decodeTiles, c.decodeMoney, c.check, c.checkSetup); err != nil {
		return nil, err
	}
	return c, nil
}

var backIndex = map[string]int{"I": 0, "II": 1, "III": 2}

func (c *components) decodeTiles() error {
	for i, row := range c.Tiles {
		mat, ok := materialByName[row.Material]
		back, okBack := backIndex[row.Back]
		t := Tile{Floor: int8(row.Floor), Mat: mat, Windows: int8(row.Windows)}
		if !ok || !okBack || !t.valid() {
			return fmt.Errorf("tile %d (%+v) is not a valid tile", i+1, row)
		}
		c.stacks[back] = append(c.stacks[back], t)
	}
	return nil
}

// check verifies the counts the rules state: 48 tiles, 16 per material,
// each material with one tile of 1, 2 and 3 windows per floor plus an extra
// 3rd-floor tile with 1 window, and one scoring row per height.
func (c *components) check() error {
	if n := len(c.Tiles); n != 48 {
		return fmt.Errorf("%d tiles, want 48", n)
	}
	counts := map[Tile]int{}
	for _, s := range c.stacks {
		for _, t := range s {
			counts[t]++
		}
	}
	for m := Brick; m <= Marble; m++ {
		for f := int8(1); f <= 5; f++ {
			for w := int8(1); w <= 3; w++ {
				want := 1
				if f == 3 && w == 1 {
					want = 2
				}
				if got := counts[Tile{Floor: f, Mat: m, Windows: w}]; got != want {
					return fmt.Errorf("%d tiles %s, want %d", got, Tile{f, m, w}, want)
				}
			}
		}
	}
	if len(c.Scoring) != 5 {
		return fmt.Errorf("%d scoring rows, want one per height 1-5", len(c.Scoring))
	}
	for i, r := range c.Scoring {
		if r.Floors != i+1 {
			return fmt.Errorf("scoring row %d is for %d floors, want %d", i+1, r.Floors, i+1)
		}
	}
	return nil
}
