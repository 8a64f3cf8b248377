package princes

import "math/bits"

// lie is one distinct orientation of a piece, with its bounding box at
// the top-left corner of the grid: the footprints of that orientation
// are Cells shifted by every square of Anchors.
type lie struct {
	Cells   mask // the oriented shape, its top row 0 and left column 0
	Anchors mask // the shifts (row*7+col) that keep it inside the grid
	// shifts are the squares of Cells, nShifts of them (0 when they do
	// not fit in the room): fitCount erodes the free squares by each.
	shifts  [maxLieShifts]uint8
	nShifts uint8
}

// liesOf lists the distinct orientations of s (those footprints lists,
// each cell set once), from the shape's orientations worked out once
// (infoOf): the table is made at the first use in every process.
func liesOf(s shape) []lie {
	in := infoOf(s)
	out := make([]lie, 0, len(in.oriented))
	for i := range orientations {
		os := in.oriented[i]
		m := maskOf(os)
		if containsLie(out, m) {
			continue
		}
		var anchors mask
		h, w := os.height(), os.width()
		for r := 0; r+h <= boardSize; r++ {
			for c := 0; c+w <= boardSize; c++ {
				anchors |= bit(r, c)
			}
		}
		out = append(out, withShifts(lie{Cells: m, Anchors: anchors}))
	}
	return out
}

// containsLie reports whether one of ls has cells m.
func containsLie(ls []lie, m mask) bool {
	for _, l := range ls {
		if l.Cells == m {
			return true
		}
	}
	return false
}

// fitCount is how many footprints of the lies ls lie on squares of free
// alone: for each lie, the shifts at which every one of its squares
// lands on a free square, found by shifting free back by each square.
// No shift wraps a row: the anchors keep the piece inside the grid.
func fitCount(ls []lie, free mask) int {
	n := 0
	for i := range ls {
		l := &ls[i]
		// The pieces have three, five or seven squares: their erosions
		// are written out (the counts of fits were a fifth of a random
		// game, its loop over squares most of that).
		s := &l.shifts
		var at mask
		switch l.nShifts {
		case 3:
			at = l.Anchors & (free >> (s[0] & 63)) & (free >> (s[1] & 63)) & (free >> (s[2] & 63))
		case 5:
			at = l.Anchors & (free >> (s[0] & 63)) & (free >> (s[1] & 63)) & (free >> (s[2] & 63)) &
				(free >> (s[3] & 63)) & (free >> (s[4] & 63))
		case 7:
			at = l.Anchors & (free >> (s[0] & 63)) & (free >> (s[1] & 63)) & (free >> (s[2] & 63)) &
				(free >> (s[3] & 63)) & (free >> (s[4] & 63)) & (free >> (s[5] & 63)) & (free >> (s[6] & 63))
		default:
			at = l.Anchors
			for c := l.Cells; c != 0 && at != 0; c &= c - 1 {
				at &= free >> bits.TrailingZeros64(uint64(c))
			}
		}
		n += at.count()
	}
	return n
}

// buildable is the squares a building of s may cover: free squares, off
// the other buildings' and the palace's neighbours unless s has the
// builders that allow it. A footprint fits (fitsBuilding) exactly when
// all its squares are buildable: the squares next to a building are the
// squares whose neighbours hold one.
func (d *principality) buildable() mask {
	free := fullGrid &^ d.occupied
	if d.builders < adjacentBuilders {
		free &^= d.buildings.neighbours()
	}
	return free
}
