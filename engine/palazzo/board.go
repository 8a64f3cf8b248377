package palazzo

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/pbem-games/pbem/engine"
)

// Doc lays the view out in lang (engine.View), UTF-8 like every board.
func (v *View) Doc(lang string) engine.Doc { return v.doc(boardCatalogue(lang)) }

// doc lays the view out with the words of c.
func (v *View) doc(c *engine.Catalog) engine.Doc {
	var d engine.Doc
	v.tableSection(c, d.Add(c.Text("board.title"), false))
	if v.Lot != nil {
		v.lotSection(c, d.Add(v.lotTitle(c), false))
	}
	v.playersSection(c, d.Add(c.Text("board.players"), false))
	if v.Seat >= 0 && int(v.Seat) < len(v.Players) {
		hand := d.Add(c.Text("board.hand-title"), true)
		cards := FormatCards(v.Hand)
		if cards == "" {
			cards = c.Text("board.none")
		}
		engine.WrapText(hand, c.Text("board.hand", cards, c.Count("board.cards", len(v.Hand)), strconv.Itoa(MaxPayment(v.Hand))), "  ")
	}
	return d
}

func (v *View) tableSection(c *engine.Catalog, sec *engine.Section) {
	if len(v.ToAct) > 0 {
		sec.Line(engine.S(engine.Strong, c.Text("board.to-play", v.Players[v.ToAct[0]].Name)))
		engine.WrapText(sec, "  "+v.AwaitingIn(c), "  ")
	} else {
		sec.Line(engine.S(engine.Strong, c.Text("board.over")))
	}
	sec.Text(v.supplyText(c))
	for _, q := range v.Quarries {
		line := engine.Line{engine.S(engine.Plain, c.Text("board.quarry", strconv.Itoa(q.Number), joinTiles(q.Tiles)))}
		if q.Architect {
			line = append(line, engine.S(engine.Accent, c.Text("board.architect")))
		}
		sec.Line(line...)
	}
	sec.Text(c.Text("board.stacks", strconv.Itoa(v.Stacks.I), strconv.Itoa(v.Stacks.II), strconv.Itoa(v.Stacks.III),
		strconv.Itoa(v.RidersOut), strconv.Itoa(v.RidersTotal)))
	sec.Text(c.Text("board.money", strconv.Itoa(v.Deck), strconv.Itoa(v.Discard)))
	if len(v.Revealed) > 0 {
		sec.Text(c.Text("board.revealed", FormatCards(v.Revealed)))
	}
}

// supplyText lists the supply, with the price only where it applies: it is
// set after the draw (ruling A1), and only then may a tile be bought.
func (v *View) supplyText(c *engine.Catalog) string {
	switch {
	case v.Price != nil:
		return c.Text("board.supply", strconv.Itoa(*v.Price), joinTiles(v.Supply))
	case v.Phase == phaseNames[phaseAction]:
		return c.Text("board.supply-after-draw", joinTiles(v.Supply))
	}
	return c.Text("board.supply-tiles", joinTiles(v.Supply))
}

func (v *View) lotTitle(c *engine.Catalog) string {
	if v.Lot.Distribution {
		return c.Text("board.distribution", strconv.Itoa(v.Lot.Quarry))
	}
	return c.Text("board.auction", strconv.Itoa(v.Lot.Quarry))
}

func (v *View) lotSection(c *engine.Catalog, sec *engine.Section) {
	sec.Text(c.Text("board.lot-tiles", joinTiles(v.Lot.Tiles)))
	width := v.nameWidth()
	for _, b := range v.Lot.Bids {
		name := engine.PadRight(v.Players[b.Seat].Name, width)
		if b.Passed {
			sec.Line(engine.S(engine.Dim, fmt.Sprintf("  %s   -  %s", name, c.Text("board.passed"))))
			continue
		}
		wrapAfter(sec, fmt.Sprintf("  %s %3d  ", name, b.Bid.Value()), bidParts(b.Bid))
	}
}

// bidParts lists a bid's parts as they lie on the table: the certificate,
// then each addition.
func bidParts(b Bid) string {
	var parts []string
	if b.HasCertificate() {
		parts = append(parts, "cert3")
	}
	for _, a := range b.Additions() {
		parts = append(parts, FormatCards(a))
	}
	return strings.Join(parts, " + ")
}

func (v *View) playersSection(c *engine.Catalog, sec *engine.Section) {
	width := v.nameWidth()
	for i, p := range v.Players {
		style := engine.Strong
		if engine.Seat(i) == v.Seat {
			style = engine.Accent
		}
		sec.Line(engine.S(style, engine.PadRight(p.Name, width)),
			engine.S(engine.Plain, c.Text("board.score", strconv.Itoa(p.Score), c.Count("board.cards", p.Hand))))
		if len(p.Palaces) == 0 {
			sec.Line(engine.S(engine.Dim, c.Text("board.no-palace")))
		}
		for _, pal := range p.Palaces {
			sec.Text(fmt.Sprintf("  %s %s %3d", engine.PadRight(pal.Label, 3), engine.PadRight(joinTiles(pal.Floors), 20), pal.Score))
		}
		if len(p.Pending) > 0 {
			sec.Line(engine.S(engine.Good, c.Text("board.to-build", joinTiles(p.Pending))))
		}
	}
}

// nameWidth is the column width of player names: the longest, in runes
// (a name like "Zoé" takes 3 columns), at most 20.
func (v *View) nameWidth() int {
	w := 0
	for _, p := range v.Players {
		w = max(w, engine.Columns(p.Name))
	}
	return min(w, 20)
}

// wrapAfter adds prefix, kept as it is, then text wrapped as engine.WrapText
// does, its continuation lines aligned under its first word: a big bid
// lists many cards.
func wrapAfter(sec *engine.Section, prefix, text string) {
	if engine.Columns(prefix+text) <= engine.BoardWidth {
		sec.Text(prefix + text)
		return
	}
	indent := strings.Repeat(" ", engine.Columns(prefix))
	var lines engine.Section
	engine.WrapText(&lines, indent+text, indent)
	for i, l := range lines.Lines {
		line := l.Text()
		if i == 0 {
			line = prefix + line[len(indent):]
		}
		sec.Text(line)
	}
}
