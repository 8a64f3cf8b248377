package palazzo

import (
	"fmt"
	"strings"

	"github.com/pbem-games/pbem/engine"
)

// boardWidth is the widest line a board may have.
const boardWidth = 72

// Doc lays the view out as an ASCII board with the labels players type:
// tile codes, quarry numbers and palace letters. The viewer's hand comes
// last, in a private section.
func (v *View) Doc() engine.Doc {
	var d engine.Doc
	v.tableSection(d.Add("Palazzo", false))
	if v.Lot != nil {
		v.lotSection(d.Add(v.lotTitle(), false))
	}
	v.playersSection(d.Add("Players", false))
	if v.Result != nil {
		res := d.Add("Final scores", false)
		for _, line := range v.Result.Detail {
			wrapText(res, line, "  ")
		}
	}
	if v.Seat >= 0 && int(v.Seat) < len(v.Players) {
		hand := d.Add("Your hand", true)
		wrapText(hand, fmt.Sprintf("%s (%s, largest payment %d)", orNone(FormatCards(v.Hand)), plural(len(v.Hand), "card"), MaxPayment(v.Hand)), "  ")
	}
	return d
}

func (v *View) tableSection(sec *engine.Section) {
	if len(v.ToAct) > 0 {
		sec.Line(engine.S(engine.Strong, v.Players[v.ToAct[0]].Name+" to play:"))
		wrapText(sec, "  "+v.Awaiting, "  ")
	} else {
		sec.Line(engine.S(engine.Strong, "The game is over"))
	}
	sec.Text(fmt.Sprintf("Supply (price %d each): %s", v.Price, joinTiles(v.Supply)))
	for _, q := range v.Quarries {
		line := engine.Line{engine.S(engine.Plain, fmt.Sprintf("  Quarry %d: %s", q.Number, joinTiles(q.Tiles)))}
		if q.Architect {
			line = append(line, engine.S(engine.Accent, "   <- architect"))
		}
		sec.Line(line...)
	}
	sec.Text(fmt.Sprintf("Stacks: I %d, II %d, III %d   Riders out: %d of %d",
		v.Stacks.I, v.Stacks.II, v.Stacks.III, v.RidersOut, v.RidersTotal))
	sec.Text(fmt.Sprintf("Money: deck %d, discard %d", v.Deck, v.Discard))
	if len(v.Revealed) > 0 {
		sec.Text("Revealed money: " + FormatCards(v.Revealed))
	}
}

func (v *View) lotTitle() string {
	if v.Lot.Distribution {
		return fmt.Sprintf("Distribution of quarry %d", v.Lot.Quarry)
	}
	return fmt.Sprintf("Auction of quarry %d", v.Lot.Quarry)
}

func (v *View) lotSection(sec *engine.Section) {
	sec.Text("Tiles: " + joinTiles(v.Lot.Tiles))
	width := v.nameWidth()
	for _, b := range v.Lot.Bids {
		name := padRight(v.Players[b.Seat].Name, width)
		if b.Passed {
			sec.Line(engine.S(engine.Dim, fmt.Sprintf("  %s   -  passed", name)))
			continue
		}
		sec.Text(fmt.Sprintf("  %s %3d  %s", name, b.Bid.Value(), bidParts(b.Bid)))
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

func (v *View) playersSection(sec *engine.Section) {
	width := v.nameWidth()
	for i, p := range v.Players {
		style := engine.Strong
		if engine.Seat(i) == v.Seat {
			style = engine.Accent
		}
		sec.Line(engine.S(style, padRight(p.Name, width)),
			engine.S(engine.Plain, fmt.Sprintf("  score %d, %s in hand", p.Score, plural(p.Hand, "card"))))
		if len(p.Palaces) == 0 {
			sec.Line(engine.S(engine.Dim, "  no palace yet"))
		}
		for _, pal := range p.Palaces {
			sec.Text(fmt.Sprintf("  %-3s %-20s %3d", pal.Label, joinTiles(pal.Floors), pal.Score))
		}
		if len(p.Pending) > 0 {
			sec.Line(engine.S(engine.Good, "  to build: "+joinTiles(p.Pending)))
		}
	}
}

func (v *View) nameWidth() int {
	w := 0
	for _, p := range v.Players {
		w = max(w, len(p.Name))
	}
	return min(w, 20)
}

func padRight(s string, n int) string {
	if len(s) >= n {
		return s
	}
	return s + strings.Repeat(" ", n-len(s))
}

// wrapText adds text to sec as lines of at most boardWidth columns,
// breaking at spaces; continuation lines start with indent.
func wrapText(sec *engine.Section, text, indent string) {
	line := ""
	for _, w := range strings.Fields(text) {
		switch {
		case line == "":
			line = leadingSpace(text) + w
		case len(line)+1+len(w) > boardWidth:
			sec.Text(line)
			line = indent + w
		default:
			line += " " + w
		}
	}
	if line != "" {
		sec.Text(line)
	}
}

func leadingSpace(s string) string { return s[:len(s)-len(strings.TrimLeft(s, " "))] }
