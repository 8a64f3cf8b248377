package leonardo

import (
	"fmt"
	"strings"

	"github.com/pbem-games/pbem/engine"
)

// Doc lays the view out in lang (engine.View): UTF-8, at most 72 display columns,
// with the space numbers and names the moves use.
func (v *View) Doc(lang string) engine.Doc { return v.doc(loadCatalogues().Board(lang)) }

// doc lays the view out with the words of c.
func (v *View) doc(c *engine.Catalog) engine.Doc {
	var d engine.Doc
	v.turnSection(c, d.Add(c.Text("board.title"), false))
	v.boardSection(c, d.Add(c.Text("board.board"), false))
	v.sidesSection(c, d.Add(c.Text("board.sides"), false))
	v.decksSection(c, d.Add(c.Text("board.decks"), false))
	v.runningSection(c, &d)
	if v.Art != nil {
		v.artSection(c, d.Add(c.Text("board.art-all"), false), v.Art)
	}
	if v.Private != nil {
		sec := d.Add(c.Text("board.private"), true)
		if v.Private.Party != "" {
			sec.Line(engine.S(engine.Accent, c.Text("board.your-party", c.Text("board.party."+v.Private.Party))))
		}
		sec.Text(c.Text("board.your-art"))
		v.artSection(c, sec, v.Private.Art)
	}
	return d
}

// turnSection says who must do what, the round and whose turn it is.
func (v *View) turnSection(c *engine.Catalog, sec *engine.Section) {
	if v.Phase == phaseOver.String() {
		sec.Line(engine.S(engine.Strong, c.Text("board.over")))
	} else {
		wrapNames(sec, v.AwaitingIn(c), "  ")
	}
	line := c.Text("board.round", viewNum(v.Round), viewNum(v.Rounds))
	if v.Round == 0 { // the parties are chosen before the first round
		line = c.Text("board.before", viewNum(v.Rounds))
	}
	if v.Current != "" {
		line += c.Text("board.turn", v.Current)
	}
	wrapNames(sec, line, "  ")
}

// The board is a table of two columns of 16 spaces, each row at most 35
// columns, two spaces apart. The owner column holds the owner's letter and,
// after it, the art works on a palace that has some ("B2"), so that no
// one-letter heading sits above it to be read as a side's letter:
//
//	No Space           Kind Own  Pawns
//	14 Via Larga       pin  A2   AB
//
// The columns are padded by display width (engine.PadRight), not by fmt's
// rune count, so that a French street name with accents lines up.
const (
	cellWidth = 35
	cellGap   = "  "
	nameWidth = 15
)

// boardSection draws the 32 spaces, then the legend.
func (v *View) boardSection(c *engine.Catalog, sec *engine.Section) {
	head := engine.PadRight(clip(c.Text("board.table-head"), cellWidth), cellWidth)
	sec.Line(engine.S(engine.Dim, strings.TrimRight(head+cellGap+head, " ")))
	half := len(v.Spaces) / 2
	for i := range half {
		left := engine.PadRight(v.cell(c, v.Spaces[i]), cellWidth)
		sec.Text(strings.TrimRight(left+cellGap+v.cell(c, v.Spaces[i+half]), " "))
	}
	wrapParts(sec, c.Text("board.legend-kinds"), v.kindLegend(c), ", ", "  ")
	var sides []string
	for i, sd := range v.Sides {
		if !sd.Out {
			sides = append(sides, v.code[i]+" "+sd.Name)
		}
	}
	wrapParts(sec, c.Text("board.legend-sides"), sides, ", ", "  ")
	wrapNames(sec, c.Text("board.legend-columns"), "  ")
	if rents := v.rentParts(c); len(rents) > 0 {
		wrapParts(sec, c.Text("board.rents"), rents, ", ", "  ")
	}
	if prices := v.priceParts(c); len(prices) > 0 {
		wrapParts(sec, c.Text("board.prices"), prices, ", ", "  ")
	}
}

// priceParts words the price of each street or bridge nobody owns
// ("2: 60"), in the order of the spaces: what a side landing there pays
// to buy it.
func (v *View) priceParts(c *engine.Catalog) []string {
	var parts []string
	for _, sp := range v.Spaces {
		if sp.forSale() {
			parts = append(parts, c.Text("board.rent", itoa(sp.No), itoa(sp.Price)))
		}
	}
	return parts
}

// forSale reports whether sp is a street or bridge nobody owns.
func (sp SpaceView) forSale() bool { return sp.Price > 0 && sp.owner == noSide }

// rentParts words what a visit to each owned space costs now ("5: 30"),
// in the order of the spaces: the figure a player weighs before moving,
// which the board otherwise leaves to be worked out from the art works,
// the districts and the bridges.
func (v *View) rentParts(c *engine.Catalog) []string {
	var parts []string
	for _, sp := range v.Spaces {
		if sp.Rent > 0 {
			parts = append(parts, c.Text("board.rent", itoa(sp.No), itoa(sp.Rent)))
		}
	}
	return parts
}

// cell writes one space as a row of the table.
func (v *View) cell(c *engine.Catalog, sp SpaceView) string {
	owner := ""
	if v.d.ownable(sp.No) {
		owner = "."
		if sp.owner != noSide {
			owner = v.code[sp.owner]
			if sp.Kind == kindStreet && sp.Art > 0 {
				owner += viewNum(sp.Art)
			}
		}
	}
	pawns := ""
	for _, k := range sp.pawns {
		pawns += v.code[k]
	}
	return fmt.Sprintf("%2d %s %s %s %s", sp.No, engine.PadRight(clip(c.Spell(sp.Name), nameWidth), nameWidth),
		engine.PadRight(v.kindCode(c, sp), 4), engine.PadRight(owner, 4), pawns)
}

// kindCode labels a space's kind in c's language: a street the first
// three letters of its district's name ("bro" brown, "bru" brun), the
// other kinds a code in capitals from the catalogue (board.code).
func (v *View) kindCode(c *engine.Catalog, sp SpaceView) string {
	if sp.Kind == kindStreet {
		return clip(strings.ToLower(districtName(c, sp.District)), 3)
	}
	return c.Text("board.code." + sp.Kind)
}

// spaceKinds are the kinds of space other than streets, in the order of
// the legend.
var spaceKinds = []string{kindPiazza, kindBridge, kindMarket, kindMessage, kindPeace}

// kindLegend words the codes of the kind column: districts, then kinds.
func (v *View) kindLegend(c *engine.Catalog) []string {
	var out []string
	seen := map[string]bool{}
	for _, sp := range v.Spaces {
		if sp.Kind == kindStreet && !seen[sp.District] {
			seen[sp.District] = true
			out = append(out, v.kindCode(c, sp)+" "+districtName(c, sp.District))
		}
	}
	for _, k := range spaceKinds {
		out = append(out, c.Text("board.code."+k)+" "+c.Text("board.kind."+k))
	}
	return out
}

// districtName words a district in c's language; a district the
// catalogue does not know (from another data file) keeps its data name.
func districtName(c *engine.Catalog, id string) string {
	if key := "board.district." + id; c.Has(key) {
		return c.Text(key)
	}
	return c.Spell(id)
}

// clip cuts s to n columns.
func clip(s string, n int) string { return engine.Clip(s, n, "") }

// sidesSection writes a line (or more) per side: cash, soldiers, cards,
// art count, administrations, party when known.
func (v *View) sidesSection(c *engine.Catalog, sec *engine.Section) {
	for i, sd := range v.Sides {
		lead := v.code[i] + " " + sd.Name
		if sd.Name == v.Current {
			lead += " *"
		}
		if sd.Out && v.merged(sd) {
			continue // its members play in an alliance, on its line
		}
		if sd.Out {
			sec.Line(engine.S(engine.Dim, c.Text("board.label", lead)+c.Text("board.out")))
			continue
		}
		parts := []string{c.Text("board.cash", viewNum(sd.Cash)), c.Text("board.soldiers", viewNum(sd.Soldiers)),
			c.Text("board.palaces", spaceList(c, sd.Palaces)), c.Text("board.bridges", spaceList(c, sd.Bridges)),
			c.Text("board.art", viewNum(sd.Art))}
		if len(sd.Administrations) > 0 {
			parts = append(parts, c.Text("board.admins", strings.Join(sd.Administrations, " ")))
		}
		if sd.Party != "" {
			parts = append(parts, c.Text("board.side-party", c.Text("board.party."+sd.Party)))
		}
		wrapParts(sec, c.Text("board.label", lead), parts, ", ", "    ")
	}
}

// merged reports whether a side left the game by joining an alliance:
// its members now play in another side.
func (v *View) merged(sd SideView) bool {
	for _, p := range v.Players {
		if p.Side == sd.Name {
			return false
		}
	}
	return true
}

// spaceList writes space numbers, or the word for none.
func spaceList(c *engine.Catalog, spaces []int) string {
	if len(spaces) == 0 {
		return c.Text("board.none")
	}
	parts := make([]string, len(spaces))
	for i, n := range spaces {
		parts[i] = viewNum(n)
	}
	return strings.Join(parts, " ")
}

// decksSection writes the decks: counts, and the face-up tops.
func (v *View) decksSection(c *engine.Catalog, sec *engine.Section) {
	dk := v.Decks
	wrapNames(sec, c.Text("board.deck-counts", viewNum(dk.Art), viewNum(dk.Soldiers), viewNum(dk.Events), viewNum(dk.Administrations)), "  ")
	if e := dk.TopEvent; e != nil {
		wrapNames(sec, c.Text("board.top-event", c.Spell(dataName(v.d, c.Lang(), e.Name)), c.Text("board.party."+e.Party)), "  ")
	}
	if a := dk.TopAdministration; a != nil {
		wrapNames(sec, c.Text("board.top-admin", a.ID, c.Spell(a.Name), viewNum(a.Space), viewNum(a.Price)), "  ")
	}
}

// artSection lists the art works of each palace with their values.
func (v *View) artSection(c *engine.Catalog, sec *engine.Section, art []ArtView) {
	if len(art) == 0 {
		sec.Text("  " + c.Text("board.no-art"))
		return
	}
	for _, a := range art {
		parts := make([]string, len(a.Values))
		for i, val := range a.Values {
			parts[i] = viewNum(val) + " " + c.Spell(dataName(v.d, c.Lang(), a.Names[i]))
		}
		lead := c.Text("board.label", fmt.Sprintf("  %2d %s", a.Space, c.Spell(v.Spaces[a.Space-1].Name)))
		wrapParts(sec, lead, parts, "; ", "      ")
	}
}
