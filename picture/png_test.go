package picture

import (
	"image"
	"image/draw"
	"testing"

	"golang.org/x/image/font"
	"golang.org/x/image/vector"
)

// newRaster returns a raster over a white canvas of w × h pixels.
func newRaster(w, h int) *raster {
	r := &raster{dst: image.NewRGBA(image.Rect(0, 0, w, h)), z: &vector.Rasterizer{}, faces: map[faceKey]font.Face{}}
	draw.Draw(r.dst, r.dst.Bounds(), image.NewUniform(rgba(White)), image.Point{}, draw.Src)
	return r
}

// maxDelta is the largest difference in a channel between two images of
// the same size.
func maxDelta(a, b *image.RGBA) int {
	d := 0
	for i := range a.Pix {
		d = max(d, int(a.Pix[i])-int(b.Pix[i]), int(b.Pix[i])-int(a.Pix[i]))
	}
	return d
}

// TestPNGBoxMatchesWholeCanvas: a shape rasterised inside its bounding box
// looks as it did rasterised over the whole picture (a box the picture's
// size), within the rounding of the rasterizer's two number formats (the
// picture is wider than 512 px, where it changes from one to the other).
func TestPNGBoxMatchesWholeCanvas(t *testing.T) {
	const w, h = 600, 90
	hatched := Fill{Color: Color{R: 230, G: 159}, Pattern: CrossHatch, Ink: Ink}
	cases := map[string]struct {
		draw  func(r *raster)
		whole func(r *raster, ox, oy float64)
		fill  Fill
	}{
		"patterned circle": {
			func(r *raster) { r.circle(&circle{300.3, 45.6, 30.2, Style{Fill: hatched}}, 0, 0) },
			func(r *raster, ox, oy float64) { circlePath(r.z, 300.3-ox, 45.6-oy, 30.2, false) }, hatched},
		"round ring": {
			func(r *raster) { r.rect(&rect{10.5, 10.25, 100, 50, 8, Style{Stroke: Ink, StrokeWidth: 3}}, 0, 0) },
			func(r *raster, ox, oy float64) {
				roundRect(r.z, 9-ox, 8.75-oy, 103, 53, 9.5, false)
				roundRect(r.z, 12-ox, 11.75-oy, 97, 47, 6.5, true)
			}, Solid(Ink)},
		"cut by the right edge": {
			func(r *raster) {
				r.polygon(&polygon{pts: []Point{{580, 20}, {640, 30}, {590, 80}}, st: Style{Fill: Solid(Ink)}}, 0, 0)
			},
			func(r *raster, ox, oy float64) {
				polyPath(r.z, []Point{{580 - ox, 20 - oy}, {640 - ox, 30 - oy}, {590 - ox, 80 - oy}}, false)
			},
			Solid(Ink)},
	}
	for name, c := range cases {
		t.Run(name, func(t *testing.T) {
			got, want := newRaster(w, h), newRaster(w, h)
			c.draw(got)
			want.paint(c.fill, 0, 0, w, h, func(ox, oy float64) { c.whole(want, ox, oy) })
			if d := maxDelta(got.dst, want.dst); d > 16 {
				t.Errorf("a channel differs by %d", d)
			}
			if got.dst.RGBAAt(1, 1) != rgba(White) {
				t.Error("drew outside the shape")
			}
		})
	}
}

// TestPNGClipsToThePicture: shapes across an edge draw their inside part
// only (nothing wraps to the next row), and shapes outside draw nothing.
func TestPNGClipsToThePicture(t *testing.T) {
	p := New(100, 50)
	p.Rect(80.5, 30, 40, 10, Style{Fill: Solid(Ink)}) // across the right edge
	p.Circle(0, 0, 20, Style{Fill: Solid(Ink)})       // a quarter inside
	p.Circle(-30, 70, 10, Style{Fill: Solid(Ink), Stroke: Ink, StrokeWidth: 2})
	img := p.Image()
	for _, c := range []struct {
		x, y int
		ink  bool
	}{{99, 35, true}, {0, 31, false}, {0, 36, false}, {5, 5, true}, {25, 5, false}, {0, 49, false}} {
		if got := img.RGBAAt(c.x, c.y) == rgba(Ink); got != c.ink {
			t.Errorf("(%d, %d): ink %v, want %v", c.x, c.y, got, c.ink)
		}
	}
}

// TestPNGSolidRects: a flat rectangle on whole pixels, filled directly, is
// the rasterizer's exact cover; one off the grid is anti-aliased.
func TestPNGSolidRects(t *testing.T) {
	fast, slow := newRaster(60, 40), newRaster(60, 40)
	fast.rect(&rect{5, 6, 30, 20, 0, Style{Fill: Solid(Ink), Stroke: Color{R: 200}, StrokeWidth: 2}}, 0, 0)
	slow.paint(Solid(Ink), 5, 6, 35, 26, func(ox, oy float64) { roundRect(slow.z, 5-ox, 6-oy, 30, 20, 0, false) })
	slow.paint(Solid(Color{R: 200}), 4, 5, 36, 27, func(ox, oy float64) {
		roundRect(slow.z, 4-ox, 5-oy, 32, 22, 0, false)
		roundRect(slow.z, 6-ox, 7-oy, 28, 18, 0, true)
	})
	if d := maxDelta(fast.dst, slow.dst); d != 0 {
		t.Errorf("the direct fill differs from the rasterizer's by %d", d)
	}
	half := newRaster(20, 20)
	half.rect(&rect{2.5, 2, 10, 10, 0, Style{Fill: Solid(Ink)}}, 0, 0)
	if c := half.dst.RGBAAt(2, 5); c == rgba(Ink) || c == rgba(White) {
		t.Errorf("the half-covered edge pixel is %v, not a blend", c)
	}
}

// TestPNGAllocations: drawing costs allocations per shape, not per pixel
// (patterned fills once allocated at every pixel of the picture).
func TestPNGAllocations(t *testing.T) {
	p := New(400, 300)
	for i := range 40 {
		x := float64(i%8) * 50
		y := float64(i/8) * 60
		p.RoundRect(x+2.5, y+2.5, 40, 50, 4, PlayerStyle(i%4))
		p.Circle(x+25, y+30, 12, Style{Fill: Fill{Color: Color{G: 158, B: 115}, Pattern: Dots, Ink: White}, Stroke: Ink, StrokeWidth: 1.5})
	}
	p.Image() // loads the fonts once
	if n := testing.AllocsPerRun(2, func() { p.Image() }); n > 1000 {
		t.Errorf("%.0f allocations for 80 shapes", n)
	}
}
