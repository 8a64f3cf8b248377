package picture

import (
	"image"
	"image/color"
	"image/draw"
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
//
// It compresses about as much as zlib's default level: BestCompression
// took six to seven times as long for files only 2–3 % smaller, and
// BestSpeed saves little more time for files 5–9 % larger
// (docs/performance.md, issue 13). The pixels are those image/png writes,
// the bytes written faster (encodeRGB, rgbDeflater).
func (p *Picture) WritePNG(w io.Writer) error {
	r := p.drawPooled()
	defer rasters.put(r)
	return encodeOpaqueRGB(w, r.dst)
}

// Image draws the picture into a new RGBA image, not a pooled raster's:
// the image outlives the raster.
func (p *Picture) Image() *image.RGBA {
	r := emptyRaster()
	r.dst = image.NewRGBA(image.Rect(0, 0, int(math.Ceil(p.Width)), int(math.Ceil(p.Height))))
	p.drawOn(r)
	return r.dst
}

// rasters keeps the rasters of pictures written (their pixels, rasterizer,
// mask and font faces) for the next picture: a turn mail draws one per
// reader, a few MB each, and memory the process has not touched yet costs
// a page fault every 4 KB.
var rasters keeper[*raster]

// emptyRaster returns a raster with nothing drawn yet.
func emptyRaster() *raster {
	return &raster{z: &vector.Rasterizer{}, faces: map[faceKey]font.Face{}}
}

// drawPooled draws the picture with a kept raster, whose image is only
// good until the raster goes back (rasters.put).
func (p *Picture) drawPooled() *raster {
	r := rasters.get(emptyRaster)
	p.drawOn(r)
	return r
}

// drawOn draws the picture into r.dst, made the picture's size (reusing
// its pixels when there are enough: the background covers them all), or,
// when r.dst holds a picture of the same size and background and most
// shapes the same, only where they differ (png_redraw.go).
func (p *Picture) drawOn(r *raster) {
	rect := p.rect()
	ops := flatten(nil, &p.Group, 0, 0)
	places, ok := r.redrawPlaces(rect, p.Background, ops)
	r.last = drawn{} // until drawn
	if ok {
		r.redraw(places, p.Background, ops)
	} else {
		r.pixelsFor(rect)
		r.clip = image.Rectangle{}
		draw.Draw(r.dst, r.dst.Bounds(), image.NewUniform(rgba(p.Background)), image.Point{}, draw.Src)
		for _, op := range ops {
			r.drawOp(op)
		}
	}
	r.last = drawn{rect, p.Background, ops}
}

// rect returns the picture's pixels.
func (p *Picture) rect() image.Rectangle {
	return image.Rect(0, 0, int(math.Ceil(p.Width)), int(math.Ceil(p.Height)))
}

// raster draws shapes into dst. Each fill or outline is rasterised only
// inside its bounding box (see paint.go): a rasterizer the size of the
// whole picture would cost a pass over every pixel per shape.
type raster struct {
	dst *image.RGBA
	z   *vector.Rasterizer
	// zFloats and zFixed are the samples r.z's two buffers hold (resetZ).
	zFloats, zFixed int
	mask            *image.Alpha // the coverage of a patterned fill, reused
	// clip, when not empty, is the only place r draws into (a place
	// redrawn, png_redraw.go): shapes are rasterised over their whole box
	// as ever, and written only inside it.
	clip image.Rectangle
	// last is what dst holds, for the next picture (png_redraw.go).
	last drawn
	// indices are the palette indices of a compact PNG (png_compact.go),
	// reused.
	indices []byte
	// colours is the compact PNG's reading of the last picture's colours
	// (png_compact.go), its buffers reused.
	colours colourScan
	faces   map[faceKey]font.Face
}

func rgba(c Color) color.RGBA { return color.RGBA{c.R, c.G, c.B, 255} }

func (r *raster) rect(s *rect, dx, dy float64) {
	x, y := s.x+dx, s.y+dy
	if !s.st.Fill.Color.IsZero() && !r.solidRect(s.st.Fill, x, y, x+s.w, y+s.h, s.r) {
		r.paint(s.st.Fill, x, y, x+s.w, y+s.h, func(ox, oy float64) {
			roundRect(r.z, x-ox, y-oy, s.w, s.h, s.r, false)
		})
	}
	sw := s.st.StrokeWidth
	if sw <= 0 {
		return
	}
	h := sw / 2
	inner := s.w > sw && s.h > sw
	if r.solidFrame(Solid(s.st.Stroke), x-h, y-h, x+s.w+h, y+s.h+h, sw, s.r, inner) {
		return
	}
	r.paint(Solid(s.st.Stroke), x-h, y-h, x+s.w+h, y+s.h+h, func(ox, oy float64) {
		roundRect(r.z, x-h-ox, y-h-oy, s.w+sw, s.h+sw, s.r+h, false)
		if inner {
			roundRect(r.z, x+h-ox, y+h-oy, s.w-sw, s.h-sw, max(s.r-h, 0), true)
		}
	})
}

func (r *raster) circle(s *circle, dx, dy float64) {
	cx, cy := s.cx+dx, s.cy+dy
	if !s.st.Fill.Color.IsZero() {
		r.paint(s.st.Fill, cx-s.r, cy-s.r, cx+s.r, cy+s.r, func(ox, oy float64) {
			circlePath(r.z, cx-ox, cy-oy, s.r, false)
		})
	}
	if sw := s.st.StrokeWidth; sw > 0 {
		o := s.r + sw/2
		r.paint(Solid(s.st.Stroke), cx-o, cy-o, cx+o, cy+o, func(ox, oy float64) {
			circlePath(r.z, cx-ox, cy-oy, o, false)
			if s.r > sw/2 {
				circlePath(r.z, cx-ox, cy-oy, s.r-sw/2, true)
			}
		})
	}
}

func (r *raster) polygon(s *polygon, dx, dy float64) {
	if len(s.pts) == 0 {
		return
	}
	pts := make([]Point, len(s.pts))
	x0, y0, x1, y1 := math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)
	for i, p := range s.pts {
		pts[i] = Point{p.X + dx, p.Y + dy}
		x0, y0, x1, y1 = min(x0, pts[i].X), min(y0, pts[i].Y), max(x1, pts[i].X), max(y1, pts[i].Y)
	}
	// moved returns the points relative to a box's corner (ox, oy).
	moved := func(ox, oy float64) []Point {
		m := make([]Point, len(pts))
		for i, p := range pts {
			m[i] = Point{p.X - ox, p.Y - oy}
		}
		return m
	}
	if !s.open && !s.st.Fill.Color.IsZero() && len(pts) > 2 {
		r.paint(s.st.Fill, x0, y0, x1, y1, func(ox, oy float64) {
			polyPath(r.z, moved(ox, oy), false)
		})
	}
	if sw := s.st.StrokeWidth; sw > 0 && len(pts) > 1 {
		h := sw / 2
		r.paint(Solid(s.st.Stroke), x0-h, y0-h, x1+h, y1+h, func(ox, oy float64) {
			strokePath(r.z, moved(ox, oy), !s.open, sw)
		})
	}
}
