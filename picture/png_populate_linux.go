//go:build linux

package picture

import (
	"syscall"
	"unsafe"
)

// populate backs the pages of the n bytes at p now (see png_populate.go).
// An error (a kernel before 5.14 does not know the advice) leaves the
// pages to be faulted in one by one, as ever.
func populate(p unsafe.Pointer, n uintptr) {
	const page = 4096
	const madvPopulateWrite = 23 // the syscall package does not name it
	if n == 0 {
		return
	}
	start := uintptr(p) &^ (page - 1)
	end := (uintptr(p) + n + page - 1) &^ (page - 1)
	_, _, _ = syscall.Syscall(syscall.SYS_MADVISE, start, end-start, madvPopulateWrite)
}
