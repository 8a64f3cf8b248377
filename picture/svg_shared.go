package picture

import "sync"

// sharedShapes is the SVG of shapes that several groups draw (SubOf): a
// replay page draws a Princes principality's grid, unchanged, in dozens
// of positions, and its SVG is written once. The SVG of a list of shapes
// depends on nothing but the shapes (their group's offset is written on
// the group), so the kept text is what writing them again would give
// (TestSubOfIsSub).
type sharedShapes struct {
	n    int // the shapes written: the first n of the groups sharing them
	once sync.Once
	text []byte
}

// svg returns the SVG of shapes (the first n of a group sharing them),
// written the first time.
func (s *sharedShapes) svg(shapes []shape) []byte {
	s.once.Do(func() {
		o := &svgOut{}
		o.shapes(shapes)
		s.text = o.b
	})
	return s.text
}
