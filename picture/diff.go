package picture

import (
	"image"
	"image/color"
)

// DiffThreshold is how far apart, in any of R, G and B (0–255), two pixels
// must be for Diff to count them as different: below it, a difference is
// anti-aliasing or rounding, which floating point may do differently on
// another machine.
const DiffThreshold = 48

// Diff compares two images pixel by pixel and returns the fraction of
// pixels (0 to 1) that differ by more than DiffThreshold. Images of
// different sizes differ entirely (1).
func Diff(a, b image.Image) float64 {
	ra, rb := a.Bounds(), b.Bounds()
	if ra.Dx() != rb.Dx() || ra.Dy() != rb.Dy() || ra.Empty() {
		return 1
	}
	if pa, ok := a.(*image.RGBA); ok {
		if pb, ok := b.(*image.RGBA); ok {
			return diffRGBA(pa, pb)
		}
	}
	differ := 0
	for y := range ra.Dy() {
		for x := range ra.Dx() {
			if far(a.At(ra.Min.X+x, ra.Min.Y+y), b.At(rb.Min.X+x, rb.Min.Y+y)) {
				differ++
			}
		}
	}
	return float64(differ) / float64(ra.Dx()*ra.Dy())
}

// far reports whether two colours differ by more than DiffThreshold in a
// channel.
func far(p, q color.Color) bool {
	pr, pg, pb, _ := p.RGBA()
	qr, qg, qb, _ := q.RGBA()
	d := func(u, v uint32) bool {
		u, v = u>>8, v>>8
		return u > v+DiffThreshold || v > u+DiffThreshold
	}
	return d(pr, qr) || d(pg, qg) || d(pb, qb)
}

// diffRGBA is Diff of two RGBA images of the same size, reading their
// bytes: the golden pictures' case, where calling At on every pixel cost
// more than drawing the picture.
func diffRGBA(a, b *image.RGBA) float64 {
	wd, ht := a.Rect.Dx(), a.Rect.Dy()
	differ := 0
	for y := range ht {
		pa := a.Pix[a.PixOffset(a.Rect.Min.X, a.Rect.Min.Y+y):][:4*wd]
		pb := b.Pix[b.PixOffset(b.Rect.Min.X, b.Rect.Min.Y+y):][:4*wd]
		for i := 0; i < len(pa); i += 4 {
			if farByte(pa[i], pb[i]) || farByte(pa[i+1], pb[i+1]) || farByte(pa[i+2], pb[i+2]) {
				differ++
			}
		}
	}
	return float64(differ) / float64(wd*ht)
}

// farByte reports whether two channel values differ by more than
// DiffThreshold.
func farByte(u, v uint8) bool {
	return int(u) > int(v)+DiffThreshold || int(v) > int(u)+DiffThreshold
}
