package leonardo

import (
	"strings"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/picture"
)

// districtColors are the bands of the streets, after the districts' own
// names; each band also names its district, so colour is not the only
// cue.
var districtColors = map[string]picture.Color{
	"brown": {R: 0xb0, G: 0x83, B: 0x5a}, "lightblue": {R: 0xa6, G: 0xd4, B: 0xf0}, "pink": {R: 0xf2, G: 0xb6, B: 0xcf},
	"orange": {R: 0xf5, G: 0xb8, B: 0x6a}, "green": {R: 0x9c, G: 0xcf, B: 0x8c}, "purple": {R: 0xc3, G: 0xa6, B: 0xdb},
}

// kindColor is the band of the spaces that are not streets.
var kindColor = picture.Color{R: 0xdd, G: 0xdd, B: 0xdd}

// artColor fills the squares that count a palace's art works.
var artColor = picture.Color{R: 0xe6, G: 0xb8, B: 0x00}

// cellPos is where space i (0-based) of the ring lies: clockwise from the
// top-left corner.
func cellPos(i int) (float64, float64) {
	switch {
	case i < lvAcross:
		return float64(i) * lvCellW, 0
	case i < lvAcross+lvDown:
		return (lvAcross - 1) * lvCellW, float64(i-lvAcross+1) * lvCellH
	case i < 2*lvAcross+lvDown:
		return float64(2*lvAcross+lvDown-1-i) * lvCellW, (lvDown + 1) * lvCellH
	}
	return 0, float64(2*lvAcross+2*lvDown-i) * lvCellH
}

// ring draws the 32 spaces around the sides, the decks and what is
// running, which go inside it.
func (d *lvDrawer) ring() {
	g := d.g.Sub(lvMargin, d.y)
	for i, sp := range d.v.Spaces {
		x, y := cellPos(i)
		d.space(g.Sub(x, y), sp)
	}
	d.inside(g.Sub(lvCellW+12, lvCellH+10))
	d.y += (lvDown + 2) * lvCellH
}

// space draws one space: its band (district or kind), number and name,
// its art works, its owner and the pawns on it.
func (d *lvDrawer) space(g *picture.Group, sp SpaceView) {
	const w, h = lvCellW - 3, lvCellH - 3
	g.Rect(0, 0, w, h, picture.Style{Fill: picture.Solid(picture.White), Stroke: picture.Grey, StrokeWidth: 1})
	band, word := kindColor, d.c.Text("board.kind."+sp.Kind)
	if sp.Kind == kindStreet {
		band, word = districtColors[sp.District], districtName(d.c, sp.District)
	}
	g.Rect(0, 0, w, 15, picture.Style{Fill: picture.Solid(band)})
	g.Text(3, 12, viewNum(sp.No), picture.TextStyle{Size: 11, Bold: true, Color: picture.Ink})
	if (sp.Rent == 0 && !sp.forSale()) || len(sp.pawns) <= pawnRowMax { // else the rent or price takes the band's word
		g.Text(w-3, 11, clipTo(word, w-24, lvTiny), picture.TextStyle{Size: 9, Color: picture.Ink, Anchor: picture.End})
	}
	for k, l := range fitLines(sp.Name, w-6, lvTiny) {
		if k < 2 {
			g.Text(3, 27+float64(k)*11, l, lvTiny)
		}
	}
	for k := range min(sp.Art, 6) {
		g.Rect(4+float64(k)*8, 43, 6, 6, picture.Style{Fill: picture.Solid(artColor), Stroke: picture.Ink, StrokeWidth: 0.5})
	}
	if sp.owner != noSide {
		k := int(sp.owner)
		g.Rect(0, h-4, w, 4, picture.Style{Fill: picture.Solid(picture.PlayerColor(d.v.sideSeat(k)))})
		g.RoundRect(3, h-20, 15, 15, 2, picture.PlayerStyle(d.v.sideSeat(k)))
		g.RoundRect(5.5, h-17.5, 10, 10, 1, picture.Style{Fill: picture.Solid(picture.White)})
		g.Text(10.5, h-9, d.v.code[k], picture.TextStyle{Size: 9, Bold: true, Color: picture.Ink, Anchor: picture.Middle})
	}
	switch {
	case sp.Rent > 0:
		d.rentTag(g, sp, w)
	case sp.forSale():
		d.priceTag(g, sp, w)
	}
	spots, r := pawnSpots(len(sp.pawns))
	for n, k := range sp.pawns {
		d.token(g, spots[n].X, spots[n].Y, r, int(k))
	}
}

// clipTo cuts s to fit w, ending it with "." when cut.
func clipTo(s string, w float64, st picture.TextStyle) string {
	if picture.TextWidth(s, st) <= w {
		return s
	}
	r := []rune(s)
	for len(r) > 1 && picture.TextWidth(string(r)+".", st) > w {
		r = r[:len(r)-1]
	}
	return string(r) + "."
}

// inside draws the sides, the decks and the decision running in the
// ring's middle.
func (d *lvDrawer) inside(g *picture.Group) {
	const w = (lvAcross-2)*lvCellW - 24
	y := 8.0
	g.Text(0, y+8, d.c.Text("board.sides"), lvHead)
	y += 22
	for k, sd := range d.v.Sides {
		if sd.Out && d.v.merged(sd) {
			continue // its members play in an alliance, on its line
		}
		d.token(g, 10, y+6, 10, k)
		mark := "" // the side whose turn it is
		if sd.Name == d.v.Current {
			mark = " ·"
		}
		heads := append([]string{""}, fitLines(sd.Name, w-26-picture.TextWidth(mark, lvHead), lvHead)...)
		heads = heads[min(1, len(heads)-1):] // "" only for a side without a name
		heads[len(heads)-1] += mark
		for i, l := range heads {
			g.Text(26, y+11+float64(i)*lvHeadLine, l, lvHead)
		}
		y += float64(len(heads)-1) * lvHeadLine
		parts := []string{d.c.Text("board.out")}
		if !sd.Out {
			parts = []string{d.c.Text("board.cash", viewNum(sd.Cash)), d.c.Text("board.soldiers", viewNum(sd.Soldiers)),
				d.c.Text("board.palaces", spaceList(d.c, sd.Palaces)), d.c.Text("board.bridges", spaceList(d.c, sd.Bridges)),
				d.c.Text("board.art", viewNum(sd.Art))}
			if len(sd.Administrations) > 0 {
				parts = append(parts, d.c.Text("board.admins", strings.Join(sd.Administrations, " ")))
			}
			if sd.Party != "" {
				parts = append(parts, d.c.Text("board.side-party", d.c.Text("board.party."+sd.Party)))
			}
		}
		y += 16
		for _, l := range fitLines(strings.Join(parts, ", "), w-26, lvSmall) {
			y += 15
			g.Text(26, y, l, lvSmall)
		}
		y += 8
	}
	var doc engine.Doc
	d.v.decksSection(d.c, doc.Add(d.c.Text("board.decks"), false))
	d.v.runningSection(d.c, &doc)
	for _, sec := range doc.Sections {
		y += 10
		g.Text(0, y+8, sec.Title, lvHead)
		y += 10
		for _, l := range joinLines(sec.Lines, " ") {
			for _, t := range fitLines(l, w, lvSmall) {
				y += 15
				g.Text(0, y, t, lvSmall)
			}
		}
	}
}

// lvSmall is the text inside the ring.
var lvSmall = picture.TextStyle{Size: 12, Color: picture.Ink}

// lvHeadLine is the height of a line of a side's name inside the ring.
const lvHeadLine = 19.0

// The rent tag of an owned space: what a visit costs now, as the text
// board's line of rents says it.
var (
	rentStyle = picture.TextStyle{Size: 10, Bold: true, Color: picture.Ink, Anchor: picture.End}
	rentBand  = picture.TextStyle{Size: 9, Bold: true, Color: picture.Ink, Anchor: picture.End}
)

// priceStyle is the price of a space for sale: grey, as a figure the
// space will lose once bought.
var priceStyle = picture.TextStyle{Size: 10, Color: picture.Grey, Anchor: picture.End}

// priceTag writes the price of space sp, nobody's, w wide, where an owned
// space has its rent.
func (d *lvDrawer) priceTag(g *picture.Group, sp SpaceView, w float64) {
	spaceTag(g, sp, w, d.c.Text("board.price-tag", itoa(sp.Price)), priceStyle)
}

// rentTag writes the rent of space sp, w wide, right-aligned on the row
// of its art works (which fill that row from the left, four at most):
// clear of the name above and of a single row of pawns below.
func (d *lvDrawer) rentTag(g *picture.Group, sp SpaceView, w float64) {
	spaceTag(g, sp, w, d.c.Text("board.rent-tag", itoa(sp.Rent)), rentStyle)
}

// spaceTag writes a figure of space sp (its rent or price), w wide, in
// style st on the row of its art works. Four pawns or more stand in two
// rows and reach that row, so the figure then takes the place of the
// district's word in the band (the band's colour still names the
// district).
func spaceTag(g *picture.Group, sp SpaceView, w float64, tag string, st picture.TextStyle) {
	if len(sp.pawns) > pawnRowMax {
		g.Text(w-3, 11, tag, rentBand)
		return
	}
	g.Text(w-3, spaceArtBottom, tag, st)
}
