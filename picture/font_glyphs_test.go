package picture

import (
	"bytes"
	"image"
	"image/draw"
	"math/rand/v2"
	"testing"

	"golang.org/x/image/math/fixed"
)

// TestGlyphCacheIsTheFaces: for letters, digits, accents, a letter the
// font lacks and random dots (fractions of a pixel, negative positions),
// the cache gives the rectangle, mask pixels, advance and ok of the face
// itself; asked twice, the second from the cache.
func TestGlyphCacheIsTheFaces(t *testing.T) {
	rng := rand.New(rand.NewPCG(24, 5))
	for _, bold := range []bool{false, true} {
		face := newFace(11, bold)
		cache := newGlyphCache(newFace(11, bold))
		for i := range 3000 {
			runes := []rune("aQg,é·0Wj\u4e2d|")
			r := runes[rng.IntN(len(runes))]
			dot := fixed.Point26_6{X: fixed.Int26_6(rng.IntN(80_000) - 8_000), Y: fixed.Int26_6(rng.IntN(80_000) - 8_000)}
			if i%3 == 0 {
				dot.X &^= 63 // whole pixels too
			}
			wr, wm, wp, wa, wok := face.Glyph(dot, r)
			for range 2 {
				gr, gm, gp, ga, gok := cache.Glyph(dot, r)
				if gok != wok || ga != wa || gr != wr {
					t.Fatalf("%q at %v: %v %v %v, the face's %v %v %v", r, dot, gr, ga, gok, wr, wa, wok)
				}
				if wok && !bytes.Equal(alphaOf(gm, gp, gr.Size()), alphaOf(wm, wp, wr.Size())) {
					t.Fatalf("%q at %v: another mask", r, dot)
				}
			}
		}
	}
}

// alphaOf returns the sz pixels of mask from p, as bytes.
func alphaOf(mask image.Image, p image.Point, sz image.Point) []byte {
	a := image.NewAlpha(image.Rectangle{Max: sz})
	draw.Draw(a, a.Rect, mask, p, draw.Src)
	return a.Pix
}
