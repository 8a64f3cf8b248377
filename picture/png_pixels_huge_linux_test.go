//go:build linux

package picture

import (
	"bufio"
	"fmt"
	"image"
	"os"
	"strings"
	"testing"
	"unsafe"
)

// TestLargePixelsAskForHugePages checks that the pixels of a large raster
// lie in a mapping marked for huge pages ("hg" in its VmFlags), which is
// what saves their page faults; a small raster's are not advised.
func TestLargePixelsAskForHugePages(t *testing.T) {
	if _, err := os.Stat("/sys/kernel/mm/transparent_hugepage"); err != nil {
		t.Skip("this kernel has no transparent huge pages")
	}
	var r raster
	r.pixelsFor(image.Rect(0, 0, 1600, 1200)) // 7.3 MiB: at least two whole huge pages
	mid := uintptr(unsafe.Pointer(&r.dst.Pix[len(r.dst.Pix)/2]))
	flags, err := vmFlagsAt(mid)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(" "+flags+" ", " hg ") {
		t.Errorf("the middle of a large raster's pixels is in a mapping with flags %q, without hg", flags)
	}
}

// TestLargePixelsAreHugeToTheirEnds checks that the first and the last
// pixel of a large raster are advised huge too, not only the whole huge
// pages in their middle: a board's pixels are a few huge pages, and those
// at its ends were a quarter of its page faults.
func TestLargePixelsAreHugeToTheirEnds(t *testing.T) {
	if _, err := os.Stat("/sys/kernel/mm/transparent_hugepage"); err != nil {
		t.Skip("this kernel has no transparent huge pages")
	}
	for _, rect := range []image.Rectangle{image.Rect(0, 0, 800, 1404), image.Rect(0, 0, 1000, 700)} {
		var r raster
		r.pixelsFor(rect)
		for _, i := range []int{0, len(r.dst.Pix) - 1} {
			flags, err := vmFlagsAt(uintptr(unsafe.Pointer(&r.dst.Pix[i])))
			if err != nil {
				t.Fatal(err)
			}
			if !strings.Contains(" "+flags+" ", " hg ") {
				t.Errorf("%v: byte %d of the pixels is in a mapping with flags %q, without hg", rect, i, flags)
			}
		}
		if len(r.dst.Pix) != 4*rect.Dx()*rect.Dy() {
			t.Errorf("%v: %d bytes of pixels", rect, len(r.dst.Pix))
		}
	}
}

// vmFlagsAt returns the VmFlags line of the mapping of this process that
// holds addr, from /proc/self/smaps.
func vmFlagsAt(addr uintptr) (string, error) {
	f, err := os.Open("/proc/self/smaps")
	if err != nil {
		return "", err
	}
	defer f.Close()
	inside := false
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		var lo, hi uintptr
		if n, _ := fmt.Sscanf(line, "%x-%x", &lo, &hi); n == 2 && !strings.HasSuffix(strings.Fields(line)[0], ":") {
			inside = lo <= addr && addr < hi
			continue
		}
		if inside && strings.HasPrefix(line, "VmFlags:") {
			return strings.TrimSpace(strings.TrimPrefix(line, "VmFlags:")), nil
		}
	}
	return "", fmt.Errorf("no mapping holds %#x", addr)
}
