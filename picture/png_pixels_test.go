package picture

import (
	"bytes"
	"image"
	"image/png"
	"runtime"
	"testing"
)

// bigSample is a picture of w by h pixels, with shapes and text in it.
func bigSample(w, h float64) *Picture {
	p := New(w, h)
	p.Background = Color{R: 250, G: 240, B: 220}
	p.RoundRect(10.5, 10, w/2, h/3, 6, Style{Fill: Fill{Color: Color{R: 200, G: 60, B: 40}}, Stroke: Ink, StrokeWidth: 2})
	p.Circle(w/2, h/2, h/5, Style{Fill: Fill{Color: Color{G: 120, B: 200}}})
	p.Text(w/3, h-40, "Palazzo Pitti", TextStyle{Size: 28, Color: Ink})
	return p
}

// TestPooledPixelsDrawLikeImage: pictures written through the pool (a
// raster's pixels reused from the picture before) have exactly the pixels
// Image draws anew, for a large picture, a smaller one reusing its pixels,
// a larger one needing new ones, and after collections that drop the pool.
func TestPooledPixelsDrawLikeImage(t *testing.T) {
	for i, size := range [][2]float64{{900, 700}, {600, 500}, {1200, 950}, {900, 700}} {
		p := bigSample(size[0], size[1])
		var b bytes.Buffer
		if err := p.WritePNG(&b); err != nil {
			t.Fatal(err)
		}
		got, err := png.Decode(&b)
		if err != nil {
			t.Fatal(err)
		}
		want := p.Image()
		if got.Bounds() != want.Bounds() {
			t.Fatalf("picture %d: bounds %v, want %v", i, got.Bounds(), want.Bounds())
		}
		rgba, ok := got.(*image.RGBA) // an opaque true-colour PNG decodes so
		if !ok {
			t.Fatalf("picture %d decodes as %T", i, got)
		}
		if !bytes.Equal(rgba.Pix, want.Pix) {
			t.Fatalf("picture %d of %v: the pooled pixels differ from Image's", i, size)
		}
		if i == 2 {
			runtime.GC()
			runtime.GC()
		}
	}
}

// TestCompactPNGReusedIndicesAreFresh: compact PNGs written one after the
// other through the pool (their palette indices in the raster's reused
// buffer, stale from the picture before) decode to exactly Paletted of
// the picture Image draws: every index is written again.
func TestCompactPNGReusedIndicesAreFresh(t *testing.T) {
	for i, size := range [][2]float64{{1200, 950}, {900, 700}, {600, 500}, {1200, 950}} {
		p := bigSample(size[0], size[1])
		if i%2 == 1 {
			p.Background = Color{R: 30, G: 30, B: 90}
		}
		var b bytes.Buffer
		if err := p.WriteCompactPNG(&b); err != nil {
			t.Fatal(err)
		}
		got, err := png.Decode(&b)
		if err != nil {
			t.Fatal(err)
		}
		gp, ok := got.(*image.Paletted)
		if !ok {
			t.Fatalf("picture %d decodes as %T", i, got)
		}
		want := Paletted(p.Image())
		if gp.Bounds() != want.Bounds() || !bytes.Equal(gp.Pix, want.Pix) || len(gp.Palette) != len(want.Palette) {
			t.Fatalf("picture %d of %v: the compact PNG differs from Paletted of Image", i, size)
		}
	}
}

// TestOutlineAfterFillKeepsTheRasterizerBuffer checks that a rounded box's
// outline, drawn right after its fill in a box a pixel or two larger, finds
// the rasterizer's buffer large enough: growing it there touched a whole
// new buffer, a few hundred page faults of a board's large panels. Both
// kinds of buffer are checked: fixed point (boxes up to 512 pixels) and
// floats (larger ones).
func TestOutlineAfterFillKeepsTheRasterizerBuffer(t *testing.T) {
	r := emptyRaster()
	r.resetZ(247, 401) // a Princes panel's fill, then its outline
	fixed := r.zFixed
	r.resetZ(249, 402)
	if r.zFixed != fixed {
		t.Errorf("the fixed-point buffer grew from %d to %d samples for the outline", fixed, r.zFixed)
	}
	r.resetZ(760, 164)
	floats := r.zFloats
	r.resetZ(762, 166)
	if r.zFloats != floats {
		t.Errorf("the float buffer grew from %d to %d samples for the outline", floats, r.zFloats)
	}
}
