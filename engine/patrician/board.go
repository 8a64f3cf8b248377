package patrician

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
	v.turnSection(c, d.Add(c.Text("board.title"), false))
	v.citySection(c, d.Add(c.Text("board.cities"), false))
	if len(v.Borders) > 0 {
		v.borderSection(d.Add(c.Text("board.borders"), false))
	}
	v.playersSection(c, d.Add(c.Text("board.players"), false))
	if v.Seat >= 0 && int(v.Seat) < len(v.Players) {
		v.handSections(c, &d)
	}
	return d
}

func (v *View) turnSection(c *engine.Catalog, sec *engine.Section) {
	if len(v.ToAct) == 0 {
		sec.Line(engine.S(engine.Strong, c.Text("board.over")))
	} else {
		sec.Line(engine.S(engine.Strong, c.Text("board.to-play", v.Players[v.ToAct[0]].Name)))
		engine.WrapText(sec, "  "+v.AwaitingIn(c), "  ")
	}
	if v.Played != "" {
		card, _ := ParseCard(v.Played)
		engine.WrapText(sec, c.Text("board.played", card.Label(), describeIn(c, card)), "  ")
	}
	line := c.Count("board.deck", v.Deck)
	if len(v.Variants) > 0 {
		line += c.Text("board.expansions", strings.Join(idWords(c, v.Variants), ", "))
	}
	sec.Text(line)
}

// citySection writes one line per city:
//
//	bo Bologna   5/IX  112[1]      [3]         BO4 ?      9 6
func (v *View) citySection(c *engine.Catalog, sec *engine.Section) {
	head := c.Text("board.city-head")
	if len(v.Borders) > 0 {
		head += "    m"
	}
	sec.Line(engine.S(engine.Dim, head))
	for _, city := range v.Cities {
		card := "-"
		if id, ok := ParseCard(city.Card); ok {
			card = id.Label()
		}
		// Padded by display width: a city's name may carry accents.
		line := fmt.Sprintf("%s %s %2d/%-4s %-11s %-11s %-10s %-8s", engine.PadRight(city.Code, 2), engine.PadRight(city.Name, 9),
			len(city.Towers[0])+len(city.Towers[1]), roman(city.Limit), towerText(city.Towers[0]), towerText(city.Towers[1]), card, tilesText(city))
		if len(v.Borders) > 0 {
			line += " " + strconv.Itoa(city.Messengers)
		}
		style := engine.Plain
		if city.Scored {
			style = engine.Dim
		}
		sec.Line(engine.S(style, strings.TrimRight(line, " ")))
	}
	sec.Line(engine.S(engine.Dim, c.Text("board.towers-legend")))
	sec.Line(engine.S(engine.Dim, c.Text("board.tiles-legend")))
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
	engine.WrapParts(sec, "", parts, "   ", "")
}

func (v *View) playersSection(c *engine.Catalog, sec *engine.Section) {
	for i, p := range v.Players {
		style := engine.Strong
		if engine.Seat(i) == v.Seat {
			style = engine.Accent
		}
		score := c.Text("board.score", itoa(p.Score))
		switch {
		case v.Result != nil:
			// The final score, whose parts the final scores section gives.
			score = c.Text("board.score-final", itoa(p.Score))
		case len(v.Borders) > 0:
			score = c.Text("board.score-messengers", itoa(p.Score), itoa(p.Score-p.Tokens), itoa(p.Tokens))
		}
		sec.Line(engine.S(style, strconv.Itoa(i+1)+" "+p.Name), engine.S(engine.Plain, score))
		tiles := strings.Join(p.Tiles, " ")
		if tiles == "" {
			tiles = c.Text("board.none")
		}
		engine.WrapText(sec, c.Text("board.tiles", tiles), "    ")
		engine.WrapParts(sec, "    ", v.playerDetail(c, p), ", ", "    ")
	}
}

// playerDetail lists what a player has besides tiles: cards, floors,
// messengers and, when known, heads.
func (v *View) playerDetail(c *engine.Catalog, p PlayerView) []string {
	cards := c.Text("board.pile", itoa(p.Pile))
	if top, ok := ParseCard(p.Top); ok {
		cards = c.Text("board.pile-top", itoa(p.Pile), top.Label())
	}
	parts := []string{c.Text("board.hand", itoa(p.Hand)), cards, c.Text("board.floors", itoa(p.Floors), itoa(p.Built))}
	if len(v.Borders) > 0 {
		parts = append(parts, c.Count("board.messengers-left", p.Messengers))
	}
	if p.Heads != nil {
		parts = append(parts, c.Text("board.heads", headsText(p.Heads)))
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
func (v *View) handSections(c *engine.Catalog, d *engine.Doc) {
	hand := d.Add(c.Text("board.hand-title"), true)
	if len(v.Hand) == 0 {
		hand.Text("  " + c.Text("board.empty"))
	}
	for _, id := range v.Hand {
		card, _ := ParseCard(id)
		hand.Text("  " + engine.PadRight(card.Label(), 9) + " " + describeIn(c, card))
	}
	pile := d.Add(c.Text("board.pile-title"), true)
	var labels []string
	for _, id := range v.Pile {
		card, _ := ParseCard(id)
		labels = append(labels, card.Label())
	}
	if len(labels) == 0 {
		labels = []string{c.Text("board.empty")}
	}
	engine.WrapParts(pile, "  ", labels, ", ", "  ")
}

// itoa is strconv.Itoa. The numbers below 100, most of those events tell
// (floors, limits, cards left, points), come from a table of pieces of one
// constant: no call into strconv, and itoa is small enough to be inlined.
func itoa(n int) string {
	if uint(n) < uint(len(smallNumbers)) {
		return smallNumbers[n]
	}
	return itoaSlow(n)
}

// smallNumbers words 0 to 99, each a piece of smallDecimals (no allocation
// when the package is loaded).
var smallNumbers = func() (t [100]string) {
	for n := range t {
		if n < 10 {
			t[n] = smallDecimals[n : n+1]
		} else {
			t[n] = smallDecimals[2*n-10 : 2*n-8]
		}
	}
	return t
}()

// itoaSlow is itoa from 100 up and below 0.
//
//go:noinline
func itoaSlow(n int) string { return strconv.Itoa(n) }

// smallDecimals is 0 to 9, then 10 to 99, written one after the other.
const smallDecimals = "0123456789" +
	"101112131415161718192021222324252627282930313233343536373839404142434445464748495051525354555657585960616263646566676869707172737475767778798081828384858687888990919293949596979899"
