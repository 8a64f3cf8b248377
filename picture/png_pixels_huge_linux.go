//go:build linux

package picture

import (
	"syscall"
	"unsafe"
)

// adviseHuge asks Linux to back the whole 2 MiB pages inside pix with
// huge pages: a board's pixels are first touched by drawing, and each 4 KiB
// page would otherwise cost a fault of its own.
func adviseHuge(pix []byte) {
	const huge = 2 << 20
	if len(pix) < huge {
		return
	}
	start := uintptr(unsafe.Pointer(&pix[0]))
	first := (start + huge - 1) &^ (huge - 1)
	last := (start + uintptr(len(pix))) &^ (huge - 1)
	if last <= first {
		return
	}
	whole := unsafe.Slice((*byte)(unsafe.Add(unsafe.Pointer(&pix[0]), first-start)), last-first)
	_ = syscall.Madvise(whole, 14) // MADV_HUGEPAGE: the syscall package does not name it
}
