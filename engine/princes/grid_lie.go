package princes

import "math/bits"

// lie is one distinct orientation of a piece, with its bounding box at
// the top-left corner of the grid: the footprints of that orientation
// are Cells shifted by every square of Anchors.
type lie struct {
	Cells   mask // the oriented shape, its top row 0 and left column 0
	Anchors mask // the shifts (row*7+col) that keep it inside the grid
	// Runs cover Cells with straight runs of squares, all in rows or all
	// in columns, whichever takes fewer: a piece fits where each of its
	// runs does.
	Runs []run
}

// run is a straight line of Len squares from square Off of a lie, along a
// row (Down false) or a column.
type run struct {
	Off  uint8
	Len  uint8
	Down bool
}

// liesOf lists the distinct orientations of s (those footprints lists,
// each cell set once).
func liesOf(s shape) []lie {
	var out []lie
	for _, o := range orientations {
		os := s.oriented(o)
		m := maskOf(os)
		if containsLie(out, m) {
			continue
		}
		var anchors mask
		for r := 0; r+os.height() <= boardSize; r++ {
			for c := 0; c+os.width() <= boardSize; c++ {
				anchors |= bit(r, c)
			}
		}
		runs, cols := runsOf(m, false), runsOf(m, true)
		if len(cols) < len(runs) {
			runs = cols
		}
		out = append(out, lie{Cells: m, Anchors: anchors, Runs: runs})
	}
	return out
}

// runsOf cuts the squares of m into maximal runs along rows, or along
// columns when down.
func runsOf(m mask, down bool) []run {
	step := 1
	if down {
		step = boardSize
	}
	var out []run
	for rest := m; rest != 0; {
		start := bits.TrailingZeros64(uint64(rest))
		n := 0
		for sq := start; sq < boardSize*boardSize && m&(1<<sq) != 0 && (down || sq/boardSize == start/boardSize); sq += step {
			rest &^= 1 << sq
			n++
		}
		out = append(out, run{Off: uint8(start), Len: uint8(n), Down: down})
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

// runStarts holds, for a set of free squares, the squares where a run
// of each length starts on free squares only: [0] along rows, [1] down
// columns, by length (index 0 unused). A run along a row may be marked
// across the row's end; no lie's anchor puts one there.
type runStarts [2][boardSize + 1]mask

// startsOf works out the runStarts of free.
func startsOf(free mask) runStarts {
	var rs runStarts
	rs[0][1], rs[1][1] = free, free
	for n := 2; n <= boardSize; n++ {
		rs[0][n] = rs[0][n-1] & (free >> (n - 1))
		rs[1][n] = rs[1][n-1] & (free >> ((n - 1) * boardSize))
	}
	return rs
}

// fits is the mask of the anchors at which the lie l lies on free squares
// only.
func (rs *runStarts) fits(l *lie) mask {
	at := l.Anchors
	for _, r := range l.Runs {
		d := 0
		if r.Down {
			d = 1
		}
		at &= rs[d][r.Len] >> r.Off
	}
	return at
}

// fitAny reports whether a footprint of the lies ls lies on the squares
// of rs alone.
func (rs *runStarts) fitAny(ls []lie) bool {
	for i := range ls {
		if rs.fits(&ls[i]) != 0 {
			return true
		}
	}
	return false
}

// fitCount is how many footprints of the lies ls lie on the squares of
// rs alone.
func (rs *runStarts) fitCount(ls []lie) int {
	n := 0
	for i := range ls {
		n += rs.fits(&ls[i]).count()
	}
	return n
}

// fitCount is how many footprints of the lies ls lie on squares of free
// alone: for each lie, the shifts at which every one of its squares
// lands on a free square, found by shifting free back by each square.
// No shift wraps a row: the anchors keep the piece inside the grid.
// runStarts.fitCount gives the same count with fewer shifts; this is the
// plain form its tests check it against.
func fitCount(ls []lie, free mask) int {
	n := 0
	for _, l := range ls {
		at := l.Anchors
		for c := l.Cells; c != 0 && at != 0; c &= c - 1 {
			at &= free >> bits.TrailingZeros64(uint64(c))
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
