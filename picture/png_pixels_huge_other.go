//go:build !linux

package picture

// adviseHuge does nothing where huge pages are not asked for by madvise.
func adviseHuge(pix []byte) {}
