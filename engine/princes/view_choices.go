package princes

import (
	"strings"

	"github.com/pbem-games/pbem/engine"
)

// This file writes the viewer's placements as small grids, one per
// building or landscape they may lay: "You can:" says a building fits in
// 85 places and gives one; the grid shows every square a move may name
// for it, among the free and covered squares of the principality.

// Marks of the choice grids, one character a square.
const (
	anchorMark  = '+' // a square a move may name for the piece
	freeMark    = '.' // a free square
	coveredMark = '#' // the palace or a piece
)

// choiceGridWidth is the columns one grid takes with the gap after it:
// six grids side by side fit a 72-column mail.
const choiceGridWidth = 12

// choiceSections writes where the viewer may lay each piece, if they may
// lay one now.
func (v *View) choiceSections(c *engine.Catalog, d *engine.Doc) {
	if v.Hand == nil || v.Hand.Choices == nil || len(v.Hand.Choices.Pieces) == 0 || int(v.Seat) >= len(v.Players) {
		return
	}
	pcs := v.Hand.Choices.Pieces
	title := c.Text("board.where-build")
	if pcs[0].Kind == "landscape" {
		title = c.Text("board.where-place", typedWord(c, pcs[0].ID))
	}
	sec := d.Add(title, true)
	legend := string(anchorMark) + " " + c.Text("board.where-anchor") + ", " + string(freeMark) + " " +
		c.Text("board.where-free") + ", " + string(coveredMark) + " " + c.Text("board.where-covered")
	engine.WrapText(sec, legend, "")
	rows := v.Players[v.Seat].Principality
	perRow := engine.BoardWidth / choiceGridWidth
	for i := 0; i < len(pcs); i += perRow {
		for _, l := range choiceGrids(rows, pcs[i:min(i+perRow, len(pcs))]) {
			sec.Text(l)
		}
	}
}

// choiceGrids lays the grids of pcs side by side on rows (the viewer's
// principality as View writes it): a line of names, 7 ranks, the files.
func choiceGrids(rows []string, pcs []PieceChoice) []string {
	lines := make([]string, boardSize+2)
	for i, pc := range pcs {
		cols := []string{pc.ID}
		for r := range boardSize {
			cols = append(cols, itoa(boardSize-r)+" "+choiceRow(rows[r], &pc, boardSize-r))
		}
		cols = append(cols, "  abcdefg")
		for j, s := range cols {
			if i < len(pcs)-1 {
				s = engine.PadRight(s, choiceGridWidth)
			}
			lines[j] += s
		}
	}
	for j := range lines {
		lines[j] = strings.TrimRight(lines[j], " ")
	}
	return lines
}

// choiceRow marks the squares of one rank: row is the rank's labels as
// View writes them ("Pa Pa Pa .. .. .. ..").
func choiceRow(row string, pc *PieceChoice, rank int) string {
	labels := strings.Fields(row)
	b := make([]byte, boardSize)
	for f := range boardSize {
		switch {
		case pc.hasAnchor(square{f, rank}):
			b[f] = anchorMark
		case f < len(labels) && labels[f] == emptyCode:
			b[f] = freeMark
		default:
			b[f] = coveredMark
		}
	}
	return string(b)
}
