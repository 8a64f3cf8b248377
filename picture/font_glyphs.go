package picture

import (
	"image"
	"image/draw"

	"golang.org/x/image/font"
	"golang.org/x/image/math/fixed"
)

// glyphCache is a face that rasterises each glyph once per position
// within a pixel: opentype's Face rasterises the glyph's outline at every
// call, for every letter of every label, though its mask depends only on
// the letter and the dot's fraction of a pixel (1/64ths in x and y); the
// dot's whole pixels only move the mask's rectangle. The masks are the
// face's own, copied (TestGlyphCacheIsTheFaces).
type glyphCache struct {
	font.Face
	glyphs map[glyphKey]glyphMask
	// slab is where the next masks' pixels go: one allocation for many
	// small masks (a board draws a few hundred).
	slab []uint8
}

// glyphSlab is the size of a glyphCache's slab, populated at once
// (populate): room for some 150 masks of 11-pixel letters.
const glyphSlab = 32 << 10

type glyphKey struct {
	r      rune
	fx, fy fixed.Int26_6 // the dot's fraction of a pixel
}

// glyphMask is a glyph as the face drew it at the fraction of glyphKey
// from a dot in pixel (0, 0).
type glyphMask struct {
	dr      image.Rectangle
	mask    *image.Alpha
	advance fixed.Int26_6
	ok      bool
}

func newGlyphCache(f font.Face) *glyphCache {
	return &glyphCache{Face: f, glyphs: map[glyphKey]glyphMask{}}
}

// Glyph is the face's Glyph, from the cache.
func (c *glyphCache) Glyph(dot fixed.Point26_6, r rune) (image.Rectangle, image.Image, image.Point, fixed.Int26_6, bool) {
	k := glyphKey{r, dot.X & 63, dot.Y & 63}
	g, ok := c.glyphs[k]
	if !ok {
		g = c.draw(k)
		c.glyphs[k] = g
	}
	if g.mask == nil {
		return image.Rectangle{}, nil, image.Point{}, g.advance, g.ok
	}
	whole := image.Pt(int(dot.X>>6), int(dot.Y>>6)) // floor, also below 0
	return g.dr.Add(whole), g.mask, image.Point{}, g.advance, g.ok
}

// draw has the face draw glyph k and keeps a copy of its mask.
func (c *glyphCache) draw(k glyphKey) glyphMask {
	// A letter the font lacks comes back drawn (its box) but not ok: the
	// cache gives back the same.
	dr, mask, mp, adv, ok := c.Face.Glyph(fixed.Point26_6{X: k.fx, Y: k.fy}, k.r)
	if mask == nil {
		return glyphMask{advance: adv, ok: ok}
	}
	own := c.newMask(dr.Size())
	if a, isAlpha := mask.(*image.Alpha); isAlpha && (image.Rectangle{Min: mp, Max: mp.Add(dr.Size())}).In(a.Rect) {
		// The face's own mask (opentype's is an Alpha): its rows copied,
		// the bytes draw.Draw would set one pixel at a time.
		w := own.Rect.Dx()
		for y := range own.Rect.Dy() {
			i := a.PixOffset(mp.X, mp.Y+y)
			copy(own.Pix[y*w:(y+1)*w], a.Pix[i:i+w])
		}
	} else {
		draw.Draw(own, own.Rect, mask, mp, draw.Src)
	}
	return glyphMask{dr, own, adv, ok}
}

// newMask returns an empty mask of size sz at (0, 0), its pixels from the
// slab when they fit in one.
func (c *glyphCache) newMask(sz image.Point) *image.Alpha {
	n := sz.X * sz.Y
	if n > glyphSlab/4 {
		return image.NewAlpha(image.Rectangle{Max: sz})
	}
	if len(c.slab) < n {
		c.slab = make([]uint8, glyphSlab)
		populateBytes(c.slab, glyphSlab)
	}
	pix := c.slab[:n:n]
	c.slab = c.slab[n:]
	return &image.Alpha{Pix: pix, Stride: sz.X, Rect: image.Rectangle{Max: sz}}
}
