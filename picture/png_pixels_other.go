//go:build !linux

package picture

// newPixels returns n bytes for a pooled raster's pixels, from the heap.
func (r *raster) newPixels(n int) []byte { return make([]byte, n) }
