package picture

import "image"

// pixelsFor makes r.dst an RGBA image of rect, reusing its pixels when
// there are enough (the background covers them all).
//
// New pixels come from the heap. Mapping them with MAP_POPULATE on Linux
// saved some of the page faults of a command's first picture (about 8 % of
// `board --format png`), but an image that outlived its raster would then
// point into unmapped memory: not a trap worth leaving for that. Asking
// for huge pages (newPixels) is only advice on the heap's own memory, and
// saves most of a large board's faults.
func (r *raster) pixelsFor(rect image.Rectangle) {
	n := 4 * rect.Dx() * rect.Dy()
	if r.dst != nil && cap(r.dst.Pix) >= n {
		r.dst.Pix, r.dst.Stride, r.dst.Rect = r.dst.Pix[:n], 4*rect.Dx(), rect
		return
	}
	pix := newPixels(n)
	r.dst = &image.RGBA{Pix: pix, Stride: 4 * rect.Dx(), Rect: rect}
}
