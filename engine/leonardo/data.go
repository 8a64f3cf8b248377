package leonardo

import (
	_ "embed"
	"fmt"
	"slices"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/engine/gamedata"
)

//go:embed data/leonardo.toml
var dataFile []byte

// dataSnapshot is dataFile as decoded (gamedata.DecodeEmbedded):
// TestDataSnapshotIsCurrent keeps it so, -update writes it.
//
//go:embed data/leonardo.snapshot
var dataSnapshot []byte

// The numbers of the rule text that any data file must keep: 32 spaces,
// of which 19 streets, 4 bridges, 3 markets (3, 11, 24), 3 message spaces
// (7, 22, 28), the Peace of God on 9 and 17, and Piazza Maggiore on 1.
const (
	spaceCount = 32
	piazza     = 1
)

var (
	wantMarkets  = []int{3, 11, 24}
	wantMessages = []int{7, 22, 28}
	wantPeace    = []int{9, 17}
)

// The kinds of space.
const (
	kindPiazza  = "piazza"
	kindStreet  = "street"
	kindBridge  = "bridge"
	kindMarket  = "market"
	kindMessage = "message"
	kindPeace   = "peace"
)

// The parties.
const (
	guelph int8 = iota
	ghibelline
	partyCount
)

// partyIDs are the parties as data files and moves name them.
var partyIDs = [partyCount]string{"guelph", "ghibelline"}

// components is a decoded data file: the embedded one, or one given at
// setup (engine.Options.Data). Values marked reconstructed in it are
// reconstructions; see docs/rules/leonardo.md.
type components struct {
	Setup struct {
		MinPlayers int `toml:"min_players"`
		MaxPlayers int `toml:"max_players"`
		Florins    int `toml:"florins"`
	} `toml:"setup"`
	Rules struct {
		PassBonus     int   `toml:"pass_bonus"`
		ArtPrice      int   `toml:"art_price"`
		ArtPerTurn    int   `toml:"art_per_turn"`
		ArtPerPalace  int   `toml:"art_per_palace"`
		SoldierRolls  []int `toml:"soldier_rolls"`
		SoldiersMax   int   `toml:"soldiers_max"`
		AuctionStart  int   `toml:"auction_start"`
		AuctionStep   int   `toml:"auction_step"`
		BattlePayment int   `toml:"battle_payment"`
		EventPayment  int   `toml:"event_payment"`
		DrawMax       int   `toml:"draw_max"`
		AdminMove     int   `toml:"admin_move"`
		Peace         []int `toml:"peace"`
	} `toml:"rules"`
	Market struct {
		MinStake      int          `toml:"min_stake"`
		StakeStep     int          `toml:"stake_step"`
		Multiplier    int          `toml:"multiplier"`
		Organiser     []int        `toml:"organiser"`
		Reconstructed bool         `toml:"reconstructed"`
		Products      []productRow `toml:"products"`
	} `toml:"market"`
	Game struct {
		Rounds        int  `toml:"rounds"`
		Offers        int  `toml:"offers"`
		Reconstructed bool `toml:"reconstructed"`
	} `toml:"game"`
	Board struct {
		Reconstructed bool       `toml:"reconstructed"`
		BridgeRent    []int      `toml:"bridge_rent"`
		Spaces        []spaceRow `toml:"spaces"`
	} `toml:"board"`
	Art struct {
		Reconstructed bool     `toml:"reconstructed"`
		Cards         []artRow `toml:"cards"`
	} `toml:"art"`
	Soldiers struct {
		Count         int  `toml:"count"`
		Reconstructed bool `toml:"reconstructed"`
	} `toml:"soldiers"`
	Administrations struct {
		Reconstructed bool       `toml:"reconstructed"`
		Cards         []adminRow `toml:"cards"`
	} `toml:"administrations"`
	Events struct {
		Reconstructed bool       `toml:"reconstructed"`
		Cards         []eventRow `toml:"cards"`
	} `toml:"events"`
	// Word holds the names of events and art works in other languages
	// (view_words.go).
	Word gamedata.Words `toml:"word"`

	// Worked out once from the rows above.
	district  [spaceCount + 1]int8 // district index of each street, -1 otherwise
	districts [][]int8             // the streets of each district
	adminAt   [spaceCount + 1]int8 // administration card of each space, -1 for none
	productOf []int8               // the product each draw backs, -1 for none (index 0 unused)
	stakes    [][]engine.Move      // StakeMove{p, k*StakeStep} boxed once, by product and k (stakeMove)
	streets   uint64               // the streets, bit n for space n (loops over them compare no kinds)
	bridges   uint64               // the bridges, likewise
	offers    offerTable           // the negotiation's sample offers, boxed once (offers.go)
	cheap     []uint64             // by cash, the spaces costing at most it (checkPrices)
}

// checkPrices makes cheap: for each cash from 0 to the dearest space's
// price, the spaces costing at most that.
func (c *components) checkPrices() error {
	dearest := 0
	for _, sp := range c.Board.Spaces {
		dearest = max(dearest, sp.Price)
	}
	c.cheap = make([]uint64, dearest+1)
	for _, sp := range c.Board.Spaces {
		for cash := max(sp.Price, 0); cash <= dearest; cash++ {
			c.cheap[cash] |= 1 << sp.No
		}
	}
	return nil
}

// affordableSpaces is the set of spaces whose price is at most cash.
func (c *components) affordableSpaces(cash int) uint64 {
	if cash < 0 {
		return 0
	}
	return c.cheap[min(cash, len(c.cheap)-1)]
}

// stakeSteps is how many stake amounts per product are boxed once: the
// amounts up to 255 steps (1,275 Florins with steps of 5).
const stakeSteps = 256

// stakeMove is StakeMove{p, amount} as a move: boxed once for the common
// amounts, so that listing the stakes allocates no move.
func (c *components) stakeMove(p int8, amount int) engine.Move {
	if k := amount / c.Market.StakeStep; amount%c.Market.StakeStep == 0 && k >= 0 && k < stakeSteps && int(p) < len(c.stakes) {
		return c.stakes[p][k]
	}
	return StakeMove{Product: p, Amount: amount}
}

type productRow struct {
	ID      string `toml:"id"`
	Name    string `toml:"name"`
	Numbers []int  `toml:"numbers"`
}

type spaceRow struct {
	No       int    `toml:"no"`
	Kind     string `toml:"kind"`
	Name     string `toml:"name"`
	District string `toml:"district"`
	Price    int    `toml:"price"`
	Rent     []int  `toml:"rent"`
}

type artRow struct {
	Value int    `toml:"value"`
	Name  string `toml:"name"`
}

type adminRow struct {
	ID    string `toml:"id"`
	Name  string `toml:"name"`
	Space int    `toml:"space"`
	Price int    `toml:"price"`
}

type eventRow struct {
	Party string `toml:"party"`
	Name  string `toml:"name"`
}

// embedded is the data file built in, decoded and checked on first use.
var embedded = gamedata.NewLazy(func() (*components, error) { return decodeEmbedded(dataSnapshot) })

// decodeComponents decodes and checks a data file.
func decodeComponents(src []byte) (*components, error) {
	makeNumbers() // for the events of every game played on it (tell.go)
	c := new(components)
	if err := gamedata.Decode("leonardo", src, c, c.checks(src)...); err != nil {
		return nil, err
	}
	return c, nil
}

// decodeEmbedded is decodeComponents of the embedded data file, read from
// snapshot when it was made from that file.
func decodeEmbedded(snapshot []byte) (*components, error) {
	makeNumbers()
	c := new(components)
	if err := gamedata.DecodeEmbedded("leonardo", dataFile, snapshot, c, c.checks(dataFile)...); err != nil {
		return nil, err
	}
	return c, nil
}

// checks are the steps that check c, decoded from src, and make what it
// derives.
func (c *components) checks(src []byte) []func() error {
	checkWords := func() error { return c.Word.Check(src, c.wordIDs()) }
	return []func() error{c.checkSetup, c.checkBoard, c.checkPrices, c.checkCards, c.checkMarket, checkWords}
}

// space returns space no (1 to 32).
func (c *components) space(no int) *spaceRow { return &c.Board.Spaces[no-1] }

// ownable reports whether space no is a street or a bridge.
func (c *components) ownable(no int) bool {
	k := c.space(no).Kind
	return k == kindStreet || k == kindBridge
}

// peace reports whether no battle may happen on space no.
func (c *components) peace(no int) bool { return slices.Contains(c.Rules.Peace, no) }

func (c *components) checkSetup() error {
	s, r := c.Setup, c.Rules
	switch {
	case s.MinPlayers < 2 || s.MaxPlayers < s.MinPlayers || s.MaxPlayers > 6:
		return fmt.Errorf("setup: players %d to %d, want between 2 and 6", s.MinPlayers, s.MaxPlayers)
	case s.Florins <= 0 || r.ArtPrice <= 0 || r.ArtPerTurn <= 0 || r.ArtPerPalace <= 0 || r.AuctionStart <= 0 ||
		r.AuctionStep <= 0 || r.SoldiersMax <= 0 || r.DrawMax < 12 || r.AdminMove < 0:
		return fmt.Errorf("setup or rules: every count and price must be above 0, and draw_max at least 12")
	case c.Game.Rounds < 1 || c.Game.Offers < 1:
		return fmt.Errorf("game: rounds %d and offers %d must be at least 1", c.Game.Rounds, c.Game.Offers)
	}
	return nil
}

// checkBoard checks the 32 spaces against the rule text's numbers and
// works out the districts and which administration lies on each space.
func (c *components) checkBoard() error {
	if len(c.Board.Spaces) != spaceCount {
		return fmt.Errorf("board: %d spaces, want %d", len(c.Board.Spaces), spaceCount)
	}
	count := map[string][]int{}
	names := map[string]int8{}
	for i := range c.district {
		c.district[i] = -1
	}
	for i, sp := range c.Board.Spaces {
		if sp.No != i+1 || sp.Name == "" {
			return fmt.Errorf("board: space %d is numbered %d with name %q", i+1, sp.No, sp.Name)
		}
		count[sp.Kind] = append(count[sp.Kind], sp.No)
		if err := c.checkSpace(sp, names); err != nil {
			return fmt.Errorf("board: space %d: %w", sp.No, err)
		}
	}
	// In a fixed order, so that a file with several faults always gets the
	// same error.
	for _, k := range []struct {
		kind string
		want []int
	}{{kindPiazza, []int{piazza}}, {kindMarket, wantMarkets}, {kindMessage, wantMessages}, {kindPeace, wantPeace}} {
		if !slices.Equal(count[k.kind], k.want) {
			return fmt.Errorf("board: %s spaces %v, want %v (rule text)", k.kind, count[k.kind], k.want)
		}
	}
	if len(count[kindStreet]) != 19 || len(count[kindBridge]) != 4 {
		return fmt.Errorf("board: %d streets and %d bridges, want 19 and 4 (rule text)", len(count[kindStreet]), len(count[kindBridge]))
	}
	if !slices.Equal(c.Rules.Peace, wantPeace) {
		return fmt.Errorf("rules: peace %v, want %v (rule text)", c.Rules.Peace, wantPeace)
	}
	if len(c.Board.BridgeRent) != 4 {
		return fmt.Errorf("board: bridge_rent has %d values, want one for 1 to 4 bridges", len(c.Board.BridgeRent))
	}
	return nil
}

// checkSpace checks one space: a street has a district, a price and a
// rent for 0 to art_per_palace art works; a bridge a price; other spaces
// neither.
func (c *components) checkSpace(sp spaceRow, districts map[string]int8) error {
	switch sp.Kind {
	case kindStreet:
		if sp.District == "" || sp.Price <= 0 || len(sp.Rent) != c.Rules.ArtPerPalace+1 {
			return fmt.Errorf("a street wants a district, a price and %d rents", c.Rules.ArtPerPalace+1)
		}
		d, ok := districts[sp.District]
		if !ok {
			d = int8(len(c.districts))
			districts[sp.District] = d
			c.districts = append(c.districts, nil)
		}
		c.district[sp.No] = d
		c.districts[d] = append(c.districts[d], int8(sp.No))
		c.streets |= 1 << sp.No
	case kindBridge:
		if sp.Price <= 0 || sp.District != "" || sp.Rent != nil {
			return fmt.Errorf("a bridge wants a price, no district and no rent (bridge_rent gives it)")
		}
		c.bridges |= 1 << sp.No
	case kindPiazza, kindMarket, kindMessage, kindPeace:
		if sp.Price != 0 || sp.District != "" || sp.Rent != nil {
			return fmt.Errorf("a %s has no price, district or rent", sp.Kind)
		}
	default:
		return fmt.Errorf("unknown kind %q", sp.Kind)
	}
	return nil
}

// checkCards checks the decks and places the administrations.
func (c *components) checkCards() error {
	if len(c.Art.Cards) == 0 || c.Soldiers.Count < 1 || len(c.Events.Cards) == 0 || len(c.Administrations.Cards) == 0 {
		return fmt.Errorf("decks: art, soldiers, events and administrations must not be empty")
	}
	for i, a := range c.Art.Cards {
		if a.Value <= 0 || a.Name == "" {
			return fmt.Errorf("art card %d: value %d, name %q", i+1, a.Value, a.Name)
		}
	}
	for i, e := range c.Events.Cards {
		if !slices.Contains(partyIDs[:], e.Party) || e.Name == "" {
			return fmt.Errorf("event %d: party %q, want guelph or ghibelline, and a name", i+1, e.Party)
		}
	}
	for i := range c.adminAt {
		c.adminAt[i] = -1
	}
	for i, a := range c.Administrations.Cards {
		if a.ID == "" || a.Space < 1 || a.Space > spaceCount || a.Price <= 0 || c.adminAt[a.Space] >= 0 {
			return fmt.Errorf("administration %d (%s): space %d and price %d, want an id, a space of its own and a price", i+1, a.ID, a.Space, a.Price)
		}
		c.adminAt[a.Space] = int8(i)
	}
	return nil
}

// checkMarket checks the products: each backed by numbers 1 to draw_max
// that no other product and no organiser number has.
func (c *components) checkMarket() error {
	m := c.Market
	if len(m.Products) == 0 || m.MinStake <= 0 || m.StakeStep <= 0 || m.Multiplier <= 0 {
		return fmt.Errorf("market: products, min_stake, stake_step and multiplier are needed")
	}
	c.stakes = make([][]engine.Move, len(m.Products))
	for p := range c.stakes {
		c.stakes[p] = make([]engine.Move, stakeSteps)
		for k := range stakeSteps {
			c.stakes[p][k] = StakeMove{Product: int8(p), Amount: k * m.StakeStep}
		}
	}
	c.productOf = make([]int8, c.Rules.DrawMax+1)
	for i := range c.productOf {
		c.productOf[i] = -1
	}
	for p, row := range m.Products {
		for _, n := range row.Numbers {
			if n < 1 || n > c.Rules.DrawMax || c.productOf[n] >= 0 || slices.Contains(m.Organiser, n) {
				return fmt.Errorf("market: product %s backs %d, which is out of 1-%d, taken, or the organiser's", row.ID, n, c.Rules.DrawMax)
			}
			c.productOf[n] = int8(p)
		}
	}
	return nil
}
