package princes

import "fmt"

// cell is one square of a principality, row 0 at the top, column 0 at
// the left.
type cell struct{ Row, Col int }

// shape is a polyomino: the cells of a building, landscape or the palace,
// as the data file draws it (any rotation or mirror image may be placed).
type shape []cell

// decodeShape turns the [row, col] pairs of the data file into a shape,
// checking that it is a polyomino: at least one cell, every cell inside
// the size × size grid and listed once, and all of them connected by
// edges (a piece in two parts is a typo, not a tile).
func decodeShape(pairs [][]int, size int) (shape, error) {
	if len(pairs) == 0 {
		return nil, fmt.Errorf("no cells")
	}
	s := make(shape, 0, len(pairs))
	seen := map[cell]bool{}
	for _, p := range pairs {
		if len(p) != 2 {
			return nil, fmt.Errorf("cell %v: want [row, col]", p)
		}
		c := cell{p[0], p[1]}
		if c.Row < 0 || c.Col < 0 || c.Row >= size || c.Col >= size {
			return nil, fmt.Errorf("cell %v is outside the %d x %d grid", p, size, size)
		}
		if seen[c] {
			return nil, fmt.Errorf("cell %v is listed twice", p)
		}
		seen[c] = true
		s = append(s, c)
	}
	if n := s.reach(seen); n != len(s) {
		return nil, fmt.Errorf("cells %v are not connected: %d of %d reached from %v", pairs, n, len(s), pairs[0])
	}
	return s, nil
}

// reach counts the cells of in reached from the shape's first cell
// through shared edges.
func (s shape) reach(in map[cell]bool) int {
	done := map[cell]bool{s[0]: true}
	todo := []cell{s[0]}
	for len(todo) > 0 {
		c := todo[len(todo)-1]
		todo = todo[:len(todo)-1]
		for _, n := range []cell{{c.Row - 1, c.Col}, {c.Row + 1, c.Col}, {c.Row, c.Col - 1}, {c.Row, c.Col + 1}} {
			if in[n] && !done[n] {
				done[n] = true
				todo = append(todo, n)
			}
		}
	}
	return len(done)
}
