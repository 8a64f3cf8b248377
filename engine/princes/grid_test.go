package princes

import "testing"

// The distinct orientations of each reconstructed shape, as polyomino
// theory counts them (an I-tromino lies 2 ways, a W-pentomino 4, an
// asymmetric piece 8), and so how many footprints fit in the 7 × 7 grid.
func TestFootprintsCountDistinctPlacements(t *testing.T) {
	cases := []struct {
		shape  [][]int
		orient int
		fits   int
	}{
		{[][]int{{0, 0}, {0, 1}, {0, 2}}, 2, 2 * 5 * 7},                 // tower: I-tromino
		{[][]int{{0, 0}, {1, 0}, {1, 1}}, 4, 4 * 6 * 6},                 // chapel: L-tromino
		{[][]int{{0, 0}, {0, 1}, {1, 0}, {1, 1}}, 1, 6 * 6},             // forest: 2 × 2
		{[][]int{{0, 0}, {0, 1}, {1, 1}, {1, 2}, {2, 2}}, 4, 4 * 5 * 5}, // theater: W
		{[][]int{{0, 0}, {1, 0}, {2, 0}, {3, 0}, {3, 1}}, 8, 8 * 4 * 6}, // opera: L-pentomino
	}
	for _, c := range cases {
		s, err := decodeShape(c.shape, boardSize)
		if err != nil {
			t.Fatal(err)
		}
		fps := footprints(s)
		orients := map[orientation]bool{}
		seen := map[mask]bool{}
		for _, fp := range fps {
			orients[fp.Orient] = true
			if seen[fp.Cells] || fp.Cells.count() != len(s) {
				t.Errorf("%v: footprint %#x repeated or of %d squares", c.shape, uint64(fp.Cells), fp.Cells.count())
			}
			seen[fp.Cells] = true
		}
		if len(orients) != c.orient || len(fps) != c.fits {
			t.Errorf("%v: %d orientations, %d footprints; want %d and %d", c.shape, len(orients), len(fps), c.orient, c.fits)
		}
	}
}

// Every footprint of every building and landscape reads back from its
// canonical text to the same squares, and a non-canonical orientation
// giving the same squares is written canonically.
func TestFootprintNotationRoundTrips(t *testing.T) {
	g := Game{}
	for i, b := range data().Buildings.Types {
		for _, fp := range footprints(b.shape) {
			m := BuildMove{Type: int8(i), Cells: fp.Cells}
			text := g.FormatMove(nil, m)
			back, err := g.ParseMove(nil, 0, text)
			if err != nil || back != m {
				t.Fatalf("%q reads back as %v, %v", text, back, err)
			}
		}
	}
	// A tower turned half a turn covers the same squares as r0.
	m, err := g.ParseMove(nil, 0, "build tower a4 r180")
	if err != nil || g.FormatMove(nil, m) != "build tower a4" {
		t.Fatalf("build tower a4 r180 is written %q (%v), want build tower a4", g.FormatMove(nil, m), err)
	}
	if _, err := g.ParseMove(nil, 0, "build tower f4"); err == nil {
		t.Fatal("a tower at f4 (columns f–h) fits, want it refused")
	}
}

// The theater as the data file draws it, the lower-left corner of its
// bounding box on c2: ranks 4 to 2, so squares c4 d4, d3 e3, e2.
func TestFootprintCornerIsLowerLeft(t *testing.T) {
	fp, ok := locate(data().Buildings.Types[words().buildingBy["theater"]].shape, square{2, 2}, orientation{})
	want := bit(squareRow(4), 2) | bit(squareRow(4), 3) | bit(squareRow(3), 3) | bit(squareRow(3), 4) | bit(squareRow(2), 4)
	if !ok || fp.Cells != want {
		t.Fatalf("theater at c2: %#x, want %#x", uint64(fp.Cells), uint64(want))
	}
}

func squareRow(rank int) int { return boardSize - rank }

// Buildings may not share an edge with the palace or another building
// under 2 builders; corners are fine, landscapes touch anything.
func TestFitsKeepsBuildingsApart(t *testing.T) {
	var d principality
	d.occupied, d.buildings = maskOf(data().palace), maskOf(data().palace)
	d3 := bit(squareRow(3), 3) // d3 touches the palace's c2 only by a corner
	c3 := bit(squareRow(3), 2) // c3 lies on the palace's c2
	if !d.fits(d3, true) || d.fits(c3, true) || !d.fits(c3, false) {
		t.Fatalf("fits: corner %v, edge %v, landscape on edge %v; want true, false, true", d.fits(d3, true), d.fits(c3, true), d.fits(c3, false))
	}
	d.builders = 2
	if !d.fits(c3, true) {
		t.Fatal("with 2 builders a building may touch the palace")
	}
	if d.fits(bit(squareRow(1), 0), false) {
		t.Fatal("a1 is the palace's: nothing fits on it")
	}
	// The neighbours of g1 do not wrap to a2 or beyond the grid.
	if n := bit(squareRow(1), 6).neighbours(); n != bit(squareRow(2), 6)|bit(squareRow(1), 5) {
		t.Fatalf("neighbours of g1: %#x", uint64(n))
	}
}
