package picture

import (
	"bytes"
	"hash/adler32"
	"io"
	"math/rand/v2"
	"reflect"
	"testing"

	kzlib "github.com/klauspost/compress/zlib"
	"golang.org/x/image/vector"
)

// TestPopulatedBuffersAreFound: the fields that lead to the buffers
// populated in another package's values (vector's samples) are where
// fieldOf looks. An update of the package that renames them fails here,
// rather than leaving their pages to be faulted in one by one unnoticed.
func TestPopulatedBuffersAreFound(t *testing.T) {
	var z vector.Rasterizer
	z.Reset(600, 600) // floating point: wider than 512
	if f := fieldOf(reflect.ValueOf(&z), "bufF32"); !f.IsValid() || f.Kind() != reflect.Slice || f.Cap() < 600*600 {
		t.Errorf("vector.Rasterizer's float samples: %v", f)
	}
	z.Reset(100, 100) // fixed point
	if f := fieldOf(reflect.ValueOf(&z), "bufU32"); !f.IsValid() || f.Kind() != reflect.Slice || f.Cap() < 100*100 {
		t.Errorf("vector.Rasterizer's fixed-point samples: %v", f)
	}

	w := reflect.ValueOf(&z)
	if v := fieldOf(w, "d", "no such field"); v.IsValid() {
		t.Errorf("a missing field is found: %v", v)
	}
}

// TestPopulateKeepsTheBytes: populating memory changes none of its bytes,
// written or fresh.
func TestPopulateKeepsTheBytes(t *testing.T) {
	rng := rand.New(rand.NewPCG(24, 8))
	written := make([]byte, 3<<20)
	for i := range written {
		written[i] = byte(rng.Uint32())
	}
	want := bytes.Clone(written)
	populateBytes(written[5:], len(written)-5)
	if !bytes.Equal(written, want) {
		t.Error("populating changed written bytes")
	}
	fresh := make([]byte, 3<<20)
	populateBytes(fresh, len(fresh))
	if !bytes.Equal(fresh, make([]byte, len(fresh))) {
		t.Error("populating changed fresh bytes")
	}
}

// TestZlibStreamIsKlauspostsZlib: zlibStream writes, byte for byte, the
// stream of klauspost's zlib writer, at both levels the PNGs use, for
// random data (runs of zeros, few values, any bytes) written in random
// pieces, new or Reset: the reference TestRowDeflaterSizes measures
// against.
func TestZlibStreamIsKlauspostsZlib(t *testing.T) {
	rng := rand.New(rand.NewPCG(24, 9))
	for _, level := range []int{rgbDeflater.level, compactDeflater.level} {
		ours := newZlibStream(level)
		for i := range 40 {
			data := make([]byte, rng.IntN(150_000))
			for j := range data {
				switch i % 3 {
				case 0:
					data[j] = byte(rng.IntN(4)) * byte(rng.IntN(2))
				case 1:
					data[j] = byte(rng.IntN(4))
				default:
					data[j] = byte(rng.Uint32())
				}
			}
			var want, got bytes.Buffer
			theirs, err := kzlib.NewWriterLevel(&want, level)
			if err != nil {
				t.Fatal(err)
			}
			if i%2 == 0 {
				ours = newZlibStream(level)
			}
			ours.Reset(&got)
			for rest := data; len(rest) > 0; {
				n := min(len(rest), 1+rng.IntN(3*800+1))
				for _, z := range []io.Writer{theirs, ours} {
					if _, err := z.Write(rest[:n]); err != nil {
						t.Fatal(err)
					}
				}
				rest = rest[n:]
			}
			if err := theirs.Close(); err != nil {
				t.Fatal(err)
			}
			if err := ours.Close(); err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(got.Bytes(), want.Bytes()) {
				t.Fatalf("level %d, data %d (%d bytes): %d bytes, klauspost's zlib %d", level, i, len(data), got.Len(), want.Len())
			}
		}
	}
}

// TestAdler32UpdateIsHashAdler32s: the Adler-32 of random data (zeros,
// few values, any bytes, 0xff runs that push the sums highest), added in
// random pieces, is hash/adler32's.
func TestAdler32UpdateIsHashAdler32s(t *testing.T) {
	rng := rand.New(rand.NewPCG(24, 10))
	for i := range 300 {
		data := make([]byte, rng.IntN(40_000))
		for j := range data {
			switch i % 4 {
			case 0:
				data[j] = byte(rng.IntN(3)) * byte(rng.IntN(2))
			case 1:
				data[j] = 0xff
			case 2:
				data[j] = byte(rng.IntN(4))
			default:
				data[j] = byte(rng.Uint32())
			}
		}
		sum := uint32(1)
		for rest := data; len(rest) > 0; {
			n := min(len(rest), 1+rng.IntN(9000))
			sum = adler32Update(sum, rest[:n])
			rest = rest[n:]
		}
		if want := adler32.Checksum(data); sum != want {
			t.Fatalf("data %d (%d bytes): %#08x, hash/adler32 %#08x", i, len(data), sum, want)
		}
	}
}
