package picture

import (
	"bytes"
	"image"
	"image/color"
	"image/draw"
	"math/rand/v2"
	"testing"

	"golang.org/x/image/vector"
)

// TestBlendMaskIsTheRasterizers draws random rounded rectangles, rings
// and circles of random colours over a random background both ways: with
// the rasterizer's own Draw of a uniform colour, and through its 8-bit
// mask with blendMask. Every pixel the shape leaves alone or covers whole
// must be identical, the anti-aliased edges within 1 in a channel; boxes
// above 512 px are rasterised in floating point, the others in fixed
// point, so both are covered.
func TestBlendMaskIsTheRasterizers(t *testing.T) {
	rng := rand.New(rand.NewPCG(24, 13))
	edges, exact := 0, 0
	for i := range 300 {
		w, h := 8+rng.IntN(120), 8+rng.IntN(120)
		if i%10 == 0 {
			w = 520 + rng.IntN(100) // floating point
		}
		bg := image.NewRGBA(image.Rect(0, 0, w, h))
		for j := range bg.Pix {
			bg.Pix[j] = uint8(rng.IntN(256))
			if j%4 == 3 {
				bg.Pix[j] = 0xff
			}
		}
		c := color.RGBA{uint8(rng.IntN(256)), uint8(rng.IntN(256)), uint8(rng.IntN(256)), 0xff}
		path := randomPath(rng, float64(w), float64(h))

		want := image.NewRGBA(bg.Rect)
		copy(want.Pix, bg.Pix)
		z := &vector.Rasterizer{}
		z.Reset(w, h)
		path(z)
		z.Draw(want, want.Bounds(), image.NewUniform(c), image.Point{})

		got := image.NewRGBA(bg.Rect)
		copy(got.Pix, bg.Pix)
		mask := image.NewAlpha(bg.Rect)
		z.Reset(w, h)
		path(z)
		z.DrawOp = draw.Src
		z.Draw(mask, mask.Bounds(), image.Opaque, image.Point{})
		blendMask(got, got.Bounds(), mask, c)

		for j := 0; j < len(got.Pix); j += 4 {
			a := mask.Pix[j/4]
			d := maxDelta(&image.RGBA{Pix: got.Pix[j : j+4]}, &image.RGBA{Pix: want.Pix[j : j+4]})
			switch {
			case a == 0 && d != 0:
				t.Fatalf("case %d: pixel %d outside the shape changed by %d", i, j/4, d)
			case d > 1:
				t.Fatalf("case %d: pixel %d (mask %d) differs by %d", i, j/4, a, d)
			case a > 0 && a < 0xff:
				edges++
			}
			if d == 0 {
				exact++
			}
		}
		if t.Failed() {
			return
		}
	}
	if edges < 1000 {
		t.Fatalf("only %d anti-aliased pixels were compared", edges)
	}
	t.Logf("%d edge pixels, %d pixels identical", edges, exact)
}

// randomPath returns a random shape inside (or partly outside) a w × h
// box: a rounded rectangle, a ring or a circle.
func randomPath(rng *rand.Rand, w, h float64) func(z *vector.Rasterizer) {
	x, y := rng.Float64()*w/3-4, rng.Float64()*h/3-4
	rw, rh := rng.Float64()*w*0.8+2, rng.Float64()*h*0.8+2
	r := rng.Float64() * 12
	switch rng.IntN(3) {
	case 0:
		return func(z *vector.Rasterizer) { roundRect(z, x, y, rw, rh, r, false) }
	case 1:
		return func(z *vector.Rasterizer) {
			roundRect(z, x, y, rw, rh, r, false)
			roundRect(z, x+1.5, y+1.5, rw-3, rh-3, max(r-1.5, 0), true)
		}
	}
	cr := min(w, h)/2*rng.Float64() + 1
	return func(z *vector.Rasterizer) { circlePath(z, w/2, h/2, cr, false) }
}

// blendMaskPerPixel is blendMask as it was, pixel by pixel: the reference
// its runs of full coverage must match exactly.
func blendMaskPerPixel(dst *image.RGBA, box image.Rectangle, mask *image.Alpha, c color.RGBA) {
	for y := range box.Dy() {
		for x := range box.Dx() {
			a := mask.Pix[y*mask.Stride+x]
			p := dst.Pix[dst.PixOffset(box.Min.X+x, box.Min.Y+y):][:4:4]
			switch {
			case a == 0:
			case a == 0xff && c.A == 0xff:
				p[0], p[1], p[2], p[3] = c.R, c.G, c.B, c.A
			default:
				blendPixel(p, c, uint32(a)<<8|0x80)
			}
		}
	}
}

// TestBlendMaskIsPerPixel: blendMask, which copies a shape's colour over
// runs of full coverage and skips runs of none, writes the pixels of the
// pixel-by-pixel blend, on random masks of runs of 0, 0xff and edges, in
// boxes inside larger images, with opaque and translucent colours.
func TestBlendMaskIsPerPixel(t *testing.T) {
	rng := rand.New(rand.NewPCG(24, 17))
	for i := range 400 {
		w, h := 1+rng.IntN(70), 1+rng.IntN(20)
		dst := image.NewRGBA(image.Rect(0, 0, w+rng.IntN(9), h+rng.IntN(5)))
		for j := range dst.Pix {
			dst.Pix[j] = uint8(rng.IntN(256))
		}
		box := image.Rect(0, 0, w, h).Add(image.Pt(rng.IntN(dst.Rect.Dx()-w+1), rng.IntN(dst.Rect.Dy()-h+1)))
		mask := image.NewAlpha(image.Rect(0, 0, w+rng.IntN(4), h))
		for j := 0; j < len(mask.Pix); {
			n, v := 1+rng.IntN(20), uint8(0)
			switch rng.IntN(3) {
			case 1:
				v = 0xff
			case 2:
				v, n = uint8(rng.IntN(256)), 1
			}
			for ; n > 0 && j < len(mask.Pix); n-- {
				mask.Pix[j] = v
				j++
			}
		}
		c := color.RGBA{uint8(rng.IntN(256)), uint8(rng.IntN(256)), uint8(rng.IntN(256)), 0xff}
		if i%5 == 0 {
			c.A = uint8(rng.IntN(256))
			c.R, c.G, c.B = min(c.R, c.A), min(c.G, c.A), min(c.B, c.A)
		}
		want := image.NewRGBA(dst.Rect)
		copy(want.Pix, dst.Pix)
		blendMaskPerPixel(want, box, mask, c)
		blendMask(dst, box, mask, c)
		if !bytes.Equal(dst.Pix, want.Pix) {
			t.Fatalf("case %d: blendMask differs from the per-pixel blend", i)
		}
	}
}

// TestBlendPatternIsDrawMasks: blendPattern writes the very pixels of
// image/draw's DrawMask of the pattern with draw.Over, for every pattern,
// random colours, backgrounds and masks (runs of no, full and partial
// coverage), in boxes anywhere in the picture and through masks with
// longer rows than the box.
func TestBlendPatternIsDrawMasks(t *testing.T) {
	rng := rand.New(rand.NewPCG(24, 17))
	colour := func() Color { return Color{uint8(rng.IntN(256)), uint8(rng.IntN(256)), uint8(rng.IntN(256))} }
	for i := range 400 {
		w, h := 1+rng.IntN(90), 1+rng.IntN(90)
		pic := image.Rect(0, 0, w+rng.IntN(40), h+rng.IntN(40))
		box := image.Rectangle{Max: image.Pt(w, h)}.Add(image.Pt(rng.IntN(pic.Dx()-w+1), rng.IntN(pic.Dy()-h+1)))
		bg := image.NewRGBA(pic)
		for j := range bg.Pix {
			bg.Pix[j] = uint8(rng.IntN(256))
			if j%4 == 3 {
				bg.Pix[j] = 0xff
			}
		}
		stride := w + rng.IntN(5)
		mask := &image.Alpha{Pix: make([]uint8, stride*h), Stride: stride, Rect: image.Rect(0, 0, w, h)}
		for j := 0; j < len(mask.Pix); {
			n := 1 + rng.IntN(12)
			v := []uint8{0, 0xff, uint8(rng.IntN(256))}[rng.IntN(3)]
			for ; n > 0 && j < len(mask.Pix); n, j = n-1, j+1 {
				mask.Pix[j] = v
			}
		}
		p := patternImage{Fill{Color: colour(), Pattern: Pattern(1 + rng.IntN(5)), Ink: colour()}}
		want, got := image.NewRGBA(pic), image.NewRGBA(pic)
		copy(want.Pix, bg.Pix)
		copy(got.Pix, bg.Pix)
		draw.DrawMask(want, box, p, box.Min, mask, image.Point{}, draw.Over)
		blendPattern(got, box, mask, p)
		if !bytes.Equal(got.Pix, want.Pix) {
			t.Fatalf("case %d (pattern %d, box %v): other pixels than DrawMask's", i, p.f.Pattern, box)
		}
	}
}

// TestFillPixelsSetsEveryPixel: fillPixels sets each pixel of rows of
// every length up to 700 pixels to the colour, and no byte past them.
func TestFillPixelsSetsEveryPixel(t *testing.T) {
	c := color.RGBA{0x12, 0x34, 0x56, 0xff}
	for n := 0; n <= 700; n++ {
		buf := make([]byte, 4*n+8)
		for i := range buf {
			buf[i] = 0xaa
		}
		fillPixels(buf[:4*n], c)
		for i := 0; i < 4*n; i += 4 {
			if (color.RGBA{buf[i], buf[i+1], buf[i+2], buf[i+3]}) != c {
				t.Fatalf("%d pixels: pixel %d is %v", n, i/4, buf[i:i+4])
			}
		}
		if !bytes.Equal(buf[4*n:], bytes.Repeat([]byte{0xaa}, 8)) {
			t.Fatalf("%d pixels: a byte past them written", n)
		}
	}
}
