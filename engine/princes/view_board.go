package princes

import (
	"fmt"
	"strings"

	"github.com/pbem-games/pbem/engine"
)

// Doc lays the view out in lang (engine.View), UTF-8 like every board.
func (v *View) Doc(lang string) engine.Doc { return v.doc(loadCatalogues().Board(lang)) }

// doc lays the view out with the words of c.
func (v *View) doc(c *engine.Catalog) engine.Doc {
	var d engine.Doc
	v.turnSection(c, d.Add(c.Text("board.title"), false))
	v.auctionSection(c, d.Add(c.Text("board.auction"), false))
	v.principalities(c, d.Add(c.Text("board.principalities"), false))
	v.playersSection(c, d.Add(c.Text("board.players"), false))
	if v.Hand != nil {
		v.handSections(c, &d)
	}
	return d
}

func (v *View) turnSection(c *engine.Catalog, sec *engine.Section) {
	if len(v.ToAct) == 0 {
		sec.Line(engine.S(engine.Strong, c.Text("board.over")))
	} else {
		engine.WrapText(sec, v.awaitingIn(c), "  ")
	}
	sec.Text(c.Text("board.round", itoa(v.Round), itoa(len(data().Rounds.MinimumWork)), itoa(v.MinimumWork)))
	sec.Text(c.Text("board.decks", itoa(v.Decks.Professions), itoa(v.Decks.Bonus), itoa(v.Decks.Prestige)))
}

// auctionSection writes one line per stack, then the buildings and
// freedoms left:
//
//	forest       4  Ann, Cid
func (v *View) auctionSection(c *engine.Catalog, sec *engine.Section) {
	labels := make([]string, len(v.Stacks))
	width := stackColumn
	for i, s := range v.Stacks {
		labels[i] = stackLabel(c, s.Stack)
		width = max(width, engine.Columns(labels[i]))
	}
	sec.Line(engine.S(engine.Dim, stackHead(c, width)))
	for i, s := range v.Stacks {
		buyers := strings.Join(s.SoldTo, ", ")
		if buyers == "" {
			buyers = "-"
		}
		sec.Text(fmt.Sprintf("%s %4d  %s", engine.PadRight(labels[i], width), s.Left, buyers))
	}
	parts := make([]string, len(v.Supply.Buildings))
	for i, b := range v.Supply.Buildings {
		parts[i] = buildingCodes[i] + " " + itoa(b.Left)
	}
	engine.WrapParts(sec, c.Text("board.buildings-left"), parts, ", ", "  ")
	parts = make([]string, len(v.Supply.Freedoms))
	for i, f := range v.Supply.Freedoms {
		parts[i] = typedWord(c, f.ID) + " " + itoa(f.Left)
	}
	engine.WrapParts(sec, c.Text("board.freedoms-left"), parts, ", ", "  ")
	if v.OnSale != nil {
		engine.WrapText(sec, c.Text("board.on-sale", stackWord(c, v.OnSale.Stack), itoa(v.OnSale.Price), v.OnSale.High, v.OnSale.Opener), "  ")
	}
}

// stackColumn is the width of the stacks' column in English, where a
// stack is its id: the head's first column ("stack") is padded to it.
const stackColumn = 12

// stackLabel words a stack for the auction's table: its id in English,
// the item then the id a player types in another language ("forêt
// (forest)", "carte de renommée (prestige)").
func stackLabel(c *engine.Catalog, stack string) string {
	if w := itemWord(c, stack); c.Lang() != engine.English && w != stack {
		return w + " (" + stack + ")"
	}
	return stack
}

// stackHead is the head of the stacks' table, its first column widened
// from stackColumn to width.
func stackHead(c *engine.Catalog, width int) string {
	head := c.Text("board.stack-head")
	if width == stackColumn || len(head) < stackColumn || head[stackColumn-1] != ' ' {
		return head
	}
	return head[:stackColumn] + strings.Repeat(" ", width-stackColumn) + head[stackColumn:]
}

// gridWidth is the width of a principality's column: the rank, then 7
// labels of 2 letters apart.
const gridWidth = 2 + 3*boardSize - 1

// gridGap separates principalities side by side.
const gridGap = "  "

// principalities draws the grids side by side, as many to a row as 72
// columns hold (3), in rows as even as can be: 3, 2 + 2, 3 + 2.
func (v *View) principalities(c *engine.Catalog, sec *engine.Section) {
	perRow := (engine.BoardWidth + len(gridGap)) / (gridWidth + len(gridGap))
	rows := (len(v.Players) + perRow - 1) / perRow
	perRow = (len(v.Players) + rows - 1) / rows
	for first := 0; first < len(v.Players); first += perRow {
		if first > 0 {
			sec.Text("")
		}
		var blocks [][]string
		for i := first; i < min(first+perRow, len(v.Players)); i++ {
			blocks = append(blocks, v.gridBlock(c, i))
		}
		for l := range blocks[0] {
			parts := make([]string, len(blocks))
			for b, block := range blocks {
				parts[b] = engine.PadRight(block[l], gridWidth)
			}
			sec.Text(strings.TrimRight(strings.Join(parts, gridGap), " "))
		}
	}
	engine.WrapParts(sec, "", legend(c), ", ", "")
}

// gridBlock is player i's column: their number and name, the grid, its
// files and their money, prestige, builders and jesters.
func (v *View) gridBlock(c *engine.Catalog, i int) []string {
	p := v.Players[i]
	head := itoa(i+1) + " " + p.Name
	for _, s := range v.ToAct {
		if int(s) == i {
			head += " *"
		}
	}
	lines := []string{head}
	for r, row := range p.Principality {
		lines = append(lines, itoa(boardSize-r)+" "+row)
	}
	files := " "
	for f := range boardSize {
		files += "  " + string(rune('a'+f))
	}
	florins := "?"
	if p.Florins != nil {
		florins = itoa(*p.Florins)
	}
	return append(lines, files,
		c.Text("board.florins", florins),
		c.Text("board.prestige", itoa(p.Prestige)),
		c.Text("board.builders-jesters", itoa(p.Builders), itoa(p.Jesters)))
}

// legend words the codes of the grids.
func legend(c *engine.Catalog) []string {
	out := []string{palaceCode + " " + c.Text("board.palace")}
	for i, code := range buildingCodes {
		out = append(out, code+" "+typedWord(c, buildingID(int8(i))))
	}
	for i, code := range landscapeCodes {
		out = append(out, code+" "+typedWord(c, landscapeID(int8(i))))
	}
	return append(out, emptyCode+" "+c.Text("board.empty-square"), "* "+c.Text("board.to-act"))
}

// playersSection writes what each player owns besides the principality:
// freedoms, cards on the table, cards in hand, and their round so far.
func (v *View) playersSection(c *engine.Catalog, sec *engine.Section) {
	for i, p := range v.Players {
		style := engine.Strong
		if engine.Seat(i) == v.Seat {
			style = engine.Accent
		}
		sec.Line(engine.S(style, itoa(i+1)+" "+p.Name))
		parts := []string{c.Text("board.in-hand", itoa(p.Professions), itoa(p.Recruiting), itoa(p.BonusCards), itoa(p.PrestigeCards))}
		parts = append(parts, c.Text("board.freedoms", idWords(c, p.Freedoms, idWord)))
		switch {
		case p.Bought != "":
			parts = append(parts, c.Text("board.bought", stackWord(c, p.Bought)))
		case p.Declined:
			parts = append(parts, c.Text("board.declined"))
		}
		if p.BestWork > 0 {
			parts = append(parts, c.Text("board.best-work", itoa(p.BestWork)))
		}
		wrapParts(sec, "    ", parts, "; ", "    ")
		// The cards on the table can be many: a line of their own,
		// broken between words.
		engine.WrapText(sec, "    "+c.Text("board.table", idWords(c, p.Table, tableWord)), "      ")
		if p.Revealed != nil {
			engine.WrapText(sec, "    "+c.Text("board.revealed", listOrNone(c, p.Revealed)), "      ")
		}
	}
}

// wrapParts is engine.WrapParts, which keeps each part on one line, but
// breaks the text between words when a part is wider than a line (three
// freedoms in French: "libertés : liberté de voyager, …").
func wrapParts(sec *engine.Section, lead string, parts []string, sep, indent string) {
	for _, p := range parts {
		if engine.Columns(indent+p+sep) > engine.BoardWidth {
			engine.WrapText(sec, lead+strings.Join(parts, sep), indent)
			return
		}
	}
	engine.WrapParts(sec, lead, parts, sep, indent)
}

// listOrNone joins ids, or words none.
func listOrNone(c *engine.Catalog, ids []string) string {
	if len(ids) == 0 {
		return c.Text("board.none")
	}
	return strings.Join(ids, ", ")
}

// handSections writes the viewer's own cards, each with what it counts,
// and the cards they look at.
func (v *View) handSections(c *engine.Catalog, d *engine.Doc) {
	h := v.Hand
	if h.Dealt != nil {
		cardLines(c, d.Add(c.Text("board.dealt-title"), true), pickProfession, h.Dealt)
	}
	if h.Looking != nil {
		kind, _ := cardKind(h.Looking[0])
		cardLines(c, d.Add(c.Text("board.looking-title"), true), kind, h.Looking)
	}
	sec := d.Add(c.Text("board.hand-title"), true)
	cardLines(c, sec, pickProfession, h.Professions)
	sec.Text(c.Text("board.recruiting-held", itoa(h.Recruiting)))
	sec = d.Add(c.Text("board.bonus-title"), true)
	cardLines(c, sec, pickBonus, h.Bonus)
	sec = d.Add(c.Text("board.prestige-title"), true)
	cardLines(c, sec, pickPrestige, h.Prestige)
	v.choiceSections(c, d)
}

// cardLines writes one line per card: its id (after its word in another
// language than English: "poète (poet)") and what it counts.
func cardLines(c *engine.Catalog, sec *engine.Section, kind int8, ids []string) {
	if len(ids) == 0 {
		sec.Text("  " + c.Text("board.none"))
	}
	labels := make([]string, len(ids))
	width := cardColumn
	for i, id := range ids {
		labels[i] = typedWord(c, id)
		width = max(width, engine.Columns(labels[i]))
	}
	first, rest := func(i int) string { return "  " + engine.PadRight(labels[i], width) + " " }, strings.Repeat(" ", width+3)
	if width > maxCardColumn {
		// Too wide a column leaves the descriptions too narrow: each
		// card's description goes under it.
		first, rest = func(int) string { return "      " }, "      "
	}
	for i, id := range ids {
		_, n := cardKind(id)
		if width > maxCardColumn {
			sec.Text("  " + labels[i])
		}
		for _, l := range engine.Wrap(first(i), rest, describeCard(c, kind, n), engine.BoardWidth) {
			sec.Text(l)
		}
	}
}

// cardColumn is the width of the cards' column when their labels fit;
// labels wider than maxCardColumn have their descriptions under them.
const (
	cardColumn    = 14
	maxCardColumn = 24
)

// awaitingIn words what the players to act must do, the ids in it in
// c's language (await.bid's stack, await.place's landscape).
func (v *View) awaitingIn(c *engine.Catalog) string {
	if m := v.AwaitingMessage(); m.Key != "" {
		return loadCatalogues().WordIn(c, m)
	}
	return v.AwaitingIn(c)
}

// cardKind reads a card id back: its kind and number.
func cardKind(id string) (int8, int8) {
	if n, ok := words().professionBy[id]; ok {
		return pickProfession, n
	}
	if n, ok := cardNumber(id, "b", wantBonusCards); ok {
		return pickBonus, n
	}
	n, _ := cardNumber(id, "p", wantPrestigeCards)
	return pickPrestige, n
}
