//go:build linux

package picture

import (
	"runtime"
	"syscall"
)

// newPixels returns n bytes for a pooled raster's pixels. A board is
// 3–5 MB of pixels that a command such as `board --format png` touches
// for the first time: from the Go heap each 4 KB page costs a page fault
// when first written (a fifth of that command's CPU on a virtual
// machine). Mapped with MAP_POPULATE, the kernel supplies them all in one
// call, at about a third of the cost. The mapping is unmapped when the
// raster is collected (the pool drops it); if mapping fails, the heap
// serves.
func (r *raster) newPixels(n int) []byte {
	if n < 1<<20 {
		return make([]byte, n)
	}
	b, err := syscall.Mmap(-1, 0, n, syscall.PROT_READ|syscall.PROT_WRITE,
		syscall.MAP_ANON|syscall.MAP_PRIVATE|syscall.MAP_POPULATE)
	if err != nil {
		return make([]byte, n)
	}
	runtime.AddCleanup(r, unmapPixels, b)
	return b
}

// unmapPixels gives back the mapping of a collected raster's pixels.
func unmapPixels(b []byte) { _ = syscall.Munmap(b) }
