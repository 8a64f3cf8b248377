package patrician

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/pbem-games/pbem/engine"
)

// boardWidth is the widest line a board may have.
const boardWidth = 72

// Doc lays the view out as an ASCII board with the labels players type:
// city codes, tower letters and card ids. Floors show the owner's player
// number (1-5), bottom to top, the top floor in brackets. The viewer's
// hand and pile come last, in private sections.
func (v *View) Doc() engine.Doc {
	var d engine.Doc
	v.turnSection(d.Add("Patrician", false))
	v.citySection(d.Add("Cities", false))
	if len(v.Borders) > 0 {
		v.borderSection(d.Add("Messengers on borders", false))
	}
	v.playersSection(d.Add("Players", false))
	if v.Result != nil {
		res := d.Add("Final scores", false)
		for _, line := range v.Result.Detail {
			wrapText(res, line, "    ")
		}
		res.Line(engine.S(engine.Strong, v.winnersText()))
	}
	if v.Seat >= 0 && int(v.Seat) < len(v.Players) {
		v.handSections(&d)
	}
	return d
}

// winnersText names the winner, or the players sharing the victory.
func (v *View) winnersText() string {
	names := make([]string, len(v.Result.Winners))
	for i, s := range v.Result.Winners {
		names[i] = v.Players[s].Name
	}
	if len(names) == 1 {
		return "Winner: " + names[0]
	}
	return "Shared victory: " + strings.Join(names, ", ")
}

func (v *View) turnSection(sec *engine.Section) {
	if len(v.ToAct) == 0 {
		sec.Line(engine.S(engine.Strong, "The game is over"))
	} else {
		sec.Line(engine.S(engine.Strong, v.Players[v.ToAct[0]].Name+" to play:"))
		wrapText(sec, "  "+v.Awaiting, "  ")
	}
	if v.Played != "" {
		c, _ := ParseCard(v.Played)
		sec.Text("Played this turn: " + c.Label() + " (" + c.Describe() + ")")
	}
	line := fmt.Sprintf("Deck: %d cards", v.Deck)
	if len(v.Variants) > 0 {
		line += "   Expansions: " + strings.Join(v.Variants, ", ")
	}
	sec.Text(line)
}

// citySection writes one line per city:
//
//	bo Bologna   5/IX  112[1]      [3]         BO4 ?      9 6
func (v *View) citySection(sec *engine.Section) {
	head := "   city        size   tower a     tower b     face-up    tiles"
	if len(v.Borders) > 0 {
		head += "    m"
	}
	sec.Line(engine.S(engine.Dim, head))
	for _, c := range v.Cities {
		card := "-"
		if id, ok := ParseCard(c.Card); ok {
			card = id.Label()
		}
		line := fmt.Sprintf("%-2s %-9s %2d/%-4s %-11s %-11s %-10s %-8s", c.Code, c.Name,
			len(c.Towers[0])+len(c.Towers[1]), roman(c.Limit), towerText(c.Towers[0]), towerText(c.Towers[1]), card, tilesText(c))
		if len(v.Borders) > 0 {
			line += " " + strconv.Itoa(c.Messengers)
		}
		style := engine.Plain
		if c.Scored {
			style = engine.Dim
		}
		sec.Line(engine.S(style, strings.TrimRight(line, " ")))
	}
	sec.Line(engine.S(engine.Dim, "towers: player numbers, bottom to top, [top floor]"))
	sec.Line(engine.S(engine.Dim, "tiles: still to win, or 9:1 = the 9 went to player 1"))
}

// towerText writes a tower as player numbers: "112[1]", or "-" when empty.
func towerText(floors []int) string {
	if len(floors) == 0 {
		return "-"
	}
	var b strings.Builder
	for _, s := range floors[:len(floors)-1] {
		b.WriteByte(byte('1' + s))
	}
	b.WriteString("[" + string(rune('1'+floors[len(floors)-1])) + "]")
	return b.String()
}

// tilesText writes the tiles still to win ("9 6") or who took them
// ("9:1 6:2", "-" for nobody).
func tilesText(c CityView) string {
	if !c.Scored {
		return itoa(c.High) + " " + itoa(c.Low)
	}
	return itoa(c.High) + ":" + seatNumber(c.HighTo) + " " + itoa(c.Low) + ":" + seatNumber(c.LowTo)
}

// seatNumber is the player number of a seat, "-" for nobody.
func seatNumber(s int) string {
	if s < 0 {
		return "-"
	}
	return itoa(s + 1)
}

func (v *View) borderSection(sec *engine.Section) {
	parts := make([]string, len(v.Borders))
	for i, b := range v.Borders {
		parts[i] = b.Cities[0] + "-" + b.Cities[1] + " " + seatNumber(b.Seat)
	}
	wrapParts(sec, "", parts, "   ", "")
}

func (v *View) playersSection(sec *engine.Section) {
	for i, p := range v.Players {
		style := engine.Strong
		if engine.Seat(i) == v.Seat {
			style = engine.Accent
		}
		score := fmt.Sprintf("  score %d", p.Score)
		if len(v.Borders) > 0 {
			score += fmt.Sprintf(" (tiles %d, messengers %d)", p.Score-p.Tokens, p.Tokens)
		}
		sec.Line(engine.S(style, strconv.Itoa(i+1)+" "+p.Name), engine.S(engine.Plain, score))
		tiles := strings.Join(p.Tiles, " ")
		if tiles == "" {
			tiles = "none"
		}
		wrapText(sec, "    tiles "+tiles, "    ")
		wrapParts(sec, "    ", v.playerDetail(p), ", ", "    ")
	}
}

// playerDetail lists what a player has besides tiles: cards, floors,
// messengers and, when known, heads.
func (v *View) playerDetail(p PlayerView) []string {
	cards := fmt.Sprintf("pile %d", p.Pile)
	if c, ok := ParseCard(p.Top); ok {
		cards += " (top " + c.Label() + ")"
	}
	parts := []string{fmt.Sprintf("hand %d", p.Hand), cards, fmt.Sprintf("floors %d left, %d built", p.Floors, p.Built)}
	if len(v.Borders) > 0 {
		parts = append(parts, plural(p.Messengers, "messenger")+" left")
	}
	if p.Heads != nil {
		parts = append(parts, "heads "+headsText(p.Heads))
	}
	return parts
}

// headsText writes heads per portrait: "p1 4, p2 3, p3 0".
func headsText(heads []int) string {
	parts := make([]string, len(heads))
	for i, h := range heads {
		parts[i] = data().Portraits[i].Code + " " + itoa(h)
	}
	return strings.Join(parts, ", ")
}

// handSections writes the viewer's hand and pile, card by card.
func (v *View) handSections(d *engine.Doc) {
	hand := d.Add("Your hand", true)
	if len(v.Hand) == 0 {
		hand.Text("  (empty)")
	}
	for _, id := range v.Hand {
		c, _ := ParseCard(id)
		hand.Text(fmt.Sprintf("  %-9s %s", c.Label(), c.Describe()))
	}
	pile := d.Add("Your pile", true)
	var labels []string
	for _, id := range v.Pile {
		c, _ := ParseCard(id)
		labels = append(labels, c.Label())
	}
	if len(labels) == 0 {
		labels = []string{"(empty)"}
	}
	wrapParts(pile, "  ", labels, ", ", "  ")
}

// wrapParts adds parts joined by sep to sec, starting with lead, as lines
// of at most boardWidth columns; a part is never split, and continuation
// lines start with indent.
func wrapParts(sec *engine.Section, lead string, parts []string, sep, indent string) {
	line := lead
	// Room is kept for the separator a broken line ends with.
	tail := len(strings.TrimRight(sep, " "))
	for i, part := range parts {
		switch {
		case i == 0:
			line += part
		case len(line)+len(sep)+len(part)+tail > boardWidth:
			sec.Text(strings.TrimRight(line+sep, " "))
			line = indent + part
		default:
			line += sep + part
		}
	}
	sec.Text(line)
}

// wrapText adds text to sec as lines of at most boardWidth columns,
// breaking at spaces; continuation lines start with indent.
func wrapText(sec *engine.Section, text, indent string) {
	lead := text[:len(text)-len(strings.TrimLeft(text, " "))]
	line := ""
	for _, w := range strings.Fields(text) {
		switch {
		case line == "":
			line = lead + w
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

func itoa(n int) string { return strconv.Itoa(n) }
