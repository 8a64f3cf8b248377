package leonardo

import (
	"strings"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/picture"
)

// This file draws a Leonardo view as a picture (engine.Picturer): the
// ring of 32 spaces (9 along the top and bottom, 7 down each side, in
// the order of their numbers, clockwise from the top-left corner), each
// with its district or kind, its owner, its art works and the pawns on
// it; inside the ring the sides' public figures, the decks and the
// decision running; below it the art works once shown and, in a private
// view, the viewer's own side. A side has the colour, pattern and seat of
// its first member and the letter of the text board.

// Picture draws the view with labels in lang (engine.Picturer).
func (v *View) Picture(lang string) *picture.Picture {
	c := loadCatalogues().Text(lang)
	p := engine.NewPicture(c.Text("board.title"))
	d := &lvDrawer{v: v, c: c, g: &p.Group}
	d.header()
	d.ring()
	if v.Art != nil {
		sec := &engine.Section{Title: c.Text("board.art-all")}
		v.artSection(c, sec, v.Art)
		d.section(sec, picture.Grey)
	}
	if v.Private != nil {
		d.private()
	}
	p.Height = d.y + lvMargin
	return p
}

// The picture's measures, in pixels.
const (
	lvMargin = 20.0
	lvWidth  = engine.PictureWidth - 2*lvMargin
	lvAcross = 9 // spaces along the top and the bottom of the ring
	lvDown   = 7 // spaces down each side, between the corners
	lvCellW  = lvWidth / lvAcross
	lvCellH  = 74.0
)

var (
	lvHead  = picture.TextStyle{Size: 16, Color: picture.Ink, Bold: true}
	lvLabel = picture.TextStyle{Size: 13, Color: picture.Ink}
	lvTiny  = picture.TextStyle{Size: 10, Color: picture.Ink}
)

// lvDrawer draws a view from the top down; y is where the next part goes.
type lvDrawer struct {
	v *View
	c *engine.Catalog
	g *picture.Group
	y float64
}

func (d *lvDrawer) header() {
	d.g.Text(lvMargin, 34, d.c.Text("board.title"), picture.TextStyle{Size: 26, Bold: true, Color: picture.Ink})
	d.y = 48
	status := d.c.Text("board.over")
	if d.v.Phase != phaseOver.String() {
		status = d.v.AwaitingIn(d.c)
	}
	d.y = d.wrap(lvMargin, d.y+18, lvWidth, status, lvHead)
	line := d.c.Text("board.round", viewNum(d.v.Round), viewNum(d.v.Rounds))
	if d.v.Round == 0 {
		line = d.c.Text("board.before", viewNum(d.v.Rounds))
	}
	if d.v.Current != "" {
		line += d.c.Text("board.turn", d.v.Current)
	}
	d.y = d.wrap(lvMargin, d.y, lvWidth, line, lvLabel) + 4
}

// wrap writes s from (x, y) in lines no wider than w and returns the y
// below the last line.
func (d *lvDrawer) wrap(x, y, w float64, s string, st picture.TextStyle) float64 {
	return d.g.TextLines(x, y, fitLines(s, w, st), st)
}

// sideSeat is the seat whose colour and pattern side k wears: its first
// member's.
func (v *View) sideSeat(k int) int {
	if k < 0 || k >= len(v.Sides) || len(v.Sides[k].Members) == 0 {
		return k
	}
	for i, p := range v.Players {
		if p.Name == v.Sides[k].Members[0] {
			return i
		}
	}
	return k
}

// token draws side k's token: its seat's colour and pattern, its letter.
func (d *lvDrawer) token(g *picture.Group, cx, cy, r float64, k int) {
	g.PlayerToken(cx, cy, r, d.v.sideSeat(k), d.v.code[k])
}

// section draws a titled box of a Doc section's lines, full width, its
// outline in colour edge.
func (d *lvDrawer) section(sec *engine.Section, edge picture.Color) {
	var lines []string
	for _, l := range joinLines(sec.Lines, "    ") {
		lines = append(lines, fitLines(l, lvWidth-24, lvLabel)...)
	}
	h := 36 + float64(len(lines))*18
	d.y += 10
	d.g.RoundRect(lvMargin, d.y, lvWidth, h, 8, picture.Style{Fill: picture.Solid(picture.White), Stroke: edge, StrokeWidth: 2})
	d.g.Text(lvMargin+12, d.y+22, sec.Title, lvHead)
	for i, l := range lines {
		d.g.Text(lvMargin+12, d.y+42+float64(i)*18, l, lvLabel)
	}
	d.y += h
}

// private draws the viewer's own side: party and art works.
func (d *lvDrawer) private() {
	sec := &engine.Section{Title: d.c.Text("board.private")}
	if d.v.Private.Party != "" {
		sec.Text(d.c.Text("board.your-party", d.c.Text("board.party."+d.v.Private.Party)))
	}
	sec.Text(d.c.Text("board.your-art"))
	d.v.artSection(d.c, sec, d.v.Private.Art)
	d.section(sec, picture.PlayerColor(int(d.v.Seat)))
}

// joinLines undoes the text board's wrapping at 72 columns: a line
// starting with indent (the section's indent of a continued line)
// continues the one before it, and the picture wraps the whole at its own
// width.
func joinLines(lines []engine.Line, indent string) []string {
	var out []string
	for _, l := range lines {
		t := l.Text()
		if strings.HasPrefix(t, indent) && len(out) > 0 {
			sep := " "
			if strings.HasSuffix(out[len(out)-1], "+") {
				sep = "" // a name of an alliance, cut after one of its "+"
			}
			out[len(out)-1] += sep + strings.TrimSpace(t)
			continue
		}
		out = append(out, t)
	}
	return out
}
