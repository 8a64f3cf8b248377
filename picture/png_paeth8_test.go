package picture

import (
	"encoding/binary"
	"math/rand/v2"
	"testing"
)

// TestPaeth8IsPaeth checks paeth8, eight predictions at once, against
// paeth byte by byte: every triple of bytes, each in one of the eight
// places (the others random), then random words.
func TestPaeth8IsPaeth(t *testing.T) {
	rng := rand.New(rand.NewPCG(24, 8))
	check := func(a, b, c uint64) {
		got := paeth8(a, b, c)
		var ab, bb, cb, gb [8]byte
		binary.LittleEndian.PutUint64(ab[:], a)
		binary.LittleEndian.PutUint64(bb[:], b)
		binary.LittleEndian.PutUint64(cb[:], c)
		binary.LittleEndian.PutUint64(gb[:], got)
		for k := range 8 {
			if want := paeth(ab[k], bb[k], cb[k]); gb[k] != want {
				t.Fatalf("paeth8(%#x, %#x, %#x) byte %d = %d, want %d", a, b, c, k, gb[k], want)
			}
		}
	}
	for x := range 1 << 24 {
		k := 8 * rng.IntN(8)
		a, b, c := rng.Uint64(), rng.Uint64(), rng.Uint64()
		set := func(w uint64, v int) uint64 { return w&^(0xff<<k) | uint64(v&0xff)<<k }
		check(set(a, x), set(b, x>>8), set(c, x>>16))
	}
	for range 100000 {
		check(rng.Uint64(), rng.Uint64(), rng.Uint64())
	}
}
