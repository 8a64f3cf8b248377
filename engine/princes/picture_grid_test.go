package princes

import (
	"bytes"
	"math/rand/v2"
	"testing"

	"github.com/pbem-games/pbem/picture"
)

// TestOutlineIsBySquares outlines random sets of squares (empty, full,
// scattered, rows and columns) by runs of bits and by the walk square by
// square it replaced (outlineBySquares), and compares the two pictures'
// SVG byte for byte: the same lines in the same order.
func TestOutlineIsBySquares(t *testing.T) {
	rng := rand.New(rand.NewPCG(24, 13))
	var sets [][boardSize * boardSize]bool
	sets = append(sets, [boardSize * boardSize]bool{})
	var full [boardSize * boardSize]bool
	for c := range full {
		full[c] = true
	}
	sets = append(sets, full)
	for range 3000 {
		var in [boardSize * boardSize]bool
		density := rng.Float64()
		for c := range in {
			in[c] = rng.Float64() < density
		}
		sets = append(sets, in)
	}
	for i, in := range sets {
		got, want := picture.New(200, 200), picture.New(200, 200)
		outline(&got.Group, &in)
		outlineBySquares(&want.Group, &in)
		var sg, sw bytes.Buffer
		if err := got.WriteSVG(&sg); err != nil {
			t.Fatal(err)
		}
		if err := want.WriteSVG(&sw); err != nil {
			t.Fatal(err)
		}
		if sg.String() != sw.String() {
			t.Fatalf("set %d %v:\n%s\nwant\n%s", i, in, sg.String(), sw.String())
		}
	}
}

// outlineBySquares is outline as it was, square by square: the reference.
func outlineBySquares(g *picture.Group, in *[boardSize * boardSize]bool) {
	has := func(f, r int) bool { return f >= 0 && f < boardSize && r >= 0 && r < boardSize && in[f+boardSize*r] }
	const w = 2
	for k := 0; k <= boardSize; k++ {
		y := float64(boardSize-k) * pfCell
		for f := 0; f < boardSize; f++ {
			n := 0
			for f+n < boardSize && has(f+n, k-1) != has(f+n, k) {
				n++
			}
			if n > 0 {
				g.Line(float64(f)*pfCell, y, float64(f+n)*pfCell, y, w, picture.Ink)
				f += n - 1
			}
		}
	}
	for k := 0; k <= boardSize; k++ {
		x := float64(k) * pfCell
		for r := 0; r < boardSize; r++ {
			n := 0
			for r+n < boardSize && has(k-1, r+n) != has(k, r+n) {
				n++
			}
			if n > 0 {
				g.Line(x, float64(boardSize-r-n)*pfCell, x, float64(boardSize-r)*pfCell, w, picture.Ink)
				r += n - 1
			}
		}
	}
}
