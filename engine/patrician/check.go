package patrician

import (
	"fmt"
	"slices"
)

// Sourced counts the loader checks (patrician.fr.txt).
const (
	totalCards = 55
	minPlayers = 2
	maxPlayers = 5
)

// cardsPerCity is the number of construction cards of each city, by code.
var cardsPerCity = map[string]int{
	"bo": 7, "fi": 7, "ro": 7, "pt": 7, "lu": 5, "si": 5, "mi": 5, "fe": 4, "pa": 4, "ve": 4,
}

// check verifies the base game's counts: 55 cards with the sourced number
// per city, the crests of each city adding up to its limit (so that playing
// every card can complete every city), one row per player count, and
// enough starred cards to deal every starting hand.
func (c *components) check() error {
	if n := len(c.cards); n != totalCards {
		return fmt.Errorf("%d cards, want %d", n, totalCards)
	}
	cards := make([]int, len(c.Cities))
	crests := make([]int, len(c.Cities))
	for _, card := range c.cards {
		cards[card.City]++
		crests[card.City] += card.Crests
	}
	for i, row := range c.Cities {
		if want, ok := cardsPerCity[row.Code]; !ok || cards[i] != want {
			return fmt.Errorf("%s has %d cards, want %d", row.Name, cards[i], want)
		}
		if crests[i] != row.Limit {
			return fmt.Errorf("%s: its cards show %d crests, want its limit %d", row.Name, crests[i], row.Limit)
		}
	}
	if len(c.Portraits) == 0 || c.Sets.Size <= 0 || c.Sets.Points <= 0 || c.Setup.Hand <= 0 {
		return fmt.Errorf("want portraits, a set size and points, and a hand size")
	}
	for n := minPlayers; n <= maxPlayers; n++ {
		if err := c.checkCount(n); err != nil {
			return err
		}
	}
	return nil
}

// checkCount checks the row for n players and that its board has the
// starred cards for n starting hands.
func (c *components) checkCount(n int) error {
	row, ok := c.countRow(n)
	if !ok || row.Floors <= 0 || row.Messengers < 0 || (row.Board != "2-4" && row.Board != "5") {
		return fmt.Errorf("players %d: want one row with floors, messengers and a board (2-4 or 5)", n)
	}
	stars := 0
	for _, card := range c.cards {
		if card.Star && c.inPlay(card.City, n) {
			stars++
		}
	}
	if stars < n*c.Setup.Hand {
		return fmt.Errorf("%d players need %d starred cards, the board has %d", n, n*c.Setup.Hand, stars)
	}
	return nil
}

// countRow returns the row for n players.
func (c *components) countRow(n int) (countRow, bool) {
	i := slices.IndexFunc(c.Players, func(r countRow) bool { return r.Count == n })
	if i < 0 {
		return countRow{}, false
	}
	return c.Players[i], true
}

// inPlay reports whether city is on the board side used by n players.
func (c *components) inPlay(city City, n int) bool {
	row, _ := c.countRow(n)
	return !c.Cities[city].FiveOnly || row.Board == "5"
}

// checkExpansions checks the Ambassadors cards and the Messengers rules,
// and keeps the ambassadors' cities as City values for the final tally.
func (c *components) checkExpansions() error {
	for i := range c.Ambassadors.Small {
		small := &c.Ambassadors.Small[i]
		small.order = nil
		for _, code := range small.Order {
			city, err := c.city(code)
			if err != nil {
				return fmt.Errorf("ambassador %s: %w", small.Card, err)
			}
			if row := c.Cities[city]; row.High != small.Tile && row.Low != small.Tile {
				return fmt.Errorf("ambassador %s: %s has no %d tile", small.Card, row.Name, small.Tile)
			}
			small.order = append(small.order, city)
		}
	}
	large := &c.Ambassadors.Large
	large.cities = nil
	for _, code := range large.Cities {
		city, err := c.city(code)
		if err != nil {
			return fmt.Errorf("ambassador %s: %w", large.Card, err)
		}
		large.cities = append(large.cities, city)
	}
	if !slices.Contains(large.Cities, large.Tiebreak) {
		return fmt.Errorf("ambassador %s: tiebreak %q is not one of its cities", large.Card, large.Tiebreak)
	}
	large.tiebreak, _ = c.city(large.Tiebreak)
	return c.checkMessengers()
}

func (c *components) checkMessengers() error {
	m := c.Messengers
	if m.Points <= 0 || m.MaxPerCity <= 0 || m.Penalty >= 0 {
		return fmt.Errorf("messengers: want points > 0, max_per_city > 0 and a negative penalty")
	}
	if m.StarCards != "start" && m.StarCards != "all" {
		return fmt.Errorf("messengers: star_cards %q, want start or all", m.StarCards)
	}
	if !m.Arrows {
		return nil
	}
	for _, card := range c.cards {
		if c.sendsMessenger(&card) && len(card.Arrows) == 0 {
			return fmt.Errorf("messengers: arrows is on but card %s lists no arrows", card.ID)
		}
	}
	return nil
}

// sendsMessenger reports whether playing card lets a player place a
// messenger after the turn (ruling P5).
func (c *components) sendsMessenger(card *cardInfo) bool {
	return c.Messengers.StarCards == "all" || card.Star
}
