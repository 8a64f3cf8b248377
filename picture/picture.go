// Package picture is a small drawing layer: a Picture is a list of shapes
// (rectangles, circles, polygons, lines, text, groups) on a canvas of a
// given size, written out by two backends from the same list, SVG (text,
// byte-stable, for goldens and HTML) and PNG (rasterised in pure Go with
// golang.org/x/image). It knows nothing of games: the games' views build
// pictures with it (engine.Picturer), and pbem writes them.
//
// Coordinates are in pixels of the PNG at scale 1, y downwards. Every
// number is rounded to a hundredth when written, so the SVG of a picture
// is the same on every machine.
package picture

// Picture is a drawing of a fixed size. Build it with New, add shapes
// through its embedded Group, then write it with WriteSVG or WritePNG.
type Picture struct {
	// Width and Height are the size in pixels.
	Width, Height float64
	// Background fills the whole picture first.
	Background Color
	// Title is the picture's accessible name (SVG <title>); empty: none.
	Title string
	Group
}

// New returns an empty picture of w × h pixels on a white background.
func New(w, h float64) *Picture {
	return &Picture{Width: w, Height: h, Background: White}
}

// Group is a list of shapes drawn in order, moved by (DX, DY). The zero
// Group is empty and in place.
type Group struct {
	DX, DY float64
	shapes []shape
	// shared, when not nil, is the SVG of shapes[:shared.n], kept for
	// every group drawing those shapes (SubOf); later shapes are the
	// group's own.
	shared *sharedShapes
}

// shape is one element of a group. Each backend switches on the concrete
// types below; nothing outside this package adds shapes of its own.
type shape interface{ isShape() }

// rect is a rectangle, with rounded corners of radius r when r > 0.
type rect struct {
	x, y, w, h, r float64
	st            Style
}

// circle is a circle of centre (cx, cy).
type circle struct {
	cx, cy, r float64
	st        Style
}

// polygon is a closed polygon, or an open polyline when open is set
// (then only its stroke is drawn).
type polygon struct {
	pts  []Point
	open bool
	st   Style
}

// text is one line of text whose anchor point is (x, y) on the baseline.
type text struct {
	x, y float64
	s    string
	st   TextStyle
}

func (*rect) isShape()    {}
func (*circle) isShape()  {}
func (*polygon) isShape() {}
func (*text) isShape()    {}
func (*Group) isShape()   {}

// Point is a point of a polygon.
type Point struct{ X, Y float64 }

// Style is how a closed shape is painted: its fill, then its outline.
type Style struct {
	Fill Fill
	// Stroke is the outline's colour; StrokeWidth 0 draws no outline.
	Stroke      Color
	StrokeWidth float64
}

// Fill is a flat colour, possibly overlaid with a pattern in Ink. The
// pattern is the second cue of a colour for readers who cannot tell it
// from another (player colours, materials). The zero Fill paints nothing.
type Fill struct {
	Color   Color
	Pattern Pattern
	// Ink is the colour of the pattern's lines or dots.
	Ink Color
}

// Solid returns a flat fill of colour c.
func Solid(c Color) Fill { return Fill{Color: c} }

// Pattern is a texture drawn over a fill's colour.
type Pattern uint8

// The patterns. Their spacing is fixed (8 px), so that a pattern reads
// the same in every picture and at 800 px wide.
const (
	NoPattern  Pattern = iota
	HatchUp            // diagonal lines rising to the right: /
	HatchDown          // diagonal lines falling to the right: \
	Dots               // a grid of dots
	CrossHatch         // both diagonals
	Horizontal         // horizontal lines
)

// patternNames name the patterns in SVG ids.
var patternNames = [...]string{"none", "up", "down", "dots", "cross", "horiz"}

// Anchor is where a text stands relative to its point.
type Anchor uint8

// The anchors, as in SVG's text-anchor.
const (
	Start Anchor = iota
	Middle
	End
)

// TextStyle is how a text is written: its size in pixels (the em), its
// colour, whether bold, and its anchor.
type TextStyle struct {
	Size   float64
	Color  Color
	Bold   bool
	Anchor Anchor
}

// Rect adds a rectangle with its top-left corner at (x, y).
func (g *Group) Rect(x, y, w, h float64, st Style) {
	g.shapes = append(g.shapes, &rect{x, y, w, h, 0, st})
}

// RoundRect adds a rectangle with corners rounded to radius r.
func (g *Group) RoundRect(x, y, w, h, r float64, st Style) {
	r = min(r, w/2, h/2)
	g.shapes = append(g.shapes, &rect{x, y, w, h, r, st})
}

// Circle adds a circle of centre (cx, cy) and radius r.
func (g *Group) Circle(cx, cy, r float64, st Style) {
	g.shapes = append(g.shapes, &circle{cx, cy, r, st})
}

// Polygon adds a closed polygon through pts.
func (g *Group) Polygon(st Style, pts ...Point) {
	g.shapes = append(g.shapes, &polygon{pts: pts, st: st})
}

// Line adds a straight line of colour c and width w.
func (g *Group) Line(x1, y1, x2, y2, w float64, c Color) {
	// The polyline and its two points in one allocation: a board draws
	// hundreds of lines, a replay page hundreds of boards.
	l := &struct {
		p   polygon
		pts [2]Point
	}{pts: [2]Point{{x1, y1}, {x2, y2}}}
	l.p = polygon{pts: l.pts[:], open: true, st: Style{Stroke: c, StrokeWidth: w}}
	g.shapes = append(g.shapes, &l.p)
}

// Polyline adds an open line through pts, of colour c and width w.
func (g *Group) Polyline(w float64, c Color, pts ...Point) {
	g.shapes = append(g.shapes, &polygon{pts: pts, open: true, st: Style{Stroke: c, StrokeWidth: w}})
}

// Text adds one line of text on the baseline at (x, y).
func (g *Group) Text(x, y float64, s string, st TextStyle) {
	g.shapes = append(g.shapes, &text{x, y, s, st})
}

// Sub adds a group moved by (dx, dy) and returns it for drawing into:
// what is drawn in it at (0, 0) lands at (dx, dy) of g.
func (g *Group) Sub(dx, dy float64) *Group {
	sub := &Group{DX: dx, DY: dy}
	g.shapes = append(g.shapes, sub)
	return sub
}

// SubOf adds a group moved by (dx, dy) that draws the shapes of like, as
// Sub and drawing them again would: like's shapes are shared, not
// copied, so like must not change from then on (a part drawn once and
// kept for many pictures). Shapes added to the returned group are its
// own.
func (g *Group) SubOf(dx, dy float64, like *Group) *Group {
	n := len(like.shapes)
	if like.shared == nil || like.shared.n != n {
		like.shared = &sharedShapes{n: n}
	}
	sub := &Group{DX: dx, DY: dy, shapes: like.shapes[:n:n], shared: like.shared}
	g.shapes = append(g.shapes, sub)
	return sub
}

// Len returns the number of shapes drawn directly in g.
func (g *Group) Len() int { return len(g.shapes) }
