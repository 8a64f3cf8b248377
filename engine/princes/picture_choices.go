package princes

import "github.com/pbem-games/pbem/picture"

// This file draws the viewer's placements on the picture, as the text
// view's grids have them (view_choices.go): one small grid per building
// or landscape they may lay now, the covered squares grey, the free ones
// white, and a dot in the viewer's colour on every square a move may name
// for the piece.

// The measures of the small grids, in pixels.
const (
	pcCell  = 13.0                  // a square
	pcSide  = boardSize * pcCell    // a grid
	pcPitch = pcSide + 34           // from one grid to the next, rank labels included
	pcRow   = 18 + pcSide + 16 + 10 // a row of grids: name, grid, files, gap
)

var (
	pcCovered = picture.Style{Fill: picture.Solid(picture.Color{R: 0xb8, G: 0xb8, B: 0xb8})}
	pcName    = picture.TextStyle{Size: 12, Bold: true, Color: picture.Ink}
	pcAxis    = picture.TextStyle{Size: 9, Color: picture.Grey, Anchor: picture.Middle}
	pcTyped   = picture.TextStyle{Size: 10, Color: picture.Grey}
)

// choices draws the box of the viewer's placements, if they may lay a
// piece now.
func (d *pfDrawer) choices() {
	cv := d.v.Hand.Choices
	if cv == nil || len(cv.Pieces) == 0 || int(d.v.Seat) >= len(d.v.Players) {
		return
	}
	title := d.c.Text("board.where-build")
	if cv.Pieces[0].Kind == "landscape" {
		title = d.c.Text("board.where-place", d.c.Text("item."+cv.Pieces[0].ID))
	}
	room := pfWidth - 24 + pcPitch - pcSide // the last grid needs no gap after it
	perRow := int(room / pcPitch)
	rows := (len(cv.Pieces) + perRow - 1) / perRow
	seat := int(d.v.Seat)
	legend := d.choiceLegend()
	lh := 0.0 // the legend's height
	for _, it := range legend {
		lh += float64(len(it.lines))*15 + 4
	}
	// In French a grid is named by the French word, the notation's word
	// in grey under it (the auction's boxes do the same): a line more.
	sub := 0.0
	for _, pc := range cv.Pieces {
		if idWord(d.c, pc.ID) != pc.ID {
			sub = 12
		}
	}
	h := 40 + lh + 6 + float64(rows)*(pcRow+sub)
	d.g.RoundRect(pfMargin, d.y, pfWidth, h, 8, picture.Style{Fill: picture.Solid(picture.White), Stroke: picture.PlayerColor(seat), StrokeWidth: 2})
	d.g.Text(pfMargin+12, d.y+22, title, pfHead)
	ly := d.y + 44
	for _, it := range legend {
		it.mark(d.g.Sub(pfMargin+12, ly-pcCell+3), seat)
		ly = d.g.TextLines(pfMargin+12+pcCell+8, ly, it.lines, pfSmall) + 4
	}
	legendH := lh + 6
	rowsText := d.v.Players[seat].Principality
	for k, pc := range cv.Pieces {
		x := pfMargin + 24 + float64(k%perRow)*pcPitch
		y := d.y + 36 + legendH + float64(k/perRow)*(pcRow+sub)
		d.g.Text(x-10, y+12, idWord(d.c, pc.ID), pcName)
		if sub > 0 {
			d.g.Text(x-10, y+12+sub, pc.ID, pcTyped)
		}
		choiceGrid(d.g.Sub(x, y+18+sub), rowsText, &pc, seat)
	}
	d.y += h + 10
}

// choiceMark is a line of the legend: a mark and what it means.
type choiceMark struct {
	lines []string
	mark  func(g *picture.Group, seat int)
}

// choiceLegend words what the marks of the grids mean, each wrapped to
// the box.
func (d *pfDrawer) choiceLegend() []choiceMark {
	square := picture.Style{Fill: picture.Solid(picture.White), Stroke: picture.Grey, StrokeWidth: 1}
	w := pfWidth - 24 - pcCell - 8
	return []choiceMark{
		{wrapWords(d.c.Text("board.where-anchor"), w, pfSmall), func(g *picture.Group, seat int) {
			g.Rect(0, 0, pcCell, pcCell, square)
			g.Circle(pcCell/2, pcCell/2, 4, picture.Style{Fill: picture.Solid(picture.PlayerColor(seat))})
		}},
		{wrapWords(d.c.Text("board.where-free"), w, pfSmall), func(g *picture.Group, _ int) {
			g.Rect(0, 0, pcCell, pcCell, square)
		}},
		{wrapWords(d.c.Text("board.where-covered"), w, pfSmall), func(g *picture.Group, _ int) {
			g.Rect(0, 0, pcCell, pcCell, pcCovered)
		}},
	}
}

// choiceGrid draws one piece's grid at g's origin: rows is the viewer's
// principality as View writes it.
func choiceGrid(g *picture.Group, rows []string, pc *PieceChoice, seat int) {
	g.Rect(0, 0, pcSide, pcSide, picture.Style{Fill: picture.Solid(picture.White)})
	for r := range boardSize {
		rank := boardSize - r
		for f := range boardSize {
			x, y := float64(f)*pcCell, float64(r)*pcCell
			if choiceRow(rows[r], pc, rank)[f] == coveredMark || (pc.hasAnchor(square{f, rank}) && !choiceFree(rows[r], f)) {
				g.Rect(x, y, pcCell, pcCell, pcCovered)
			}
			if pc.hasAnchor(square{f, rank}) {
				g.Circle(x+pcCell/2, y+pcCell/2, 4, picture.Style{Fill: picture.Solid(picture.PlayerColor(seat))})
			}
		}
		g.Text(-7, float64(r)*pcCell+pcCell/2+3, itoa(rank), pcAxis)
		g.Text(float64(r)*pcCell+pcCell/2, pcSide+10, string(rune('a'+r)), pcAxis)
	}
	for k := 1; k < boardSize; k++ {
		g.Line(float64(k)*pcCell, 0, float64(k)*pcCell, pcSide, 1, picture.Light)
		g.Line(0, float64(k)*pcCell, pcSide, float64(k)*pcCell, 1, picture.Light)
	}
	g.Rect(0, 0, pcSide, pcSide, picture.Style{Stroke: picture.Grey, StrokeWidth: 1})
}

// choiceFree reports whether file f of a rank's labels is an empty square.
func choiceFree(row string, f int) bool {
	return choiceRow(row, &PieceChoice{}, 0)[f] == freeMark
}
