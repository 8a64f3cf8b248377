package princes

import (
	"testing"
)

// TestCanonicalByCornerIsTheScan checks canonical, which looks only at
// the footprints of the corner of the squares it is given, against a scan
// of every footprint of the shape in order: for every footprint of every
// building and landscape, the same footprint (the first covering the
// squares); for squares that no footprint covers, a panic.
func TestCanonicalByCornerIsTheScan(t *testing.T) {
	var shapes []shape
	for _, b := range data().Buildings.Types {
		shapes = append(shapes, b.shape)
	}
	for _, l := range data().Landscapes.Types {
		shapes = append(shapes, l.shape)
	}
	checked := 0
	for _, s := range shapes {
		fps := footprints(s)
		for _, fp := range fps {
			want := scanFootprints(fps, fp.Cells)
			if got := canonical(s, fp.Cells); got != want {
				t.Fatalf("%v: canonical(%#x) = %+v, the scan finds %+v", s, uint64(fp.Cells), got, want)
			}
			checked++
			for _, other := range []mask{fp.Cells | 1, fp.Cells << 1, fp.Cells >> 1, fp.Cells | 1<<48, 0, 1 << 50, fp.Cells | 1<<52} {
				if scanFootprints(fps, other) == (footprint{}) {
					checkCanonicalPanics(t, s, other)
				}
			}
		}
	}
	if checked < 500 {
		t.Fatalf("only %d footprints checked", checked)
	}
}

// scanFootprints is the first of fps covering cells, the zero footprint
// for none.
func scanFootprints(fps []footprint, cells mask) footprint {
	for _, fp := range fps {
		if fp.Cells == cells {
			return fp
		}
	}
	return footprint{}
}

// checkCanonicalPanics fails unless canonical panics for cells.
func checkCanonicalPanics(t *testing.T, s shape, cells mask) {
	t.Helper()
	defer func() {
		if recover() == nil {
			t.Fatalf("%v: canonical(%#x) did not panic", s, uint64(cells))
		}
	}()
	canonical(s, cells)
}
