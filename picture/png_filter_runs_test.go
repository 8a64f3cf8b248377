package picture

import (
	"bytes"
	"math/rand/v2"
	"testing"
)

// TestFilterRunsAreBytewise checks chooseFilter, whose Up and Paeth skip
// runs of bytes equal to the row above 64 bytes at a time (sameRunEnd),
// against the five filters worked out byte by byte and chosen as
// image/png chooses: the same filter and the same filtered row, on random
// rows that share long spans with the row above, broken at random places
// (a block's first or last byte, the pixel before a block).
func TestFilterRunsAreBytewise(t *testing.T) {
	rng := rand.New(rand.NewPCG(24, 88))
	for n := range 3000 {
		w := 1 + rng.IntN(300)
		pr, cur := runRows(rng, 3*w)
		var cr [5][]byte
		for f := range cr {
			cr[f] = make([]byte, 1+3*w)
			cr[f][0] = byte(f)
		}
		copy(cr[0][1:], cur)
		got := chooseFilter(&cr, pr)
		want, row := bytewiseFilter(cur, pr)
		if got != want || !bytes.Equal(cr[got][1:], row) {
			t.Fatalf("case %d (width %d): filter %d, want %d; rows equal: %v", n, w, got, want, bytes.Equal(cr[got][1:], row))
		}
	}
}

// runRows returns a row above and a row of n bytes: flat runs of colour,
// the second a copy of the first with a few spans changed.
func runRows(rng *rand.Rand, n int) (pr, cur []byte) {
	pr = make([]byte, n)
	for i := 0; i < n; {
		px := [3]byte{byte(rng.IntN(256)), byte(rng.IntN(256)), byte(rng.IntN(256))}
		run := 3 * (1 + rng.IntN(80))
		for k := 0; k < run && i < n; k, i = k+1, i+1 {
			pr[i] = px[k%3]
		}
	}
	cur = bytes.Clone(pr)
	for range rng.IntN(4) {
		at := rng.IntN(n)
		switch rng.IntN(3) {
		case 0: // one byte
			cur[at] ^= byte(1 + rng.IntN(255))
		case 1: // a byte at a 64-byte block's edge, or the pixel before it
			at = (at / 64) * 64
			at += []int{-3, -1, 0, 63, 64, 67}[rng.IntN(6)]
			if at >= 0 && at < n {
				cur[at] += byte(1 + rng.IntN(3))
			}
		default: // a span of noise
			for k := at; k < min(n, at+rng.IntN(40)); k++ {
				cur[k] = byte(rng.IntN(256))
			}
		}
	}
	if rng.IntN(4) == 0 {
		copy(cur, pr)
	}
	return pr, cur
}

// bytewiseFilter returns the filter image/png chooses for cur under pr
// (the least sum of magnitudes, in the order Up, Paeth, None, Sub,
// Average, a later one only if strictly less) and its row, byte by byte.
func bytewiseFilter(cur, pr []byte) (int, []byte) {
	var rows [5][]byte
	for f := range rows {
		rows[f] = make([]byte, len(cur))
	}
	for i := range cur {
		var l, ul byte
		if i >= 3 {
			l, ul = cur[i-3], pr[i-3]
		}
		rows[ftNone][i] = cur[i]
		rows[ftSub][i] = cur[i] - l
		rows[ftUp][i] = cur[i] - pr[i]
		rows[ftAverage][i] = cur[i] - byte((int(l)+int(pr[i]))/2)
		rows[ftPaeth][i] = cur[i] - paeth(l, pr[i], ul)
	}
	sum := func(r []byte) int {
		s := 0
		for _, b := range r {
			s += abs8(b)
		}
		return s
	}
	best, f := sum(rows[ftUp]), ftUp
	for _, g := range []int{ftPaeth, ftNone, ftSub, ftAverage} {
		if s := sum(rows[g]); s < best {
			best, f = s, g
		}
	}
	return f, rows[f]
}
