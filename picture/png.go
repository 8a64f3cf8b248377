package picture

import (
	"image"
	"image/color"
	"image/draw"
	"image/png"
	"io"
	"math"

	"golang.org/x/image/font"
	"golang.org/x/image/vector"
)

// WritePNG writes the picture as a PNG of Width × Height pixels. It is
// drawn in pure Go: shapes are filled anti-aliased by
// golang.org/x/image/vector, outlines are drawn as filled rings and
// segments, and texts are set in the Go fonts (see font.go), a sans-serif
// face like the one SVG readers get.
func (p *Picture) WritePNG(w io.Writer) error {
	img := p.Image()
	enc := png.Encoder{CompressionLevel: png.BestCompression}
	return enc.Encode(w, img)
}

// Image draws the picture into a new RGBA image.
func (p *Picture) Image() *image.RGBA {
	wd, ht := int(math.Ceil(p.Width)), int(math.Ceil(p.Height))
	r := &raster{dst: image.NewRGBA(image.Rect(0, 0, wd, ht)), z: vector.NewRasterizer(wd, ht), faces: map[faceKey]font.Face{}}
	draw.Draw(r.dst, r.dst.Bounds(), image.NewUniform(rgba(p.Background)), image.Point{}, draw.Src)
	r.group(&p.Group, 0, 0)
	return r.dst
}

// raster draws shapes into dst, one rasterizer pass per fill or outline.
type raster struct {
	dst   *image.RGBA
	z     *vector.Rasterizer
	faces map[faceKey]font.Face
}

func rgba(c Color) color.RGBA { return color.RGBA{c.R, c.G, c.B, 255} }

func (r *raster) group(g *Group, dx, dy float64) {
	dx, dy = dx+g.DX, dy+g.DY
	for _, s := range g.shapes {
		switch s := s.(type) {
		case *rect:
			r.rect(s, dx, dy)
		case *circle:
			r.circle(s, dx, dy)
		case *polygon:
			r.polygon(s, dx, dy)
		case *text:
			r.text(s, dx, dy)
		case *Group:
			r.group(s, dx, dy)
		}
	}
}

// begin clears the rasterizer for a new path.
func (r *raster) begin() {
	b := r.dst.Bounds()
	r.z.Reset(b.Dx(), b.Dy())
}

// fill paints the current path with f.
func (r *raster) fill(f Fill) {
	var src image.Image = image.NewUniform(rgba(f.Color))
	if f.Pattern != NoPattern {
		src = patternImage{f}
	}
	r.z.Draw(r.dst, r.dst.Bounds(), src, image.Point{})
}

func (r *raster) rect(s *rect, dx, dy float64) {
	x, y := s.x+dx, s.y+dy
	if !s.st.Fill.Color.IsZero() {
		r.begin()
		roundRect(r.z, x, y, s.w, s.h, s.r, false)
		r.fill(s.st.Fill)
	}
	if sw := s.st.StrokeWidth; sw > 0 {
		h := sw / 2
		r.begin()
		roundRect(r.z, x-h, y-h, s.w+sw, s.h+sw, s.r+h, false)
		if s.w > sw && s.h > sw {
			roundRect(r.z, x+h, y+h, s.w-sw, s.h-sw, max(s.r-h, 0), true)
		}
		r.fill(Solid(s.st.Stroke))
	}
}

func (r *raster) circle(s *circle, dx, dy float64) {
	cx, cy := s.cx+dx, s.cy+dy
	if !s.st.Fill.Color.IsZero() {
		r.begin()
		circlePath(r.z, cx, cy, s.r, false)
		r.fill(s.st.Fill)
	}
	if sw := s.st.StrokeWidth; sw > 0 {
		r.begin()
		circlePath(r.z, cx, cy, s.r+sw/2, false)
		if s.r > sw/2 {
			circlePath(r.z, cx, cy, s.r-sw/2, true)
		}
		r.fill(Solid(s.st.Stroke))
	}
}

func (r *raster) polygon(s *polygon, dx, dy float64) {
	pts := make([]Point, len(s.pts))
	for i, p := range s.pts {
		pts[i] = Point{p.X + dx, p.Y + dy}
	}
	if !s.open && !s.st.Fill.Color.IsZero() && len(pts) > 2 {
		r.begin()
		polyPath(r.z, pts, false)
		r.fill(s.st.Fill)
	}
	if s.st.StrokeWidth > 0 && len(pts) > 1 {
		r.begin()
		strokePath(r.z, pts, !s.open, s.st.StrokeWidth)
		r.fill(Solid(s.st.Stroke))
	}
}

// patternImage is a fill's colour with its pattern drawn over it in Ink,
// anti-aliased, on the same 8-pixel grid as the SVG patterns.
type patternImage struct{ f Fill }

func (patternImage) ColorModel() color.Model { return color.RGBAModel }
func (patternImage) Bounds() image.Rectangle {
	return image.Rect(-1e9, -1e9, 1e9, 1e9)
}

func (p patternImage) At(x, y int) color.Color {
	cov := patternCoverage(p.f.Pattern, float64(x)+0.5, float64(y)+0.5)
	return mix(p.f.Color, p.f.Ink, cov)
}

// patternCoverage is how much of the pixel centred at (x, y) the
// pattern's ink covers, from 0 to 1.
func patternCoverage(p Pattern, x, y float64) float64 {
	const half = 0.75                 // half the width of a pattern line
	line := func(t float64) float64 { // t: distance along the normal, in px
		d := math.Abs(t - patternSize*math.Round(t/patternSize))
		return clamp01(half + 0.5 - d)
	}
	diag := patternSize / math.Sqrt2
	switch p {
	case HatchUp:
		return line((x + y) / math.Sqrt2 * patternSize / diag)
	case HatchDown:
		return line((x - y) / math.Sqrt2 * patternSize / diag)
	case CrossHatch:
		return max(line((x+y)/math.Sqrt2*patternSize/diag), line((x-y)/math.Sqrt2*patternSize/diag))
	case Horizontal:
		return line(y - 4)
	case Dots:
		mx := x - patternSize*math.Floor(x/patternSize) - 4
		my := y - patternSize*math.Floor(y/patternSize) - 4
		return clamp01(1.6 + 0.5 - math.Hypot(mx, my))
	}
	return 0
}

func clamp01(v float64) float64 { return min(max(v, 0), 1) }

// mix returns a blended with b by t (0: a, 1: b).
func mix(a, b Color, t float64) color.RGBA {
	m := func(u, v uint8) uint8 { return uint8(math.Round(float64(u)*(1-t) + float64(v)*t)) }
	return color.RGBA{m(a.R, b.R), m(a.G, b.G), m(a.B, b.B), 255}
}
