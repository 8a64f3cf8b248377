//go:build linux

package picture

import (
	"syscall"
	"unsafe"
)

// hugePage is the size of a Linux transparent huge page on amd64 and arm64.
const hugePage = 2 << 20

// newPixels returns n zero bytes for a raster's pixels. Those of a raster
// of a huge page or more start on a huge page's boundary, and every huge
// page they touch is advised huge (adviseHuge), the last one whole: their
// first drawing then costs a fault every 2 MiB, not every 4 KiB. Without
// the alignment, the pixels before the first boundary and after the last
// one (about half of a 4.5 MB board) kept their 4 KiB faults. The slack
// is virtual memory: what lies before the pixels is never touched.
func newPixels(n int) []byte {
	if n < hugePage {
		return make([]byte, n)
	}
	pages := (n + hugePage - 1) &^ (hugePage - 1)
	buf := make([]byte, pages+hugePage)
	start := uintptr(unsafe.Pointer(&buf[0]))
	off := int((start+hugePage-1)&^(hugePage-1) - start)
	adviseHuge(buf[off : off+pages])
	return buf[off : off+n : off+pages]
}

// adviseHuge asks Linux to back the whole 2 MiB pages inside pix with
// huge pages: a board's pixels are first touched by drawing, and each 4 KiB
// page would otherwise cost a fault of its own.
func adviseHuge(pix []byte) {
	if len(pix) < hugePage {
		return
	}
	start := uintptr(unsafe.Pointer(&pix[0]))
	first := (start + hugePage - 1) &^ (hugePage - 1)
	last := (start + uintptr(len(pix))) &^ (hugePage - 1)
	if last <= first {
		return
	}
	whole := unsafe.Slice((*byte)(unsafe.Add(unsafe.Pointer(&pix[0]), first-start)), last-first)
	_ = syscall.Madvise(whole, 14) // MADV_HUGEPAGE: the syscall package does not name it
}
