package picture

import (
	"image"
	"image/color"
	"image/draw"
	"math"
	"reflect"
)

// paint fills a path with f, rasterised only inside its bounding box
// (x0, y0)–(x1, y1), clipped to the picture. build adds the path to r.z
// with every coordinate taken relative to the box's top-left corner
// (ox, oy), so the rasterizer is the box's size: its cost is the box's
// area, not the picture's. A box outside the picture draws nothing.
//
// The box must hold the whole path (for curves, their control points).
// Where the picture clips it, the path runs past the rasterizer's edges,
// which clamps it there as it did when it was the picture's size.
func (r *raster) paint(f Fill, x0, y0, x1, y1 float64, build func(ox, oy float64)) {
	box := pixelBox(x0, y0, x1, y1).Intersect(r.dst.Bounds())
	clip := box.Intersect(r.clipBox()) // what is written
	if clip.Empty() {
		return
	}
	r.resetZ(box.Dx(), box.Dy())
	build(float64(box.Min.X), float64(box.Min.Y))
	// The coverage as a mask: the rasterizer's own Draw of a colour blends
	// every pixel of the box at a high cost (blendMask), and of a pattern
	// allocates at every pixel, where image/draw blends it through a mask.
	mask := r.maskOf(box.Size())
	r.z.DrawOp = draw.Src
	r.z.Draw(mask, mask.Bounds(), image.Opaque, image.Point{})
	at := clip.Min.Sub(box.Min) // clip's corner in the mask
	if f.Pattern == NoPattern {
		// The mask from at on, its rows as long as ever.
		sub := &image.Alpha{Pix: mask.Pix[at.Y*mask.Stride+at.X:], Stride: mask.Stride, Rect: image.Rectangle{Max: clip.Size()}}
		blendMask(r.dst, clip, sub, rgba(f.Color))
		return
	}
	sub := &image.Alpha{Pix: mask.Pix[at.Y*mask.Stride+at.X:], Stride: mask.Stride, Rect: image.Rectangle{Max: clip.Size()}}
	blendPattern(r.dst, clip, sub, patternImage{f})
}

// pixelBox returns the pixels a shape spanning (x0, y0)–(x1, y1) touches.
func pixelBox(x0, y0, x1, y1 float64) image.Rectangle {
	return image.Rect(int(math.Floor(x0)), int(math.Floor(y0)), int(math.Ceil(x1)), int(math.Ceil(y1)))
}

// maskOf returns an alpha image of size sz at (0, 0), reusing the last
// one's pixels when they are enough.
func (r *raster) maskOf(sz image.Point) *image.Alpha {
	n := sz.X * sz.Y
	if r.mask == nil || cap(r.mask.Pix) < n {
		// Twice the last one at least: growing to each larger box in turn
		// would allocate again and again.
		pix := make([]uint8, n, max(n, 2*cap(r.maskPix())))
		populateBytes(pix, n)
		r.mask = &image.Alpha{Pix: pix, Stride: sz.X, Rect: image.Rectangle{Max: sz}}
		return r.mask
	}
	r.mask.Pix, r.mask.Stride, r.mask.Rect = r.mask.Pix[:n], sz.X, image.Rectangle{Max: sz}
	return r.mask
}

// whole reports whether every v is a whole number of pixels.
func whole(vs ...float64) bool {
	for _, v := range vs {
		if v != math.Trunc(v) {
			return false
		}
	}
	return true
}

// solidRect fills the rectangle (x0, y0)–(x1, y1) directly when it is a
// flat colour with square corners on whole pixels, which the rasterizer
// would cover exactly, pixel for pixel; it reports whether it did.
func (r *raster) solidRect(f Fill, x0, y0, x1, y1, radius float64) bool {
	if f.Pattern != NoPattern || radius > 0 || !whole(x0, y0, x1, y1) {
		return false
	}
	box := image.Rect(int(x0), int(y0), int(x1), int(y1)).Intersect(r.clipBox())
	draw.Draw(r.dst, box, image.NewUniform(rgba(f.Color)), image.Point{}, draw.Src)
	return true
}

// solidFrame draws the outline of width w whose outer edge is (x0, y0)–
// (x1, y1) as four flat rectangles (or one, without a hole) when its
// corners are square and its edges on whole pixels; it reports whether it
// did.
func (r *raster) solidFrame(f Fill, x0, y0, x1, y1, w, radius float64, hole bool) bool {
	if f.Pattern != NoPattern || radius > 0 || !whole(x0, y0, x1, y1, w) {
		return false
	}
	if !hole {
		return r.solidRect(f, x0, y0, x1, y1, 0)
	}
	r.solidRect(f, x0, y0, x1, y0+w, 0)     // top
	r.solidRect(f, x0, y1-w, x1, y1, 0)     // bottom
	r.solidRect(f, x0, y0+w, x0+w, y1-w, 0) // left
	r.solidRect(f, x1-w, y0+w, x1, y1-w, 0) // right
	return true
}

// patternImage is a fill's colour with its pattern drawn over it in Ink,
// anti-aliased, on the same 8-pixel grid as the SVG patterns.
type patternImage struct{ f Fill }

func (patternImage) ColorModel() color.Model { return color.RGBAModel }
func (patternImage) Bounds() image.Rectangle {
	return image.Rect(-1e9, -1e9, 1e9, 1e9)
}

func (p patternImage) At(x, y int) color.Color { return p.rgbaAt(x, y) }

// RGBA64At is At without an allocation, which image/draw uses when a
// source has it.
func (p patternImage) RGBA64At(x, y int) color.RGBA64 {
	c := p.rgbaAt(x, y)
	return color.RGBA64{uint16(c.R) * 0x101, uint16(c.G) * 0x101, uint16(c.B) * 0x101, 0xffff}
}

func (p patternImage) rgbaAt(x, y int) color.RGBA {
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

// mix returns a blended with b by t (0: a, 1: b). Most of a hatched
// fill's pixels are outside its lines or inside them (t exactly 0 or 1),
// where the blend is a or b themselves, as the rounding below gives:
// those skip the floating point (TestMixEndsAreTheColours).
func mix(a, b Color, t float64) color.RGBA {
	switch t {
	case 0:
		return color.RGBA{a.R, a.G, a.B, 255}
	case 1:
		return color.RGBA{b.R, b.G, b.B, 255}
	}
	m := func(u, v uint8) uint8 { return uint8(math.Round(float64(u)*(1-t) + float64(v)*t)) }
	return color.RGBA{m(a.R, b.R), m(a.G, b.G), m(a.B, b.B), 255}
}

// resetZ makes r.z a rasterizer of w × h, empty. Its buffer grows to at
// least twice what it held when it must grow: the vector package grows it
// to the exact size asked, so shapes drawn in growing boxes reallocated it
// again and again (3.5 MB a turn mail, each new page a fault). The
// rasterizer keeps one buffer for boxes wider or taller than 512 pixels
// (floats) and one for others (fixed point), and what it draws depends
// only on the size asked last.
//
// It grows to twice the box asked as well: a rounded box's outline comes
// right after its fill in a box a pixel or two larger, which grew the
// buffer again and touched all of a new one (a board's large panels, about
// 230 of its page faults). Only the samples of the boxes drawn are
// cleared, so the rest costs address space, not faults; those samples of
// a new buffer are populated at once (populate).
func (r *raster) resetZ(w, h int) {
	const small = 512 // the vector package's floatingPointMathThreshold
	n := w * h
	if w > small || h > small {
		if n > r.zFloats {
			r.zFloats = max(2*n, 2*r.zFloats)
			r.z.Reset(small+1, (r.zFloats+small)/(small+1))
			populateSlice(fieldOf(reflect.ValueOf(r.z), "bufF32"), n)
		}
	} else if n > r.zFixed {
		r.zFixed = min(max(2*n, 2*r.zFixed), small*small)
		r.z.Reset(small, (r.zFixed+small-1)/small)
		populateSlice(fieldOf(reflect.ValueOf(r.z), "bufU32"), n)
	}
	r.z.Reset(w, h)
}

// maskPix returns the pixels of r.mask, nil if there is none yet.
func (r *raster) maskPix() []uint8 {
	if r.mask == nil {
		return nil
	}
	return r.mask.Pix
}
