package princes

import (
	"fmt"
	"slices"
)

// The checks of decodeComponents, one per table. Each names the table and
// row at fault and what it wanted, as the data file has no positions left
// once decoded.

func (c *components) checkSetup() error {
	s := c.Setup
	if s.MinPlayers < 1 || s.MaxPlayers < s.MinPlayers {
		return fmt.Errorf("setup: %d to %d players, want 1 <= min <= max", s.MinPlayers, s.MaxPlayers)
	}
	if s.Kept < 1 || s.Kept >= s.Dealt {
		return fmt.Errorf("setup: keep %d of %d professions dealt, want 1 <= kept < dealt", s.Kept, s.Dealt)
	}
	sum := 0
	for _, v := range s.StartCoins {
		sum += v
		if !slices.ContainsFunc(c.Bank.Coins, func(r coinRow) bool { return r.Value == v }) {
			return fmt.Errorf("setup: start coin %d is not a coin of the bank", v)
		}
	}
	if sum != s.Florins {
		return fmt.Errorf("setup: the start coins add up to %d, want florins = %d", sum, s.Florins)
	}
	return nil
}

func (c *components) checkBoard() error {
	if c.Board.Size != boardSize {
		return fmt.Errorf("board: size %d, want %d", c.Board.Size, boardSize)
	}
	palace, err := decodeShape(c.Board.Palace, c.Board.Size)
	if err != nil {
		return fmt.Errorf("board: palace: %w", err)
	}
	c.palace = palace
	return nil
}

func (c *components) checkRounds() error {
	r := c.Rounds
	if r.Count != wantRounds || len(r.MinimumWork) != r.Count {
		return fmt.Errorf("rounds: %d rounds with %d minimum work values, want %d of each", r.Count, len(r.MinimumWork), wantRounds)
	}
	for i, v := range r.MinimumWork {
		if v < 1 || (i > 0 && v <= r.MinimumWork[i-1]) {
			return fmt.Errorf("rounds: minimum work %d in round %d, want it above round %d's (the minimum rises every round)", v, i+1, i)
		}
	}
	return nil
}

func (c *components) checkBuildings() error {
	b := &c.Buildings
	if len(b.Types) != wantBuildingTypes || b.Copies < 1 {
		return fmt.Errorf("buildings: %d types of %d copies, want %d types", len(b.Types), b.Copies, wantBuildingTypes)
	}
	if len(b.Cost) != c.Builders.PerPlayer+1 || !slices.IsSortedFunc(b.Cost, func(x, y int) int { return y - x }) {
		return fmt.Errorf("buildings: costs %v, want one per builder count 0 to %d, never rising", b.Cost, c.Builders.PerPlayer)
	}
	ids := make([]string, len(b.Types))
	perSize := map[string]int{}
	for i := range b.Types {
		t := &b.Types[i]
		ids[i] = t.ID
		if err := c.checkBuilding(t); err != nil {
			return fmt.Errorf("building %d (%s): %w", i+1, t.ID, err)
		}
		perSize[t.Size]++
	}
	for _, sz := range b.Sizes {
		if perSize[sz.Name] != sz.Types {
			return fmt.Errorf("buildings: %d %s types, want %d", perSize[sz.Name], sz.Name, sz.Types)
		}
	}
	var err error
	c.buildingByID, err = index("building", ids)
	return err
}

// checkBuilding checks one building type: a known size and a shape of
// that many squares.
func (c *components) checkBuilding(t *buildingRow) error {
	i := slices.IndexFunc(c.Buildings.Sizes, func(s sizeRow) bool { return s.Name == t.Size })
	if i < 0 {
		return fmt.Errorf("unknown size %q", t.Size)
	}
	s, err := decodeShape(t.Cells, c.Board.Size)
	if err != nil {
		return err
	}
	if want := c.Buildings.Sizes[i].Cells; len(s) != want {
		return fmt.Errorf("%d cells, want %d for a %s building", len(s), want, t.Size)
	}
	t.shape = s
	return nil
}

func (c *components) checkLandscapes() error {
	l := &c.Landscapes
	ids := make([]string, len(l.Types))
	for i := range l.Types {
		t := &l.Types[i]
		ids[i] = t.ID
		s, err := decodeShape(t.Cells, c.Board.Size)
		if err != nil || t.Count < 1 {
			return fmt.Errorf("landscape %d (%s): count %d, cells: %v", i+1, t.ID, t.Count, err)
		}
		t.shape = s
	}
	var err error
	c.landscapeByID, err = index("landscape", ids)
	return err
}

func (c *components) checkFreedoms() error {
	f := c.Freedoms
	ids := make([]string, len(f.Types))
	for i, t := range f.Types {
		ids[i] = t.ID
	}
	lo, hi := c.freedomsInPlay(c.Setup.MinPlayers), c.freedomsInPlay(c.Setup.MaxPlayers)
	if lo < 1 || hi > f.PerType {
		return fmt.Errorf("freedoms: %d to %d of each type in play, want 1 to per_type = %d", lo, hi, f.PerType)
	}
	var err error
	c.freedomByID, err = index("freedom", ids)
	return err
}

// checkAuction checks the stacks on sale: each a landscape or one of the
// other items, listed once.
func (c *components) checkAuction() error {
	a := c.Auction
	if a.Opening < 1 || a.Raise < 1 || a.LastPrice < 1 {
		return fmt.Errorf("auction: opening %d, raise %d, last price %d: want each above 0", a.Opening, a.Raise, a.LastPrice)
	}
	others := []string{"jester", "builder", "prestige", "recruiting"}
	for i, s := range a.Stacks {
		_, land := c.landscapeByID[s]
		if !land && !slices.Contains(others, s) || slices.Index(a.Stacks, s) != i {
			return fmt.Errorf("auction: stack %q is unknown or listed twice", s)
		}
	}
	return nil
}
