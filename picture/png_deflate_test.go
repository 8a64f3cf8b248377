package picture

import (
	"bytes"
	"compress/zlib"
	"io"
	"math/rand/v2"
	"testing"
)

// deflateCase returns data like a PNG's filtered rows of stride bytes,
// of the kinds the matcher treats apart: runs of zeros, rows that repeat
// the row above, rows that repeat one further up, and noise; or, for
// stride 0, random bytes of a small alphabet and plain noise.
func deflateCase(rng *rand.Rand, n, stride int) []byte {
	data := make([]byte, n)
	if stride <= 0 {
		alphabet := 1 + rng.IntN(256)
		for i := range data {
			data[i] = byte(rng.IntN(alphabet))
		}
		return data
	}
	for i := 0; i < n; {
		row := data[i:min(i+stride, n)]
		switch k := rng.IntN(5); {
		case k == 0 || i < stride: // noise, or a span of it
			for j := range row {
				if rng.IntN(4) == 0 {
					row[j] = byte(rng.Uint32())
				}
			}
		case k == 1: // the row above
			copy(row, data[i-stride:])
		case k == 2 && i >= 3*stride: // the row three above, changed here and there
			copy(row, data[i-3*stride:])
			for range rng.IntN(5) {
				row[rng.IntN(len(row))] = byte(rng.Uint32())
			}
		default: // zeros, a filter's row like the one above
			row[0] = ftUp
		}
		i += len(row)
	}
	return data
}

// TestRowDeflaterInflates: rowDeflater's stream is valid zlib that
// inflates (compress/zlib, which checks the Adler-32) to what was
// written, for data of every kind and length around its limits, written
// in pieces of any size, each stream after a Reset of the same writer.
func TestRowDeflaterInflates(t *testing.T) {
	rng := rand.New(rand.NewPCG(24, 9))
	d := newRowDeflater()
	lengths := []int{0, 1, 3, 4, 257, 258, 259, 5000, winCap - 1, winCap + 1, 3*winCap + 77, 1 << 20}
	for _, n := range lengths {
		for _, stride := range []int{0, 1, 7, 801, 2401} {
			data := deflateCase(rng, n, stride)
			var out bytes.Buffer
			d.Reset(&out)
			d.setStride(stride)
			for p := data; len(p) > 0; {
				k := min(len(p), 1+rng.IntN(3*max(stride, 100)))
				if _, err := d.Write(p[:k]); err != nil {
					t.Fatal(err)
				}
				p = p[k:]
			}
			if err := d.Close(); err != nil {
				t.Fatal(err)
			}
			zr, err := zlib.NewReader(&out)
			if err != nil {
				t.Fatalf("%d bytes, stride %d: %v", n, stride, err)
			}
			got, err := io.ReadAll(zr)
			if err != nil {
				t.Fatalf("%d bytes, stride %d: %v", n, stride, err)
			}
			if !bytes.Equal(got, data) {
				t.Fatalf("%d bytes, stride %d: inflated to %d other bytes", n, stride, len(got))
			}
		}
	}
}

// TestRowDeflaterCompresses: runs and repeated rows come out as matches,
// a few bytes for many; noise does not grow by more than the blocks'
// headers.
func TestRowDeflaterCompresses(t *testing.T) {
	rng := rand.New(rand.NewPCG(24, 10))
	noise := make([]byte, 1<<16)
	for i := range noise {
		noise[i] = byte(rng.Uint32())
	}
	rows := bytes.Repeat(noise[:2401], 200)
	for _, c := range []struct {
		name string
		data []byte
		most int
	}{
		{"zeros", make([]byte, 1<<20), 1 << 12},
		{"a row repeated", rows, 2401 + 1<<12},
		{"noise", noise, len(noise) + 1<<10},
	} {
		var out bytes.Buffer
		d := newRowDeflater()
		d.Reset(&out)
		d.setStride(2401)
		if _, err := d.Write(c.data); err != nil {
			t.Fatal(err)
		}
		if err := d.Close(); err != nil {
			t.Fatal(err)
		}
		if out.Len() > c.most {
			t.Errorf("%s: %d bytes deflated to %d, more than %d", c.name, len(c.data), out.Len(), c.most)
		}
	}
}

// TestHuffmanLengthsAreLimited: a code built for frequencies whose
// Huffman tree is deeper than the limit (Fibonacci's) is cut to the
// limit and stays complete (Kraft's sum exactly 1), and one symbol gets
// a partner so that a decoder has a complete code of two.
func TestHuffmanLengthsAreLimited(t *testing.T) {
	freq := make([]int32, 30)
	a, b := int32(1), int32(1)
	for i := range freq {
		freq[i] = a
		a, b = b, a+b
	}
	for _, limit := range []uint8{7, 15} {
		lens := make([]uint8, len(freq))
		huffmanLengths(freq, limit, lens)
		kraft := 0
		for s, l := range lens {
			if l == 0 || l > limit {
				t.Fatalf("limit %d: symbol %d has length %d", limit, s, l)
			}
			kraft += 1 << (15 - l)
		}
		if kraft != 1<<15 {
			t.Errorf("limit %d: Kraft sum %d/32768, want 1", limit, kraft)
		}
	}
	one := make([]int32, 30)
	one[5] = 9
	lens := make([]uint8, len(one))
	huffmanLengths(one, 15, lens)
	if lens[5] != 1 || lens[0] != 1 {
		t.Errorf("one symbol: lengths %v, want symbols 0 and 5 of 1 bit", lens)
	}
}

// TestDistCodes: distCode gives every distance the code whose range
// holds it (RFC 1951's table, searched code by code).
func TestDistCodes(t *testing.T) {
	for d := 1; d <= windowSize; d++ {
		want := 0
		for c := range distBase {
			if int(distBase[c]) <= d {
				want = c
			}
		}
		if got := distCode(d - 1); int(got) != want {
			t.Fatalf("distance %d: code %d, want %d", d, got, want)
		}
	}
	for l := 3; l <= maxMatch; l++ {
		want := 0
		for c := range lengthBase {
			if int(lengthBase[c]) <= l {
				want = c
			}
		}
		if got := lengthCode[l-3]; int(got) != want {
			t.Fatalf("length %d: code %d, want %d", l, got, want)
		}
	}
}
