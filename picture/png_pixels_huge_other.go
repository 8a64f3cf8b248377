//go:build !linux

package picture

// newPixels returns n zero bytes for a raster's pixels: huge pages are
// asked for only on Linux.
func newPixels(n int) []byte { return make([]byte, n) }
