package princes

import (
	_ "embed"
	"fmt"
	"sync/atomic"

	"github.com/pbem-games/pbem/engine/gamedata"
)

//go:embed data/princes.toml
var dataFile []byte

// dataSnapshot is dataFile as decoded (gamedata.DecodeEmbedded):
// TestDataSnapshotIsCurrent keeps it so, -update writes it.
//
//go:embed data/princes.snapshot
var dataSnapshot []byte

// The counts the rule text states (its component list), which the data
// file must match.
const (
	wantProfessions   = 21
	wantBonusCards    = 20
	wantPrestigeCards = 14
	wantRecruiting    = 5
	wantBuildingTypes = 10
	wantRounds        = 7
	boardSize         = 7
)

// components is the decoded data file. Values marked reconstructed in it
// are reconstructions; see docs/rules/princes.md.
type components struct {
	Setup struct {
		MinPlayers int   `toml:"min_players"`
		MaxPlayers int   `toml:"max_players"`
		Florins    int   `toml:"florins"`
		StartCoins []int `toml:"start_coins"`
		Dealt      int   `toml:"dealt"`
		Kept       int   `toml:"kept"`
	} `toml:"setup"`
	Bank struct {
		Coins         []coinRow `toml:"coins"`
		Unlimited     bool      `toml:"unlimited"`
		Reconstructed bool      `toml:"reconstructed"`
	} `toml:"bank"`
	Board struct {
		Size   int     `toml:"size"`
		Palace [][]int `toml:"palace"`
	} `toml:"board"`
	Rounds struct {
		Count       int   `toml:"count"`
		MinimumWork []int `toml:"minimum_work"`
	} `toml:"rounds"`
	Auction    auctionRules   `toml:"auction"`
	Actions    actionCosts    `toml:"actions"`
	Work       workValues     `toml:"work"`
	Prestige   prestigePoints `toml:"prestige"`
	Buildings  buildingTable  `toml:"buildings"`
	Landscapes landscapeTable `toml:"landscapes"`
	Freedoms   freedomTable   `toml:"freedoms"`
	Builders   struct {
		Count     int `toml:"count"`
		PerPlayer int `toml:"per_player"`
	} `toml:"builders"`
	Jesters struct {
		Count int `toml:"count"`
	} `toml:"jesters"`
	Recruiting struct {
		Count int `toml:"count"`
	} `toml:"recruiting"`
	Professions struct {
		Cards []professionRow `toml:"cards"`
	} `toml:"professions"`
	Bonus struct {
		Cards []bonusRow `toml:"cards"`
	} `toml:"bonus"`
	BonusExample  map[string]int `toml:"bonus_example"`
	PrestigeCards struct {
		Cards []prestigeRow `toml:"cards"`
	} `toml:"prestige_cards"`
	// Word holds the French (and other) words of the ids (view_words.go).
	Word gamedata.Words `toml:"word"`

	// Decoded once from the rows above.
	palace        shape
	buildingByID  map[string]int
	landscapeByID map[string]int
	freedomByID   map[string]int
	// favourites are the indexes of each profession's favourites: a
	// work's value needs them for every profession in hand at every
	// decision of the action phase, without three map lookups.
	favourites [wantProfessions]favourite
}

// favourite is the building, landscape and freedom a profession favours,
// as indexes of their tables.
type favourite struct{ building, landscape, freedom int8 }

type coinRow struct {
	Value int `toml:"value"`
	Count int `toml:"count"`
}

type auctionRules struct {
	Opening   int      `toml:"opening"`
	Raise     int      `toml:"raise"`
	LastPrice int      `toml:"last_price"`
	Stacks    []string `toml:"stacks"`
}

type actionCosts struct {
	PerTurn    int `toml:"per_turn"`
	Profession int `toml:"profession"`
	Freedom    int `toml:"freedom"`
	Bonus      int `toml:"bonus"`
	Look       int `toml:"look"`
}

// workValues is what each thing adds to a work value.
type workValues struct {
	Building        int `toml:"building"`
	Landscape       int `toml:"landscape"`
	Freedom         int `toml:"freedom"`
	Jester          int `toml:"jester"`
	Card            int `toml:"card"`
	FlorinsPerPoint int `toml:"florins_per_point"`
}

// prestigePoints is what scores prestige during the game.
type prestigePoints struct {
	Building          int `toml:"building"`
	SecondLandscape   int `toml:"second_landscape"`
	Builder           int `toml:"builder"`
	BestWork          int `toml:"best_work"`
	WorkMoneyPerPoint int `toml:"work_money_per_point"`
	SellPoint         int `toml:"sell_point"`
	Track             int `toml:"track"`
}

type buildingTable struct {
	Copies        int           `toml:"copies"`
	Cost          []int         `toml:"cost"`
	Sizes         []sizeRow     `toml:"sizes"`
	Reconstructed bool          `toml:"reconstructed"`
	Types         []buildingRow `toml:"types"`
}

// sizeRow is one building size: its squares and how many types have it.
type sizeRow struct {
	Name  string `toml:"name"`
	Cells int    `toml:"cells"`
	Types int    `toml:"types"`
}

type buildingRow struct {
	ID    string  `toml:"id"`
	Name  string  `toml:"name"`
	Size  string  `toml:"size"`
	Cells [][]int `toml:"cells"`
	shape shape
}

type landscapeTable struct {
	Reconstructed bool           `toml:"reconstructed"`
	Types         []landscapeRow `toml:"types"`
}

type landscapeRow struct {
	ID         string  `toml:"id"`
	Name       string  `toml:"name"`
	Count      int     `toml:"count"`
	FavouredBy int     `toml:"favoured_by"`
	Cells      [][]int `toml:"cells"`
	shape      shape
}

type freedomTable struct {
	PerType      int          `toml:"per_type"`
	PlayersMinus int          `toml:"players_minus"`
	Types        []freedomRow `toml:"types"`
}

type freedomRow struct {
	ID   string `toml:"id"`
	Name string `toml:"name"`
}

type professionRow struct {
	No        int    `toml:"no"`
	Name      string `toml:"name"`
	Building  string `toml:"building"`
	Landscape string `toml:"landscape"`
	Freedom   string `toml:"freedom"`
}

// bonusRow is a bonus card: Value per unit of each term in Counts.
type bonusRow struct {
	No      int      `toml:"no"`
	Value   int      `toml:"value"`
	Counts  []string `toml:"counts"`
	Example int      `toml:"example"`
}

// prestigeRow is a prestige card: won by the most (or fewest) of a term,
// or by at least the counts of AtLeast.
type prestigeRow struct {
	No      int            `toml:"no"`
	Most    string         `toml:"most"`
	Fewest  string         `toml:"fewest"`
	AtLeast map[string]int `toml:"at_least"`
	Points  int            `toml:"points"`
	Tied    int            `toml:"tied"`
}

// loaded is the component data, decoded and checked on first use.
var loaded = gamedata.NewLazy(func() (*components, error) { return decodeEmbedded(dataSnapshot) })

// data returns the component data. The file is embedded, so an error in it
// is a bug caught by the tests, and data panics.
func data() *components {
	if d := dataCache.Load(); d != nil {
		return d
	}
	return loadData()
}

// loadData is data's first call, apart so that data itself is inlined (a
// call was 4 % of a random game).
func loadData() *components {
	d := loaded.Get()
	dataCache.Store(d)
	return d
}

// dataCache is what loaded.Get returned: the rules ask for the data at
// every check, and Get is a call through a generic dictionary where this
// is a load. A test that swaps the data (loaded.Replace) must clear it.
var dataCache atomic.Pointer[components]

// decodeComponents decodes and checks a data file: the tables the cards
// name (buildings, landscapes, freedoms) first, then the cards.
func decodeComponents(src []byte) (*components, error) {
	c := new(components)
	if err := gamedata.Decode("princes", src, c, c.checks(src)...); err != nil {
		return nil, err
	}
	return c, nil
}

// decodeEmbedded is decodeComponents of the embedded data file, read from
// snapshot when it was made from that file.
func decodeEmbedded(snapshot []byte) (*components, error) {
	c := new(components)
	if err := gamedata.DecodeEmbedded("princes", dataFile, snapshot, c, c.checks(dataFile)...); err != nil {
		return nil, err
	}
	return c, nil
}

// checks are the steps that check c, decoded from src, and make its
// indexes.
func (c *components) checks(src []byte) []func() error {
	return []func() error{
		c.checkSetup, c.checkBoard, c.checkRounds, c.checkBuildings, c.checkLandscapes,
		c.checkFreedoms, c.checkAuction, c.checkProfessions, c.checkBonus, c.checkPrestigeCards,
		func() error { return c.Word.Check(src, c.wordIDs()) },
	}
}

// freedomsInPlay is how many freedoms of each type a game of players uses.
func (c *components) freedomsInPlay(players int) int {
	return players - c.Freedoms.PlayersMinus
}

// buildCost is what a building costs a player with builders builders.
func (c *components) buildCost(builders int) int {
	return c.Buildings.Cost[min(builders, len(c.Buildings.Cost)-1)]
}

// minimumWork is the least work value of round (1-based).
func (c *components) minimumWork(round int) int {
	return c.Rounds.MinimumWork[round-1]
}

// index maps the ids of rows to their indexes, refusing empty and
// repeated ids; what names the table in the error.
func index(what string, ids []string) (map[string]int, error) {
	m := make(map[string]int, len(ids))
	for i, id := range ids {
		if _, dup := m[id]; dup || id == "" {
			return nil, fmt.Errorf("%s %d: id %q is empty or used twice", what, i+1, id)
		}
		m[id] = i
	}
	return m, nil
}
