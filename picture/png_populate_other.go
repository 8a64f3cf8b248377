//go:build !linux

package picture

import "unsafe"

// populate does nothing here: the pages are faulted in as they are
// written (see png_populate.go).
func populate(unsafe.Pointer, uintptr) {}
