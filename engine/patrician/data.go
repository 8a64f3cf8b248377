package patrician

import (
	_ "embed"
	"fmt"
	"sync/atomic"

	"github.com/pbem-games/pbem/engine/gamedata"
)

//go:embed data/patrician.toml
var dataFile []byte

// components is the decoded data file. Values marked [R] in it are
// reconstructions; see docs/rules/patrician.md.
type components struct {
	Setup struct {
		Hand int `toml:"hand"`
	} `toml:"setup"`
	Players   []countRow    `toml:"players"`
	Cities    []cityRow     `toml:"cities"`
	Portraits []portraitRow `toml:"portraits"`
	Sets      struct {
		Size   int `toml:"size"`
		Points int `toml:"points"`
	} `toml:"sets"`
	Cards struct {
		Reconstructed bool      `toml:"reconstructed"`
		List          []cardRow `toml:"list"`
	} `toml:"cards"`
	Ambassadors ambassadorRules `toml:"ambassadors"`
	Messengers  messengerRules  `toml:"messengers"`
	// Word holds the French (and other) words of the expansions and
	// cities (view_words.go).
	Word gamedata.Words `toml:"word"`

	// Decoded once from the rows above.
	cards      []cardInfo
	borders    []border
	cityByCode map[string]City
	cardByID   map[string]Card
	// The same, for the lookups of a move (lookup_index.go).
	cityIndex keyIndex[City]
	cardIndex keyIndex[Card]
}

// countRow is what depends on the number of players.
type countRow struct {
	Count      int    `toml:"count"`
	Floors     int    `toml:"floors"`
	Messengers int    `toml:"messengers"`
	Board      string `toml:"board"`
}

type cityRow struct {
	Code     string `toml:"code"`
	Name     string `toml:"name"`
	Limit    int    `toml:"limit"`
	High     int    `toml:"high"`
	Low      int    `toml:"low"`
	FiveOnly bool   `toml:"five_only"`
}

type portraitRow struct {
	Code string `toml:"code"`
	Name string `toml:"name"`
}

type cardRow struct {
	ID       string     `toml:"id"`
	City     string     `toml:"city"`
	Crests   int        `toml:"crests"`
	Feature  string     `toml:"feature"`
	Portrait string     `toml:"portrait"`
	Heads    int        `toml:"heads"`
	Star     bool       `toml:"star"`
	Arrows   [][]string `toml:"arrows"`
}

type ambassadorRules struct {
	OrderReconstructed bool `toml:"order_reconstructed"`
	Small              []struct {
		Card  string   `toml:"card"`
		Tile  int      `toml:"tile"`
		Order []string `toml:"order"`
		// order is Order as cities, read once (checkExpansions).
		order []City
	} `toml:"small"`
	Large struct {
		Card     string   `toml:"card"`
		Cities   []string `toml:"cities"`
		Tiebreak string   `toml:"tiebreak"`
		// cities and tiebreak are Cities and Tiebreak as cities.
		cities   []City
		tiebreak City
	} `toml:"large"`
}

type messengerRules struct {
	Points     int    `toml:"points"`
	MaxPerCity int    `toml:"max_per_city"`
	Penalty    int    `toml:"penalty"`
	StarCards  string `toml:"star_cards"`
	Arrows     bool   `toml:"arrows"`
	Borders    []struct {
		Cities   []string `toml:"cities"`
		FiveOnly bool     `toml:"five_only"`
	} `toml:"borders"`
}

// cardInfo is one construction card as the engine uses it.
type cardInfo struct {
	ID       string
	City     City
	Crests   int
	Feature  Feature
	Portrait int // index into Portraits; -1 for none
	Heads    int
	Star     bool
	// Arrows lists the borders (indexes) the card allows a messenger on
	// when the arrows ruling is on.
	Arrows []int
	// label and describe are the texts of Label and Describe, made once:
	// every play event names its card.
	label, describe string
}

// border is a pair of adjacent cities, the lower city index first.
type border struct {
	A, B     City
	FiveOnly bool
}

// maxCards is the most cards a hand bitmask can hold.
const maxCards = 64

// maxBorders is the most borders a set of legal placements can hold
// (legal.go).
const maxBorders = 64

// loaded is the component data, decoded and checked on first use.
var loaded = gamedata.NewLazy(func() (*components, error) { return decodeEmbedded(dataSnapshot) })

// current is the data loaded returns, once asked: data is called a few
// times a decision, and Lazy.Get (a sync.Once and an error check, not
// inlined) cost as much as a small function of the engine. Tests that try
// other data put it here too (replaceData).
var current atomic.Pointer[components]

// data returns the component data. The file is embedded, so an error in it
// is a bug caught by the tests, and data panics.
func data() *components {
	if d := current.Load(); d != nil {
		return d
	}
	return loadData()
}

// loadData is data's first call: it decodes the data and keeps it.
func loadData() *components {
	d := loaded.Get()
	current.Store(d)
	return d
}

// replaceData makes data return d from now on and returns the data it
// returned before, for tests that try another data file (Lazy.Replace).
func replaceData(d *components) (old *components) {
	old = loaded.Replace(d)
	current.Store(d)
	return old
}

// decodeComponents decodes and checks a data file: the cities first, as
// the borders and cards name them.
func decodeComponents(src []byte) (*components, error) {
	c := new(components)
	if err := gamedata.Decode("patrician", src, c, c.steps(src)...); err != nil {
		return nil, err
	}
	return c, nil
}

// steps are the steps that check c, decoded from src, and make what it
// derives.
func (c *components) steps(src []byte) []func() error {
	return []func() error{c.decodeCities, c.decodeBorders, c.decodeCards, c.check, c.checkExpansions,
		func() error { return c.Word.Check(src, c.wordIDs()) }}
}

func (c *components) decodeCities() error {
	if len(c.Cities) == 0 || len(c.Cities) > maxCities {
		return fmt.Errorf("%d cities, want 1 to %d", len(c.Cities), maxCities)
	}
	c.cityByCode = make(map[string]City, 2*len(c.Cities))
	for i, row := range c.Cities {
		_, dup := c.cityByCode[row.Code]
		if len(row.Code) != 2 || dup || row.Limit < 3 || row.Limit > maxFloors || row.Limit%2 == 0 {
			return fmt.Errorf("city %d (%+v): want a new 2-letter code and an odd limit of 3 to %d", i+1, row, maxFloors)
		}
		if row.Low <= 0 || row.High <= row.Low {
			return fmt.Errorf("city %s: tiles %d/%d, want high > low > 0", row.Name, row.High, row.Low)
		}
		c.cityByCode[row.Code] = City(i)
		c.cityByCode[lowerASCII(row.Name)] = City(i)
	}
	c.cityIndex = newKeyIndex(c.cityByCode)
	return nil
}

// city looks up a city code of the data file.
func (c *components) city(code string) (City, error) {
	i, ok := c.cityByCode[code]
	if !ok {
		return NoCity, fmt.Errorf("unknown city %q", code)
	}
	return i, nil
}

func (c *components) decodeBorders() error {
	if len(c.Messengers.Borders) > maxBorders {
		return fmt.Errorf("%d borders, want at most %d", len(c.Messengers.Borders), maxBorders)
	}
	for i, row := range c.Messengers.Borders {
		if len(row.Cities) != 2 {
			return fmt.Errorf("border %d names %d cities, want 2", i+1, len(row.Cities))
		}
		a, errA := c.city(row.Cities[0])
		b, errB := c.city(row.Cities[1])
		if errA != nil || errB != nil || a == b {
			return fmt.Errorf("border %d (%v): want two different known cities", i+1, row.Cities)
		}
		bd := border{A: min(a, b), B: max(a, b), FiveOnly: row.FiveOnly}
		if c.borderIndex(bd.A, bd.B) >= 0 {
			return fmt.Errorf("border %d (%v) is listed twice", i+1, row.Cities)
		}
		c.borders = append(c.borders, bd)
	}
	return nil
}

// borderIndex returns the index of the border between a and b (a < b), or -1.
func (c *components) borderIndex(a, b City) int {
	for i, bd := range c.borders {
		if bd.A == a && bd.B == b {
			return i
		}
	}
	return -1
}

var featureByName = map[string]Feature{
	"double_crest": DoubleCrest, "any_city_card": AnyCity, "move": SpecialAction,
	"portrait": Portrait, "double_portrait": DoublePortrait,
}

func (c *components) decodeCards() error {
	if len(c.Cards.List) > maxCards {
		return fmt.Errorf("%d cards, at most %d fit a hand", len(c.Cards.List), maxCards)
	}
	c.cardByID = make(map[string]Card, len(c.Cards.List))
	for i, row := range c.Cards.List {
		info, err := c.decodeCard(row)
		if err != nil {
			return fmt.Errorf("card %d (%s): %w", i+1, row.ID, err)
		}
		if _, dup := c.cardByID[lowerASCII(row.ID)]; dup {
			return fmt.Errorf("card %d: id %s is used twice", i+1, row.ID)
		}
		c.cardByID[lowerASCII(row.ID)] = Card(i)
		info.label, info.describe = c.label(info), c.describe(info)
		c.cards = append(c.cards, info)
	}
	c.cardIndex = newKeyIndex(c.cardByID)
	return nil
}

func (c *components) decodeCard(row cardRow) (cardInfo, error) {
	city, err := c.city(row.City)
	if err != nil {
		return cardInfo{}, err
	}
	feature, ok := featureByName[row.Feature]
	if !ok {
		return cardInfo{}, fmt.Errorf("unknown feature %q", row.Feature)
	}
	info := cardInfo{ID: row.ID, City: city, Crests: row.Crests, Feature: feature, Portrait: -1, Heads: row.Heads, Star: row.Star}
	if row.ID == "" || row.Crests != 1+btoi(feature == DoubleCrest) {
		return info, fmt.Errorf("want an id, and 2 crests exactly for a double crest, else 1")
	}
	if feature == Portrait || feature == DoublePortrait {
		info.Portrait = c.portraitIndex(row.Portrait)
		if info.Portrait < 0 || row.Heads != 1+btoi(feature == DoublePortrait) {
			return info, fmt.Errorf("portrait %q with %d heads: want a known portrait and 1 head (2 for a double)", row.Portrait, row.Heads)
		}
	} else if row.Portrait != "" || row.Heads != 0 {
		return info, fmt.Errorf("only portrait cards show heads")
	}
	for _, pair := range row.Arrows {
		if len(pair) != 2 {
			return info, fmt.Errorf("arrows %v: want a pair of cities", pair)
		}
		a, errA := c.city(pair[0])
		b, errB := c.city(pair[1])
		i := c.borderIndex(min(a, b), max(a, b))
		if errA != nil || errB != nil || i < 0 {
			return info, fmt.Errorf("arrows %v: not a border", pair)
		}
		info.Arrows = append(info.Arrows, i)
	}
	return info, nil
}

func (c *components) portraitIndex(code string) int {
	for i, p := range c.Portraits {
		if p.Code == code {
			return i
		}
	}
	return -1
}

func btoi(b bool) int {
	if b {
		return 1
	}
	return 0
}
