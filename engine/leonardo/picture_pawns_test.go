package leonardo

import (
	"math"
	"testing"

	"github.com/stretchr/testify/assert"
)

// From one to six pawns on a space (every side of a six-player game),
// no two overlap, and each stands inside the space, below its name, clear
// of its art works and of its owner's square and strip.
func TestPicturePawnSpots(t *testing.T) {
	const w, h = lvCellW - 3, lvCellH - 3
	for n := 1; n <= 6; n++ {
		spots, r := pawnSpots(n)
		assert.Len(t, spots, n)
		assert.GreaterOrEqual(t, r, 6.0, "%d pawns: a letter must still read", n)
		for i, p := range spots {
			left, right, top, bottom := p.X-r, p.X+r, p.Y-r, p.Y+r
			assert.True(t, left >= 0 && right <= w, "%d pawns: pawn %d leaves the space across (%v)", n, i, p)
			assert.True(t, top >= spaceTextBottom && bottom <= h-4, "%d pawns: pawn %d meets the name or the strip (%v)", n, i, p)
			if top < spaceArtBottom {
				assert.GreaterOrEqual(t, left, spaceArtRight, "%d pawns: pawn %d covers the art works", n, i)
			}
			if bottom > h-20 {
				assert.GreaterOrEqual(t, left, spaceOwnerRight, "%d pawns: pawn %d covers the owner's square", n, i)
			}
			for j, q := range spots[:i] {
				assert.GreaterOrEqual(t, math.Hypot(p.X-q.X, p.Y-q.Y), 2*r, "%d pawns: %d and %d overlap", n, j, i)
			}
		}
	}
}
