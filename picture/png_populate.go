package picture

import (
	"reflect"
	"unsafe"
)

// A page of memory the process has not touched yet costs a page fault
// when it is first written: about 10 µs each on the virtual machines this
// runs on, and a board's buffers (the rasterizer's samples, the coverage
// mask, the deflater's hash tables and window, the glyph masks) are
// several hundred pages. populate asks the kernel for all the pages of a
// buffer about to be written in one call instead (Linux:
// MADV_POPULATE_WRITE; elsewhere, or on a kernel without it, nothing):
// about 230 fewer faults a Princes board. Populating changes no byte of
// memory: fresh pages stay zero, written ones keep what they hold.

// populateSlice populates the memory of the first n elements of the slice
// s (a reflect.Value, invalid or nil for none).
func populateSlice(s reflect.Value, n int) {
	if !s.IsValid() || s.Kind() != reflect.Slice || s.Cap() == 0 {
		return
	}
	populate(s.UnsafePointer(), uintptr(min(n, s.Cap()))*s.Type().Elem().Size())
}

// fieldOf follows the named fields from v, through pointers, and returns
// the last one, read-only, or an invalid Value when one is missing or a
// pointer on the way is nil. It reads the fields of other packages'
// values (vector's samples) only to find their
// buffers: TestPopulatedBuffersAreFound fails if an update renames them.
func fieldOf(v reflect.Value, names ...string) reflect.Value {
	for _, name := range names {
		for v.IsValid() && v.Kind() == reflect.Pointer {
			if v.IsNil() {
				return reflect.Value{}
			}
			v = v.Elem()
		}
		if !v.IsValid() || v.Kind() != reflect.Struct {
			return reflect.Value{}
		}
		v = v.FieldByName(name)
	}
	return v
}

// populateBytes populates the first n bytes of b.
func populateBytes(b []byte, n int) {
	if n = min(n, cap(b)); n > 0 {
		populate(unsafe.Pointer(unsafe.SliceData(b)), uintptr(n))
	}
}
