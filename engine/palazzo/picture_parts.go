package palazzo

import (
	"strconv"
	"strings"

	"github.com/pbem-games/pbem/picture"
)

// The materials' fills: a colour and, as its second cue, a texture
// (courses for brick, grain for sandstone, none for marble); each tile
// also shows its code.
var materialFills = [...]picture.Fill{
	Brick:     {Color: picture.Color{R: 0xe0, G: 0x9a, B: 0x7c}, Pattern: picture.Horizontal, Ink: picture.Color{R: 0xc2, G: 0x70, B: 0x50}},
	Sandstone: {Color: picture.Color{R: 0xf0, G: 0xdc, B: 0xa0}, Pattern: picture.Dots, Ink: picture.Color{R: 0xc8, G: 0xaa, B: 0x5a}},
	Marble:    {Color: picture.Color{R: 0xfa, G: 0xfa, B: 0xfa}},
}

// drawTile draws a building tile at (x, y): its material, its code, and
// its windows as small dark panes.
func drawTile(g *picture.Group, x, y float64, t Tile) {
	g.Rect(x, y, pzTileW, pzTileH, picture.Style{Fill: materialFills[t.Mat], Stroke: picture.Ink, StrokeWidth: 1})
	g.Rect(x+3, y+4, 26, pzTileH-8, picture.Style{Fill: picture.Solid(picture.White)})
	g.Text(x+16, y+pzTileH-8, t.String(), picture.TextStyle{Size: 12, Bold: true, Color: picture.Ink, Anchor: picture.Middle})
	for w := range int(t.Windows) {
		g.Rect(x+33+float64(w)*6.5, y+6, 4.5, pzTileH-12, picture.Style{Fill: picture.Solid(picture.Color{R: 0x33, G: 0x55, B: 0x77})})
	}
}

// currencyFills are the money cards' colours; each card shows its token.
var currencyFills = [...]picture.Color{
	Red:    {R: 0xf4, G: 0xb8, B: 0xa4},
	Brown:  {R: 0xd8, G: 0xc0, B: 0xa0},
	Silver: {R: 0xdd, G: 0xe3, B: 0xea},
	Cert:   {R: 0xf5, G: 0xe6, B: 0xa8},
}

// cardRow draws money cards from (x, y) in one row.
func (d *pzDrawer) cardRow(x, y float64, cards []Card) {
	for i, c := range cards {
		cx := x + float64(i)*34
		fill := picture.Light
		if int(c.Cur) < len(currencyFills) {
			fill = currencyFills[c.Cur]
		}
		d.g.RoundRect(cx, y, 30, 40, 4, picture.Style{Fill: picture.Solid(fill), Stroke: picture.Ink, StrokeWidth: 1})
		d.g.Text(cx+15, y+25, c.String(), picture.TextStyle{Size: 13, Bold: true, Color: picture.Ink, Anchor: picture.Middle})
	}
}

func (d *pzDrawer) players() {
	d.g.Text(pzMargin, d.y+16, d.c.Text("board.players"), picture.TextStyle{Size: 20, Bold: true, Color: picture.Ink})
	d.y += 30
	for i, p := range d.v.Players {
		d.player(i, p)
	}
}

// tallest is the number of floors of the tallest palace on the table (at
// least one): every player's row is that high, so the rows line up.
func (v *View) tallest() int {
	n := 1
	for _, p := range v.Players {
		for _, pal := range p.Palaces {
			n = max(n, len(pal.Floors))
		}
	}
	return n
}

func (d *pzDrawer) player(i int, p PlayerView) {
	box := picture.Style{Fill: picture.Solid(picture.White), Stroke: picture.Grey, StrokeWidth: 1}
	if i == int(d.v.Seat) {
		box.Stroke, box.StrokeWidth = picture.PlayerColor(i), 3
	}
	floors := float64(d.v.tallest())
	h := 40 + floors*pzTileH + 26.0
	if len(p.Pending) > 0 {
		h += pzTileH + 10
	}
	d.g.RoundRect(pzMargin, d.y, 800-2*pzMargin, h, 8, box)
	d.g.PlayerToken(pzMargin+20, d.y+20, 12, i, p.Name)
	d.g.Text(pzMargin+40, d.y+26, p.Name, pzHead)
	d.g.Text(pzMargin+48+textWidth(p.Name, pzHead), d.y+26,
		strings.TrimSpace(d.c.Text("board.score", strconv.Itoa(p.Score), d.c.Count("board.cards", p.Hand))), pzLabel)
	base := d.y + 40 + floors*pzTileH
	if len(p.Palaces) == 0 {
		d.g.Text(pzMargin+20, base-10, strings.TrimSpace(d.c.Text("board.no-palace")), pzLabel)
	}
	for k, pal := range p.Palaces {
		x := pzMargin + 16 + float64(k)*(pzTileW+16)
		for f, t := range pal.Floors {
			drawTile(d.g, x, base-float64(f+1)*pzTileH, t)
		}
		d.g.Text(x+pzTileW/2, base+18, pal.Label+"  "+strconv.Itoa(pal.Score),
			picture.TextStyle{Size: 13, Bold: true, Color: picture.Ink, Anchor: picture.Middle})
	}
	if len(p.Pending) > 0 {
		text := label(d.c, "board.to-build", "")
		y := base + 30
		d.g.Text(pzMargin+20, y+pzTileH-7, text, pzLabel)
		d.tileRow(pzMargin+30+textWidth(text, pzLabel), y, p.Pending, 8)
	}
	d.y += h + 10
}

func (d *pzDrawer) hand() {
	d.y += 6
	d.g.Text(pzMargin, d.y+16, d.c.Text("board.hand-title"), picture.TextStyle{Size: 20, Bold: true, Color: picture.Ink})
	d.y += 28
	if len(d.v.Hand) == 0 {
		d.g.Text(pzMargin, d.y+16, d.c.Text("board.none"), pzLabel)
		d.y += 24
		return
	}
	perRow := 22
	for start := 0; start < len(d.v.Hand); start += perRow {
		d.cardRow(pzMargin, d.y, d.v.Hand[start:min(start+perRow, len(d.v.Hand))])
		d.y += 46
	}
}
