package picture

import "image"

// pixelsFor makes r.dst an RGBA image of rect, reusing its pixels when
// there are enough (the background covers them all). New pixels come from
// newPixels: on Linux, memory mapped already present (png_pixels_linux.go).
func (r *raster) pixelsFor(rect image.Rectangle) {
	n := 4 * rect.Dx() * rect.Dy()
	if r.dst != nil && cap(r.dst.Pix) >= n {
		r.dst.Pix, r.dst.Stride, r.dst.Rect = r.dst.Pix[:n], 4*rect.Dx(), rect
		return
	}
	r.dst = &image.RGBA{Pix: r.newPixels(n), Stride: 4 * rect.Dx(), Rect: rect}
}
