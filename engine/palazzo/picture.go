package palazzo

import (
	"strconv"
	"strings"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/picture"
)

// This file draws a Palazzo view as a picture (engine.Picturer): the
// supply and the four quarries, the stacks and money, the lot being sold,
// each player's palaces as stacked floors with their windows, and the
// viewer's hand. Labels come from the board catalogue, like Doc's.

// Picture draws the view with labels in lang (engine.Picturer).
func (v *View) Picture(lang string) *picture.Picture {
	// Pictures are not bound to ASCII: the words keep their accents.
	c := loadCatalogues().Text(lang)
	p := engine.NewPicture(c.Text("board.title"))
	d := &pzDrawer{v: v, c: c, g: &p.Group}
	d.header()
	d.table()
	if v.Lot != nil {
		d.lot()
	}
	d.players()
	if v.Seat >= 0 && int(v.Seat) < len(v.Players) {
		d.hand()
	}
	p.Height = d.y + pzMargin
	return p
}

// The picture's measures, in pixels.
const (
	pzMargin  = 20.0
	pzTileW   = 54.0
	pzTileH   = 24.0
	pzTileGap = 6.0
)

var (
	pzLabel = picture.TextStyle{Size: 14, Color: picture.Ink}
	pzHead  = picture.TextStyle{Size: 16, Color: picture.Ink, Bold: true}
	pzSmall = picture.TextStyle{Size: 12, Color: picture.Ink}
)

// pzDrawer draws a view from the top down; y is where the next part goes.
type pzDrawer struct {
	v *View
	c *engine.Catalog
	g *picture.Group
	y float64
}

// label returns a board line of the catalogue without its value: the
// catalogue's "Supply: {1}" gives "Supply". The labels of the picture
// are the words of the text board, in every language.
func label(c *engine.Catalog, key string, args ...string) string {
	return strings.TrimRight(strings.TrimSpace(c.Text(key, args...)), " :")
}

func (d *pzDrawer) header() {
	d.g.Text(pzMargin, 34, d.c.Text("board.title"), picture.TextStyle{Size: 26, Bold: true, Color: picture.Ink})
	status, right := d.c.Text("board.over"), float64(engine.PictureWidth-pzMargin)
	if len(d.v.ToAct) > 0 {
		status = strings.TrimRight(d.c.Text("board.to-play", d.v.Players[d.v.ToAct[0]].Name), ":")
		// The token stands at the right edge and the words end before it, so
		// that a reader's font, wider or narrower than ours, never overlaps them.
		d.g.PlayerToken(engine.PictureWidth-pzMargin-11, 28, 11, int(d.v.ToAct[0]), d.v.Players[d.v.ToAct[0]].Name)
		right -= 28
	}
	d.g.Text(right, 34, status, picture.TextStyle{Size: 16, Bold: true, Color: picture.Ink, Anchor: picture.End})
	d.y = 56
}

// textWidth is picture.TextWidth, named here for brevity.
var textWidth = picture.TextWidth

func (d *pzDrawer) table() {
	supply := label(d.c, "board.supply-tiles", "")
	if d.v.Price != nil {
		supply = label(d.c, "board.supply", strconv.Itoa(*d.v.Price), "")
	}
	d.g.Text(pzMargin, d.y+16, supply, pzHead)
	d.tileRow(pzMargin, d.y+26, d.v.Supply, 12)
	d.y += 26 + rows(len(d.v.Supply), 12)*(pzTileH+pzTileGap) + 10
	colW := (engine.PictureWidth - 2*pzMargin) / float64(max(len(d.v.Quarries), 1))
	perRow := int((colW - 10) / (pzTileW + pzTileGap))
	tallest := 0.0
	for i, q := range d.v.Quarries {
		x := pzMargin + float64(i)*colW
		box := picture.Style{Fill: picture.Solid(picture.White), Stroke: picture.Grey, StrokeWidth: 1}
		if q.Architect {
			box = picture.Style{Fill: picture.Solid(picture.White), Stroke: picture.Ink, StrokeWidth: 3}
		}
		h := 30 + rows(len(q.Tiles), perRow)*(pzTileH+pzTileGap) + 4
		tallest = max(tallest, h)
		d.g.RoundRect(x, d.y, colW-8, h, 6, box)
		d.g.Text(x+8, d.y+19, label(d.c, "board.quarry", strconv.Itoa(q.Number), ""), pzHead)
		if q.Architect {
			d.architect(x+colW-28, d.y+14)
		}
		d.tileRow(x+6, d.y+28, q.Tiles, perRow)
	}
	d.y += tallest + 22
	d.g.Text(pzMargin, d.y, d.c.Text("board.stacks", strconv.Itoa(d.v.Stacks.I), strconv.Itoa(d.v.Stacks.II),
		strconv.Itoa(d.v.Stacks.III), strconv.Itoa(d.v.RidersOut), strconv.Itoa(d.v.RidersTotal)), pzLabel)
	d.y += 20
	d.g.Text(pzMargin, d.y, d.c.Text("board.money", strconv.Itoa(d.v.Deck), strconv.Itoa(d.v.Discard)), pzLabel)
	if len(d.v.Revealed) > 0 {
		d.y += 20
		d.g.Text(pzMargin, d.y, label(d.c, "board.revealed", ""), pzLabel)
		d.cardRow(pzMargin+textWidth(label(d.c, "board.revealed", ""), pzLabel)+10, d.y-28, d.v.Revealed)
		d.y += 14
	}
	d.y += 16
}

// architect draws the architect: a dark pawn (a disc on a trapezoid).
func (d *pzDrawer) architect(x, y float64) {
	st := picture.Style{Fill: picture.Solid(picture.Ink)}
	d.g.Polygon(st, picture.Point{X: x - 7, Y: y + 10}, picture.Point{X: x + 7, Y: y + 10},
		picture.Point{X: x + 3, Y: y - 1}, picture.Point{X: x - 3, Y: y - 1})
	d.g.Circle(x, y-5, 5, st)
}

// rows is how many rows n items take at perRow a row (at least one).
func rows(n, perRow int) float64 {
	if n == 0 || perRow < 1 {
		return 1
	}
	return float64((n + perRow - 1) / perRow)
}

// tileRow draws tiles from (x, y), perRow a row.
func (d *pzDrawer) tileRow(x, y float64, tiles []Tile, perRow int) {
	if len(tiles) == 0 {
		d.g.Text(x+4, y+pzTileH-7, d.c.Text("board.none"), pzSmall)
		return
	}
	for i, t := range tiles {
		drawTile(d.g, x+float64(i%perRow)*(pzTileW+pzTileGap), y+float64(i/perRow)*(pzTileH+pzTileGap), t)
	}
}

func (d *pzDrawer) lot() {
	title := d.c.Text("board.auction", strconv.Itoa(d.v.Lot.Quarry))
	if d.v.Lot.Distribution {
		title = d.c.Text("board.distribution", strconv.Itoa(d.v.Lot.Quarry))
	}
	d.g.Text(pzMargin, d.y+16, title, pzHead)
	d.tileRow(pzMargin+textWidth(title, pzHead)+14, d.y, d.v.Lot.Tiles, 8)
	d.y += 34
	for _, b := range d.v.Lot.Bids {
		d.g.PlayerToken(pzMargin+10, d.y+8, 10, int(b.Seat), b.Player)
		text := b.Player + "  " + strconv.Itoa(b.Bid.Value()) + "  " + bidParts(b.Bid)
		if b.Passed {
			text = b.Player + "  " + d.c.Text("board.passed")
		}
		d.g.Text(pzMargin+28, d.y+13, text, pzLabel)
		d.y += 24
	}
	d.y += 8
}
