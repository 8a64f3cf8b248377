package leonardo

import (
	"strings"

	"github.com/pbem-games/pbem/engine"
)

// runningSection writes the decision running, if any: an auction, a
// market, an administration's decision or the negotiation.
func (v *View) runningSection(c *engine.Catalog, d *engine.Doc) {
	switch {
	case v.Auction != nil:
		a := v.Auction
		sec := d.Add(c.Text("board.auction"), false)
		wrapNames(sec, c.Text("board.auction-space", viewNum(a.Space), c.Spell(a.Name)), "  ")
		if a.Bidder != "" {
			wrapNames(sec, c.Text("board.auction-high", viewNum(a.High), a.Bidder, viewNum(a.Least)), "  ")
		} else {
			wrapNames(sec, c.Text("board.auction-none", viewNum(a.Least)), "  ")
		}
		wrapParts(sec, c.Text("board.bidding"), orNone(c, a.Bidding), ", ", "  ")
	case v.Market != nil:
		m := v.Market
		sec := d.Add(c.Text("board.market"), false)
		wrapNames(sec, c.Text("board.market-by", viewNum(m.Space), m.Organiser), "  ")
		wrapParts(sec, c.Text("board.staked"), orNone(c, m.Staked), ", ", "  ")
		wrapParts(sec, c.Text("board.waiting"), orNone(c, m.Waiting), ", ", "  ")
		wrapParts(sec, c.Text("board.odds", viewNum(m.Odds.DrawMax), viewNum(m.Odds.Multiplier)), oddsParts(c, m.Odds), ", ", "  ")
		for _, k := range m.Stakes {
			sec.Line(engine.S(engine.Accent, c.Text("board.your-stake", viewNum(k.Amount), productWord(c, k.Product))))
		}
	case v.Shift != nil:
		s := v.Shift
		sec := d.Add(c.Text("board.admin"), false)
		key := "board.shift"
		if s.Soldier {
			key = "board.shift-soldier"
		}
		wrapNames(sec, c.Text(key, s.Owner, s.Administration, viewNum(s.Space), s.Target, viewNum(s.Steps)), "  ")
	case v.Talks != nil:
		v.talksSection(c, d.Add(c.Text("board.talks"), false))
	}
}

// talksSection writes the open proposals, who is done, and the offers
// each side may still make.
func (v *View) talksSection(c *engine.Catalog, sec *engine.Section) {
	if len(v.Talks.Proposals) == 0 {
		sec.Text(c.Text("board.no-proposal"))
	}
	for _, p := range v.Talks.Proposals {
		if p.Kind == "alliance" {
			wrapNames(sec, c.Text("board.proposal-ally", p.From, p.To), "    ")
		} else {
			wrapNames(sec, c.Text("board.proposal", p.From, p.To, p.Give, p.Get), "    ")
		}
	}
	wrapParts(sec, c.Text("board.done"), orNone(c, v.Talks.Done), ", ", "  ")
	parts := make([]string, len(v.Talks.Offers))
	for i, o := range v.Talks.Offers {
		parts[i] = o.Side + " " + viewNum(o.Left)
	}
	wrapParts(sec, c.Text("board.offers-left"), parts, ", ", "  ")
}

// orNone returns names, or the word for none when there are none.
func orNone(c *engine.Catalog, names []string) []string {
	if len(names) == 0 {
		return []string{c.Text("board.none")}
	}
	return names
}

// oddsParts words the numbers of the draw that back each product, then
// those that keep every stake for the organiser: "stones 1 12", …,
// "the organiser 5 6 7 8".
func oddsParts(c *engine.Catalog, o MarketOdds) []string {
	var parts []string
	for _, p := range o.Products {
		parts = append(parts, productWord(c, p.Product)+" "+numberList(p.Numbers))
	}
	if len(o.Organiser) > 0 {
		parts = append(parts, c.Text("board.odds-organiser")+" "+numberList(o.Organiser))
	}
	return parts
}

// numberList writes ns with a space between them.
func numberList(ns []int) string {
	words := make([]string, len(ns))
	for i, n := range ns {
		words[i] = itoa(n)
	}
	return strings.Join(words, " ")
}
