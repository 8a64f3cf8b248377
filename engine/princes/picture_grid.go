package princes

import (
	"math/bits"
	"strings"

	"github.com/pbem-games/pbem/picture"
)

// The fills of the squares that are not a player's buildings: the palace
// in stone, the landscapes each in a colour and, as a second cue, a
// texture (trees drawn on each square of a forest, ripples of water,
// plain lawn), never one of the players' patterns; every piece also
// carries its code.
var (
	palaceFill     = picture.Fill{Color: picture.Color{R: 0xd9, G: 0xd2, B: 0xc3}, Pattern: picture.CrossHatch, Ink: picture.Color{R: 0xc4, G: 0xbb, B: 0xa8}}
	landscapeFills = [...]picture.Fill{
		{Color: picture.Color{R: 0xbf, G: 0xd0, B: 0x96}},
		{Color: picture.Color{R: 0xa8, G: 0xcf, B: 0xea}, Pattern: picture.Horizontal, Ink: picture.Color{R: 0x6f, G: 0xa3, B: 0xc8}},
		{Color: picture.Color{R: 0xcf, G: 0xe8, B: 0xae}},
	}
)

// treeStyle draws the trees of a forest.
var treeStyle = picture.Style{Fill: picture.Solid(picture.Color{R: 0x3f, G: 0x6b, B: 0x2a})}

// region is a set of squares of a grid drawn as one piece: index
// file + 7 × (rank − 1).
type region struct {
	cells []int
	code  string
	fill  picture.Fill
	trees bool // a forest: a tree in two corners of each square
}

// regions returns the palace and the pieces of player i as regions.
func (d *pfDrawer) regions(i int) []region {
	p := d.v.Players[i]
	palace := region{code: palaceCode, fill: palaceFill}
	for r, row := range p.Principality {
		f := 0
		for code := range strings.FieldsSeq(row) { // no slice for each row of each picture
			if code == palaceCode {
				palace.cells = append(palace.cells, f+boardSize*(boardSize-1-r))
			}
			f++
		}
	}
	out := []region{palace}
	for _, pc := range p.Pieces {
		rg := region{fill: picture.PlayerFill(i)}
		for k, id := range data().Buildings.Types {
			if pc.Kind == "building" && id.ID == pc.ID {
				rg.code = buildingCodes[k]
			}
		}
		for k, t := range data().Landscapes.Types {
			if pc.Kind == "landscape" && t.ID == pc.ID {
				rg.code, rg.fill, rg.trees = landscapeCodes[k], landscapeFills[k], k == 0
			}
		}
		for _, sq := range pc.Squares {
			rg.cells = append(rg.cells, int(sq[0]-'a')+boardSize*int(sq[1]-'1'))
		}
		out = append(out, rg)
	}
	return out
}

// principality draws player i's column at (x, d.y), w wide: the name,
// the grid with its pieces, then the public figures. It returns its
// height.
func (d *pfDrawer) principality(x, w float64, i int) float64 {
	p := d.v.Players[i]
	g := d.g.Sub(x, d.y)
	lines := d.figures(i, w-20)
	h := 44 + boardSize*pfCell + 22 + float64(len(lines))*16 + 8
	box := pfBox
	if i == int(d.v.Seat) {
		box.Stroke, box.StrokeWidth = picture.PlayerColor(i), 3
	}
	g.RoundRect(0, 0, w, h, 8, box)
	g.PlayerToken(18, 18, 12, i, p.Name)
	head := itoa(i+1) + " " + p.Name
	for _, s := range d.v.ToAct {
		if int(s) == i {
			head += " · " + d.c.Text("board.to-act")
		}
	}
	g.Text(36, 24, head, pfHead)
	gx := (w - boardSize*pfCell + 14) / 2
	g.SubOf(gx, 38, d.grid(i))
	y := 38 + boardSize*pfCell + 36
	for _, l := range lines {
		g.Text(10, y, l, pfSmall)
		y += 16
	}
	return h
}

// drawGrid draws the 7 × 7 squares, ranks and files, and the regions on
// them, each outlined along its own border. Squares of a row are filled
// and outlined in runs, not one by one: every shape costs the PNG backend
// a pass over the whole picture.
func drawGrid(g *picture.Group, regions []region) {
	const side = boardSize * pfCell
	g.Rect(0, 0, side, side, picture.Style{Fill: picture.Solid(picture.White)})
	for k := range boardSize {
		if k > 0 {
			g.Line(float64(k)*pfCell, 0, float64(k)*pfCell, side, 1, picture.Light)
			g.Line(0, float64(k)*pfCell, side, float64(k)*pfCell, 1, picture.Light)
		}
		g.Text(-8, float64(boardSize-1-k)*pfCell+pfCell/2+4, itoa(k+1), picture.TextStyle{Size: 11, Color: picture.Grey, Anchor: picture.Middle})
		g.Text(float64(k)*pfCell+pfCell/2, side+13, string(rune('a'+k)), picture.TextStyle{Size: 11, Color: picture.Grey, Anchor: picture.Middle})
	}
	for _, rg := range regions {
		drawRegion(g, rg)
	}
	g.Rect(0, 0, side, side, picture.Style{Stroke: picture.Grey, StrokeWidth: 1})
}

// cellAt is the top-left corner of square c in a grid: rank 7 on top.
func cellAt(c int) (float64, float64) {
	return float64(c%boardSize) * pfCell, float64(boardSize-1-c/boardSize) * pfCell
}

// drawRegion fills a region's squares, row by row in runs, outlines it
// and writes its code on a white label.
func drawRegion(g *picture.Group, rg region) {
	if len(rg.cells) == 0 {
		return
	}
	var in [boardSize * boardSize]bool
	for _, c := range rg.cells {
		in[c] = true
	}
	for c := 0; c < len(in); c++ {
		if !in[c] {
			continue
		}
		n := 1
		for c+n < len(in) && (c+n)%boardSize != 0 && in[c+n] {
			n++
		}
		x, y := cellAt(c)
		g.Rect(x, y, float64(n)*pfCell, pfCell, picture.Style{Fill: rg.fill})
		c += n - 1
	}
	if rg.trees {
		for _, c := range rg.cells {
			x, y := cellAt(c)
			g.Circle(x+7, y+7, 4.5, treeStyle)
			g.Circle(x+pfCell-7, y+pfCell-7, 4.5, treeStyle)
		}
	}
	outline(g, &in)
	x, y := cellAt(labelCell(rg.cells))
	g.RoundRect(x+3, y+6, pfCell-6, pfCell-12, 3, picture.Style{Fill: picture.Solid(picture.White)})
	g.Text(x+pfCell/2, y+pfCell/2+4, rg.code, picture.TextStyle{Size: 11, Bold: true, Color: picture.Ink, Anchor: picture.Middle})
}

// outline draws the border of the squares in: every side of a square
// that borders no square of the set, joined into runs along each grid
// line. Each grid line's sides are the bits where the rows (or columns)
// on its two sides differ, and a run of them is one line: a replay page
// outlines every piece of every grid in each of its pictures.
// TestOutlineIsBySquares compares it with the square-by-square walk.
func outline(g *picture.Group, in *[boardSize * boardSize]bool) {
	const w = 2
	var rows, cols [boardSize + 1]uint8 // rank r's files, file f's ranks; [boardSize] stays 0
	for c, ok := range in {
		if ok {
			rows[c/boardSize] |= 1 << (c % boardSize)
			cols[c%boardSize] |= 1 << (c / boardSize)
		}
	}
	// Horizontal sides: line k runs between ranks k-1 and k (0-based).
	for k := 0; k <= boardSize; k++ {
		y := float64(boardSize-k) * pfCell
		forRuns(lineDiff(rows[:], k), func(f, n int) {
			g.Line(float64(f)*pfCell, y, float64(f+n)*pfCell, y, w, picture.Ink)
		})
	}
	for k := 0; k <= boardSize; k++ {
		x := float64(k) * pfCell
		forRuns(lineDiff(cols[:], k), func(r, n int) {
			g.Line(x, float64(boardSize-r-n)*pfCell, x, float64(boardSize-r)*pfCell, w, picture.Ink)
		})
	}
}

// lineDiff is the bits where masks k-1 and k differ, a mask out of the
// grid (k-1 < 0, k = boardSize) being empty.
func lineDiff(masks []uint8, k int) uint8 {
	var before uint8
	if k > 0 {
		before = masks[k-1]
	}
	return before ^ masks[k]
}

// forRuns calls run(i, n) for each run of n set bits from bit i of d,
// the lowest first.
func forRuns(d uint8, run func(i, n int)) {
	for d != 0 {
		i := bits.TrailingZeros8(d)
		n := bits.TrailingZeros8(^(d >> i))
		run(i, n)
		d &^= uint8((1<<n)-1) << i
	}
}

// labelCell is the square of a region nearest its centre, where its code
// goes.
func labelCell(cells []int) int {
	var cx, cy float64
	for _, c := range cells {
		cx += float64(c % boardSize)
		cy += float64(c / boardSize)
	}
	cx, cy = cx/float64(len(cells)), cy/float64(len(cells))
	best, bestD := cells[0], 1e9
	for _, c := range cells {
		dx, dy := float64(c%boardSize)-cx, float64(c/boardSize)-cy
		if dd := dx*dx + dy*dy; dd < bestD {
			best, bestD = c, dd
		}
	}
	return best
}
