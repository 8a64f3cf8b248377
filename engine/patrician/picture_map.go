package patrician

import (
	"strconv"

	"github.com/pbem-games/pbem/picture"
)

// cityMap draws the borders, then the cities over them (so a border shows
// only between its two boxes), then the deck in the map's free corner.
func (d *ptDrawer) cityMap() {
	top := d.y
	rows := 0.0
	for _, city := range d.v.Cities {
		rows = max(rows, d.cell(city.Code).Row+1)
	}
	d.borders(top)
	for _, city := range d.v.Cities {
		x, y := d.boxAt(top, city.Code)
		d.city(d.g.Sub(x, y), city)
	}
	d.deck(d.g.Sub(ptMargin+(ptCellW-ptBoxW)/2, top))
	d.y = top + (rows-1)*ptCellH + ptBoxH + 24
}

// cell returns the layout's place of the city of code.
func (d *ptDrawer) cell(code string) cellRow {
	c, _ := ParseCity(code)
	return layout().cells[c]
}

// boxAt returns the top-left corner of a city's box on a map drawn from y = top.
func (d *ptDrawer) boxAt(top float64, code string) (x, y float64) {
	cell := d.cell(code)
	return ptMargin + cell.Col*ptCellW + (ptCellW-ptBoxW)/2, top + cell.Row*ptCellH
}

// borders draws a line between each pair of neighbouring cities in play,
// and on it the messenger, if any, in its owner's colour and initial.
// The neighbours are the data file's; the Messengers expansion's view
// says who holds each border.
func (d *ptDrawer) borders(top float64) {
	inPlay := map[string]bool{}
	for _, city := range d.v.Cities {
		inPlay[city.Code] = true
	}
	holder := map[[2]string]int{}
	for _, b := range d.v.Borders {
		holder[b.Cities] = b.Seat
	}
	for _, bd := range data().borders {
		a, b := bd.A.Code(), bd.B.Code()
		if !inPlay[a] || !inPlay[b] {
			continue
		}
		ax, ay := d.boxAt(top, a)
		bx, by := d.boxAt(top, b)
		ax, ay, bx, by = ax+ptBoxW/2, ay+ptBoxH/2, bx+ptBoxW/2, by+ptBoxH/2
		d.g.Line(ax, ay, bx, by, 5, picture.Grey)
		if seat, ok := holder[[2]string{a, b}]; ok && seat >= 0 && seat < len(d.v.Players) {
			d.g.PlayerToken((ax+bx)/2, (ay+by)/2, 11, seat, d.v.Players[seat].Name)
		}
	}
}

// city draws one city's box: its name and size, its towers, its face-up
// card and its tiles (greyed once it is scored).
func (d *ptDrawer) city(g *picture.Group, city CityView) {
	box := picture.Style{Fill: picture.Solid(picture.White), Stroke: picture.Grey, StrokeWidth: 1}
	if city.Scored {
		box.Fill = picture.Solid(picture.Light)
	}
	g.RoundRect(0, 0, ptBoxW, ptBoxH, 8, box)
	g.Text(8, 19, city.Name, picture.TextStyle{Size: 15, Bold: true, Color: picture.Ink})
	size := strconv.Itoa(len(city.Towers[0])+len(city.Towers[1])) + "/" + roman(city.Limit)
	g.Text(ptBoxW-8, 19, size, picture.TextStyle{Size: 13, Color: picture.Ink, Anchor: picture.End})
	const base = 124.0
	for i, tower := range city.Towers {
		x := 10 + float64(i)*40
		g.Rect(x-3, base, ptFloorW+6, 3, picture.Style{Fill: picture.Solid(picture.Ink)})
		for j, seat := range tower {
			d.floor(g, x, base-float64(j+1)*ptFloorH, seat)
		}
		g.Text(x+ptFloorW/2, base+16, siteName(i), picture.TextStyle{Size: 12, Bold: true, Color: picture.Grey, Anchor: picture.Middle})
	}
	card, ok := ParseCard(city.Card)
	drawCard(g, 92, 28, 64, 46, card, ok)
	d.tile(g, 92, 84, city.High, city.Scored, city.HighTo)
	d.tile(g, 128, 84, city.Low, city.Scored, city.LowTo)
}

// floor draws one floor of seat's: the seat's patterned fill, and in its
// middle a plain core of the seat's colour with the owner's initial.
func (d *ptDrawer) floor(g *picture.Group, x, y float64, seat int) {
	g.Rect(x, y, ptFloorW, ptFloorH, picture.PlayerStyle(seat))
	g.Rect(x+9, y+1.5, ptFloorW-18, ptFloorH-3, picture.Style{Fill: picture.Solid(picture.PlayerColor(seat))})
	g.Text(x+ptFloorW/2, y+ptFloorH-2.5, picture.SeatInitial(d.name(seat), seat), picture.TextStyle{Size: 10, Bold: true, Color: picture.White, Anchor: picture.Middle})
}

// name is the name of seat's player ("" for a seat out of range).
func (d *ptDrawer) name(seat int) string {
	if seat < 0 || seat >= len(d.v.Players) {
		return ""
	}
	return d.v.Players[seat].Name
}

// tileFill is the colour of a prestige tile still to win.
var tileFill = picture.Color{R: 0xf5, G: 0xe6, B: 0xa8}

// tile draws a prestige tile of value at (x, y); once the city is scored,
// the token of the player who took it under it, or a dash for nobody.
func (d *ptDrawer) tile(g *picture.Group, x, y float64, value int, scored bool, to int) {
	fill := tileFill
	if scored {
		fill = picture.White
	}
	g.RoundRect(x, y, 28, 26, 3, picture.Style{Fill: picture.Solid(fill), Stroke: picture.Ink, StrokeWidth: 1})
	g.Text(x+14, y+19, strconv.Itoa(value), picture.TextStyle{Size: 15, Bold: true, Color: picture.Ink, Anchor: picture.Middle})
	switch {
	case !scored:
	case to >= 0 && to < len(d.v.Players):
		g.PlayerToken(x+14, y+41, 9, to, d.v.Players[to].Name)
	default:
		g.Text(x+14, y+45, "–", picture.TextStyle{Size: 14, Bold: true, Color: picture.Grey, Anchor: picture.Middle})
	}
}

// cardFill is the colour of a construction card's face.
var cardFill = picture.Color{R: 0xfd, G: 0xf3, B: 0xe1}

// drawCard draws a construction card at (x, y), w × h: its id and, under
// it, its feature as Label writes it ("++", "?", "mv", "p1*", "p3x2").
// Without a card (ok false) it draws the empty place.
func drawCard(g *picture.Group, x, y, w, h float64, card Card, ok bool) {
	if !ok {
		g.RoundRect(x, y, w, h, 4, picture.Style{Stroke: picture.Grey, StrokeWidth: 1})
		g.Text(x+w/2, y+h/2+5, "–", picture.TextStyle{Size: 14, Color: picture.Grey, Anchor: picture.Middle})
		return
	}
	g.RoundRect(x, y, w, h, 4, picture.Style{Fill: picture.Solid(cardFill), Stroke: picture.Ink, StrokeWidth: 1})
	id, symbol, _ := cutLabel(card)
	g.Text(x+w/2, y+h/2-3, id, picture.TextStyle{Size: 14, Bold: true, Color: picture.Ink, Anchor: picture.Middle})
	g.Text(x+w/2, y+h/2+13, symbol, picture.TextStyle{Size: 13, Color: picture.Ink, Anchor: picture.Middle})
}

// cutLabel splits a card's Label into its id and its feature symbol.
func cutLabel(card Card) (id, symbol string, ok bool) {
	label := card.Label()
	for i := range len(label) {
		if label[i] == ' ' {
			return label[:i], label[i+1:], true
		}
	}
	return label, "", false
}

// deck draws the map's free corner: the deck as a stack of card backs
// with its count, the card played this turn, and the expansions.
func (d *ptDrawer) deck(g *picture.Group) {
	back := picture.Style{Fill: picture.Fill{Color: picture.Color{R: 0x5b, G: 0x6b, B: 0x7d}, Pattern: picture.Horizontal,
		Ink: picture.Color{R: 0x70, G: 0x80, B: 0x92}}, Stroke: picture.Ink, StrokeWidth: 1}
	if d.v.Deck > 0 {
		for i := min(d.v.Deck, 3) - 1; i >= 0; i-- {
			g.RoundRect(8+float64(i)*4, 8-float64(i)*4+8, 64, 46, 4, back)
		}
		g.Text(40, 47, strconv.Itoa(d.v.Deck), picture.TextStyle{Size: 18, Bold: true, Color: picture.White, Anchor: picture.Middle})
	}
	g.Text(0, 90, d.c.Count("board.deck", d.v.Deck), ptLabel)
	y := 112.0
	if card, ok := ParseCard(d.v.Played); ok {
		g.Text(0, y, prefix(d.c, "board.played", 2), ptHead)
		drawCard(g, 0, y+8, 64, 46, card, true)
		y += 54
		for _, line := range wrapWords(describeIn(d.c, card), ptSmall, ptBoxW) {
			y += 16
			g.Text(0, y, line, ptSmall)
		}
		y += 12
	}
	if len(d.v.Variants) > 0 {
		y += 10
		g.Text(0, y, prefix(d.c, "board.expansions", 1), ptHead)
		for _, name := range idWords(d.c, d.v.Variants) {
			y += 17
			g.Text(0, y, name, ptLabel)
		}
	}
}
