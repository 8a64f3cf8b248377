//go:build linux

package picture

import (
	"syscall"
	"testing"
	"unsafe"
)

// TestPopulateBacksThePages: after populate, every page of fresh memory
// is resident (mincore), before any write to it.
func TestPopulateBacksThePages(t *testing.T) {
	const n = 64 << 10
	b, err := syscall.Mmap(-1, 0, n, syscall.PROT_READ|syscall.PROT_WRITE, syscall.MAP_ANON|syscall.MAP_PRIVATE)
	if err != nil {
		t.Fatal(err)
	}
	defer syscall.Munmap(b)
	if got := residentPages(t, b); got != 0 {
		t.Fatalf("%d pages of fresh memory resident before populate", got)
	}
	if _, _, e := syscall.Syscall(syscall.SYS_MADVISE, uintptr(unsafe.Pointer(&b[0])), 4096, 23); e == syscall.EINVAL {
		t.Skip("this kernel has no MADV_POPULATE_WRITE (Linux 5.14)")
	}
	populate(unsafe.Pointer(&b[0]), n)
	if got := residentPages(t, b); got != n/4096 {
		t.Errorf("%d of %d pages resident after populate", got, n/4096)
	}
}

// residentPages counts the pages of b in memory.
func residentPages(t *testing.T, b []byte) int {
	t.Helper()
	vec := make([]byte, (len(b)+4095)/4096)
	if _, _, e := syscall.Syscall(syscall.SYS_MINCORE, uintptr(unsafe.Pointer(&b[0])), uintptr(len(b)), uintptr(unsafe.Pointer(&vec[0]))); e != 0 {
		t.Fatal(e)
	}
	n := 0
	for _, v := range vec {
		n += int(v & 1)
	}
	return n
}
