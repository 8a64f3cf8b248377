package princes

import (
	"slices"
	"strings"

	"github.com/pbem-games/pbem/engine"
)

// describeCard words what card n of kind counts: a profession the
// building, landscape and freedom it favours (as moves name them), a
// bonus card what it adds to a work value, a prestige card how it is won.
func describeCard(c *engine.Catalog, kind, n int8) string {
	d := data()
	switch kind {
	case pickBonus:
		b := d.Bonus.Cards[n]
		s := c.Text("board.bonus-card", itoa(b.Value), term(c, b.Counts[0], 1))
		for _, t := range b.Counts[1:] {
			s = c.Text("board.bonus-more", s, term(c, t, 1))
		}
		return s
	case pickPrestige:
		return describePrestige(c, d.PrestigeCards.Cards[n])
	}
	p := d.Professions.Cards[n]
	return c.Text("board.favours", idWord(c, p.Building), idWord(c, p.Landscape), idWord(c, p.Freedom))
}

func describePrestige(c *engine.Catalog, p prestigeRow) string {
	switch {
	case p.Most != "":
		return c.Text("board.prestige-most", itoa(p.Points), term(c, p.Most, 2), itoa(p.Tied))
	case p.Fewest != "":
		return c.Text("board.prestige-fewest", itoa(p.Points), term(c, p.Fewest, 2), itoa(p.Tied))
	}
	var parts []string
	// In the order of the terms, so that the text never depends on the
	// order of a map.
	for _, t := range prestigeTerms {
		if n, ok := p.AtLeast[t]; ok {
			parts = append(parts, c.Text("board.count-of", itoa(n), term(c, t, n)))
		}
	}
	return c.Text("board.prestige-at-least", itoa(p.Points), strings.Join(parts, ", "))
}

// term words a term of the data file ("large_building") for n of it:
// board.term.large-building, one or other.
func term(c *engine.Catalog, t string, n int) string {
	if !slices.Contains(prestigeTerms, t) {
		return t
	}
	return c.Text("board.term."+strings.ReplaceAll(t, "_", "-"), itoa(n))
}
