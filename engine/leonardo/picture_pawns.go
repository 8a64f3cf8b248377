package leonardo

import "github.com/pbem-games/pbem/picture"

// A space's pawns stand in its lower right part, clear of what else the
// space shows: its band and name above (to y = spaceTextBottom), its art
// works (squares from the left, to x = spaceArtRight and y =
// spaceArtBottom) and its owner's
// square in the lower left corner (to x = spaceOwnerRight), above the
// owner's strip (from y = lvCellH-3-4). Up to three pawns stand in one
// row, as large as the text board's letters need; from four on they are
// smaller and in two rows, the lower one first and fuller, so that six
// pawns (every side of a six-player game) never overlap.
const (
	pawnR           = 7.5  // the radius of a pawn while one row holds them
	pawnSmallR      = 6.25 // the radius in two rows
	pawnGap         = 1.0  // between two pawns
	pawnRowMax      = 3    // pawns one row holds at the large radius
	spaceTextBottom = 40.0
	spaceArtRight   = 35.0
	spaceArtBottom  = 49.0
	spaceOwnerRight = 19.0
)

// pawnSpots returns the centres of n pawns on a space (its top-left
// corner at 0, 0), right-aligned, and their radius.
func pawnSpots(n int) ([]picture.Point, float64) {
	const w, h = lvCellW - 3, lvCellH - 3
	if n <= pawnRowMax {
		return pawnRow(n, w, h-13, pawnR), pawnR
	}
	lower := n - n/2
	bottom := h - 4 - pawnSmallR - 0.5
	spots := pawnRow(lower, w, bottom, pawnSmallR)
	return append(spots, pawnRow(n-lower, w, bottom-2*pawnSmallR-pawnGap, pawnSmallR)...), pawnSmallR
}

// pawnRow is n centres of pawns of radius r on the line y, the first
// nearest the right edge w.
func pawnRow(n int, w, y, r float64) []picture.Point {
	out := make([]picture.Point, n)
	for i := range out {
		out[i] = picture.Point{X: w - 2.5 - r - float64(i)*(2*r+pawnGap), Y: y}
	}
	return out
}
