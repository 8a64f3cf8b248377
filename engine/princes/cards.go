package princes

import (
	"fmt"
	"maps"
	"slices"
)

// bonusTerms are what bonus cards count (see data/princes.toml);
// prestigeTerms adds what only prestige cards count.
var (
	bonusTerms = []string{
		"building", "large_building", "medium_building", "small_building", "building_size",
		"landscape", "forest", "lake", "park", "landscape_type", "freedom", "jester", "builder",
		"prestige_card", "category", "hand_card", "table_card",
	}
	prestigeTerms = append(slices.Clone(bonusTerms), "empty_square", "freedom_type")
)

// checkProfessions checks the 21 cards, numbered 1 up, each naming a
// building, landscape and freedom of the data file, and that each
// landscape is favoured by as many professions as the rule text says.
func (c *components) checkProfessions() error {
	cards := c.Professions.Cards
	if len(cards) != wantProfessions {
		return fmt.Errorf("%d profession cards, want %d", len(cards), wantProfessions)
	}
	favoured := map[string]int{}
	for i, p := range cards {
		if err := c.checkProfession(i, p); err != nil {
			return fmt.Errorf("profession %d (%s): %w", i+1, p.Name, err)
		}
		favoured[p.Landscape]++
		c.favourites[i] = favourite{building: int8(c.buildingByID[p.Building]),
			landscape: int8(c.landscapeByID[p.Landscape]), freedom: int8(c.freedomByID[p.Freedom])}
	}
	for _, l := range c.Landscapes.Types {
		if favoured[l.ID] != l.FavouredBy {
			return fmt.Errorf("%d professions favour %s, want favoured_by = %d", favoured[l.ID], l.ID, l.FavouredBy)
		}
	}
	return nil
}

func (c *components) checkProfession(i int, p professionRow) error {
	if p.No != i+1 || p.Name == "" {
		return fmt.Errorf("numbered %d with name %q, want %d and a name", p.No, p.Name, i+1)
	}
	for _, ref := range []struct {
		what, id string
		in       map[string]int
	}{{"building", p.Building, c.buildingByID}, {"landscape", p.Landscape, c.landscapeByID}, {"freedom", p.Freedom, c.freedomByID}} {
		if _, ok := ref.in[ref.id]; !ok {
			return fmt.Errorf("unknown %s %q, want one of %v", ref.what, ref.id, slices.Sorted(maps.Keys(ref.in)))
		}
	}
	return nil
}

// checkBonus checks the 20 bonus cards, and that each gives its example
// value in the rule text's sample domain, which catches a wrong value or
// term.
func (c *components) checkBonus() error {
	cards := c.Bonus.Cards
	if len(cards) != wantBonusCards {
		return fmt.Errorf("%d bonus cards, want %d", len(cards), wantBonusCards)
	}
	for term := range c.BonusExample {
		if !slices.Contains(bonusTerms, term) {
			return fmt.Errorf("bonus_example: unknown term %q", term)
		}
	}
	for i, b := range cards {
		if b.No != i+1 || b.Value < 1 || len(b.Counts) == 0 {
			return fmt.Errorf("bonus card %d: numbered %d, value %d, %d terms: want %d, above 0, some", i+1, b.No, b.Value, len(b.Counts), i+1)
		}
		got := 0
		for _, term := range b.Counts {
			if !slices.Contains(bonusTerms, term) {
				return fmt.Errorf("bonus card %d: unknown term %q, want one of %v", i+1, term, bonusTerms)
			}
			got += b.Value * c.BonusExample[term]
		}
		if got != b.Example {
			return fmt.Errorf("bonus card %d: gives %d in the rule text's example, want example = %d", i+1, got, b.Example)
		}
	}
	return nil
}

// checkPrestigeCards checks the 14 prestige cards and the recruiting
// count, the last of the component counts.
func (c *components) checkPrestigeCards() error {
	cards := c.PrestigeCards.Cards
	if len(cards) != wantPrestigeCards {
		return fmt.Errorf("%d prestige cards, want %d", len(cards), wantPrestigeCards)
	}
	for i, p := range cards {
		if err := checkPrestigeCard(i, p); err != nil {
			return fmt.Errorf("prestige card %d: %w", i+1, err)
		}
	}
	if c.Recruiting.Count != wantRecruiting {
		return fmt.Errorf("%d recruiting cards, want %d", c.Recruiting.Count, wantRecruiting)
	}
	return nil
}

// checkPrestigeCard checks one card: numbered in order, one condition
// (most, fewest or at_least) on known terms, and tied points, below the
// points, exactly when the condition can be tied.
func checkPrestigeCard(i int, p prestigeRow) error {
	if p.No != i+1 || p.Points < 1 {
		return fmt.Errorf("numbered %d with %d points, want %d and points above 0", p.No, p.Points, i+1)
	}
	terms := slices.Collect(maps.Keys(p.AtLeast))
	ranked := p.Most + p.Fewest
	if ranked != "" {
		terms = append(terms, ranked)
	}
	if btoi(p.Most != "")+btoi(p.Fewest != "")+btoi(len(p.AtLeast) > 0) != 1 {
		return fmt.Errorf("want exactly one of most, fewest and at_least")
	}
	for _, t := range terms {
		if !slices.Contains(prestigeTerms, t) || p.AtLeast[t] < 0 {
			return fmt.Errorf("unknown term %q or a count below 0", t)
		}
	}
	if ranked != "" && (p.Tied < 1 || p.Tied >= p.Points) || ranked == "" && p.Tied != 0 {
		return fmt.Errorf("tied %d with points %d: want 0 < tied < points for most and fewest, none for at_least", p.Tied, p.Points)
	}
	return nil
}

func btoi(b bool) int {
	if b {
		return 1
	}
	return 0
}
