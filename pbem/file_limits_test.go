package pbem

import (
	"os"
	"runtime"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// hostileFiles make game files of about n bytes whose shape once made
// reading them cost far more than their size: deep or long keys in the
// front matter, and records of nothing but blank or comment lines.
var hostileFiles = map[string]func(n int) string{
	"inline tables": func(n int) string { return withFront("x = " + nested("{a=", "1", "}", n/4)) },
	"arrays":        func(n int) string { return withFront("x = " + nested("[", "1", "]", n/2)) },
	"dotted key":    func(n int) string { return withFront(strings.Repeat("a.", n/2) + "a = 1\n") },
	"table header":  func(n int) string { return withFront("[" + strings.Repeat("a.", n/2) + "a]\n") },
	"blank front":   func(n int) string { return withFront(strings.Repeat("\n", n)) },
	"blank lines":   func(n int) string { return wantNewFile + strings.Repeat("\n", n) },
	"crlf lines":    func(n int) string { return wantNewFile + strings.Repeat("\r\n", n/2) },
	"comment lines": func(n int) string { return wantNewFile + strings.Repeat("{}\n", n/3) },
	"bad moves":     func(n int) string { return wantNewFile + strings.Repeat("1 Ann: x\n", n/9) },
}

// withFront puts extra at the top of the front matter of a valid file.
func withFront(extra string) string {
	return "+++\n" + extra + "\n" + strings.TrimPrefix(wantNewFile, "+++\n")
}

func nested(open, inner, end string, depth int) string {
	return strings.Repeat(open, depth) + inner + strings.Repeat(end, depth)
}

// allocated returns the bytes allocated while fn runs.
func allocated(fn func()) uint64 {
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	fn()
	runtime.ReadMemStats(&after)
	return after.TotalAlloc - before.TotalAlloc
}

// TestReadCostLinearInSize checks that reading any file, accepted or
// refused, allocates at most a fixed multiple of its size, whatever its
// shape. (Allocation, not time: it is what grew with the square of the
// size, and it does not depend on the machine.)
func TestReadCostLinearInSize(t *testing.T) {
	const perByte = 64 // bytes allocated per byte read, at most
	for name, gen := range hostileFiles {
		t.Run(name, func(t *testing.T) {
			for _, n := range []int{4 << 10, 64 << 10, 512 << 10} {
				src := []byte(gen(n))
				got := allocated(func() { testGames.Parse("g.pbem", src) })
				assert.LessOrEqual(t, got, uint64(perByte*len(src)+(64<<10)),
					"%d bytes allocated to read %d bytes", got, len(src))
			}
		})
	}
}

// TestDeepFrontMatterRefused checks the message for a front matter that
// nests too deep: where, and the limit.
func TestDeepFrontMatterRefused(t *testing.T) {
	_, err := testGames.Parse("g.pbem", []byte(hostileFiles["inline tables"](48<<10)))
	assert.ErrorIs(t, err, ErrCorrupt)
	assert.Contains(t, err.Error(), "the front matter is 49427 bytes long; it may be at most 16 KiB")

	_, err = testGames.Parse("g.pbem", []byte(hostileFiles["inline tables"](12<<10)))
	var ferr *FileError
	require.ErrorAs(t, err, &ferr)
	assert.ErrorIs(t, err, ErrCorrupt)
	assert.Equal(t, "g.pbem:2:29: the front matter nests more than 8 levels deep here "+
		"(tables, arrays or dotted keys)", err.Error())
	assert.Equal(t, err.Error()+"\n"+
		"    x = {a={a={a={a={a={a={a={a={a={a={a={a={a={a={a={a={a={a={a={a={a={a={a…\n"+
		"                                ^\n", ferr.Display(), "the 12 KB line is cut")
}

// TestFileSizeBound checks that a file over MaxFileSize is refused, by
// Load without reading it all.
func TestFileSizeBound(t *testing.T) {
	big := wantNewFile + strings.Repeat("\n", MaxFileSize)
	path := writeTestFile(t, big)
	var err error
	got := allocated(func() { _, err = testGames.Load(path) })
	assert.ErrorIs(t, err, ErrCorrupt)
	assert.Contains(t, err.Error(), "larger than 1024 KiB")
	assert.Less(t, got, uint64(4*MaxFileSize))

	_, err = testGames.Parse("g.pbem", []byte(big))
	assert.ErrorIs(t, err, ErrCorrupt)

	require.NoError(t, os.WriteFile(path, []byte(big[:MaxFileSize]), 0o644))
	_, err = testGames.Load(path)
	assert.NoError(t, err, "a file of exactly MaxFileSize bytes is read")
}
