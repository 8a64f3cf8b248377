package picture

import (
	"math"

	"golang.org/x/image/vector"
)

// The rasterizer sums the signed areas of a path's sub-paths and takes
// the absolute value: sub-paths of the same direction add up (and are
// clipped to full cover), sub-paths of opposite directions cancel. So
// every helper here draws in one direction, or in the other when reverse
// is set, which cuts a hole (the inside of a ring).

// kappa places the control points of a cubic Bézier quarter circle.
const kappa = 0.5522847498

func f32(v float64) float32 { return float32(v) }

// roundRect adds a rectangle with corners of radius r (0: square).
func roundRect(z *vector.Rasterizer, x, y, w, h, r float64, reverse bool) {
	if r <= 0 {
		polyPath(z, []Point{{x, y}, {x + w, y}, {x + w, y + h}, {x, y + h}}, reverse)
		return
	}
	r = min(r, w/2, h/2)
	k := r * (1 - kappa)
	type seg struct{ lx, ly, c1x, c1y, c2x, c2y, ex, ey float64 }
	// Clockwise (on screen): top edge, right, bottom, left, each ending in a corner.
	segs := []seg{
		{x + w - r, y, x + w - k, y, x + w, y + k, x + w, y + r},
		{x + w, y + h - r, x + w, y + h - k, x + w - k, y + h, x + w - r, y + h},
		{x + r, y + h, x + k, y + h, x, y + h - k, x, y + h - r},
		{x, y + r, x, y + k, x + k, y, x + r, y},
	}
	if !reverse {
		z.MoveTo(f32(x+r), f32(y))
		for _, s := range segs {
			z.LineTo(f32(s.lx), f32(s.ly))
			z.CubeTo(f32(s.c1x), f32(s.c1y), f32(s.c2x), f32(s.c2y), f32(s.ex), f32(s.ey))
		}
		z.ClosePath()
		return
	}
	// The same outline backwards: each corner from its end to its start.
	z.MoveTo(f32(x+r), f32(y))
	for i := len(segs) - 1; i >= 0; i-- {
		s := segs[i]
		z.CubeTo(f32(s.c2x), f32(s.c2y), f32(s.c1x), f32(s.c1y), f32(s.lx), f32(s.ly))
		prev := segs[(i+len(segs)-1)%len(segs)]
		z.LineTo(f32(prev.ex), f32(prev.ey))
	}
	z.ClosePath()
}

// circlePath adds a circle as four cubic Béziers.
func circlePath(z *vector.Rasterizer, cx, cy, r float64, reverse bool) {
	k := r * kappa
	s := 1.0
	if reverse {
		s = -1
	}
	z.MoveTo(f32(cx+r), f32(cy))
	z.CubeTo(f32(cx+r), f32(cy+s*k), f32(cx+k), f32(cy+s*r), f32(cx), f32(cy+s*r))
	z.CubeTo(f32(cx-k), f32(cy+s*r), f32(cx-r), f32(cy+s*k), f32(cx-r), f32(cy))
	z.CubeTo(f32(cx-r), f32(cy-s*k), f32(cx-k), f32(cy-s*r), f32(cx), f32(cy-s*r))
	z.CubeTo(f32(cx+k), f32(cy-s*r), f32(cx+r), f32(cy-s*k), f32(cx+r), f32(cy))
	z.ClosePath()
}

// area returns twice the signed area of a polygon (positive: clockwise on
// screen, y downwards).
func area(pts []Point) float64 {
	a := 0.0
	for i, p := range pts {
		q := pts[(i+1)%len(pts)]
		a += p.X*q.Y - q.X*p.Y
	}
	return a
}

// polyPath adds a polygon, turned clockwise (or anticlockwise when
// reverse) whatever the order of its points.
func polyPath(z *vector.Rasterizer, pts []Point, reverse bool) {
	if len(pts) < 3 {
		return
	}
	if (area(pts) < 0) != reverse {
		rev := make([]Point, len(pts))
		for i, p := range pts {
			rev[len(pts)-1-i] = p
		}
		pts = rev
	}
	z.MoveTo(f32(pts[0].X), f32(pts[0].Y))
	for _, p := range pts[1:] {
		z.LineTo(f32(p.X), f32(p.Y))
	}
	z.ClosePath()
}

// strokePath adds the outline of a line through pts of width w: a
// rectangle along each segment and a disc at each point (round joins
// and caps), all clockwise so that they add up.
func strokePath(z *vector.Rasterizer, pts []Point, closed bool, w float64) {
	h := w / 2
	n := len(pts) - 1
	if closed {
		n = len(pts)
	}
	for i := range n {
		a, b := pts[i], pts[(i+1)%len(pts)]
		l := math.Hypot(b.X-a.X, b.Y-a.Y)
		if l == 0 {
			continue
		}
		nx, ny := -(b.Y-a.Y)/l*h, (b.X-a.X)/l*h
		polyPath(z, []Point{{a.X + nx, a.Y + ny}, {b.X + nx, b.Y + ny}, {b.X - nx, b.Y - ny}, {a.X - nx, a.Y - ny}}, false)
	}
	if w >= 2 { // thin lines need no joins: the gaps are below a pixel
		for _, p := range pts {
			circlePath(z, p.X, p.Y, h, false)
		}
	}
}
