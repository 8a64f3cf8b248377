package picture

import (
	"bytes"
	"math/rand/v2"
	"reflect"
	"testing"

	kzlib "github.com/klauspost/compress/zlib"
	"golang.org/x/image/vector"
)

// TestPopulatedBuffersAreFound: the fields that lead to the buffers
// populated in other packages' values (vector's samples, klauspost's
// deflater) are where fieldOf looks. An update of either package that
// renames them fails here, rather than leaving their pages to be faulted
// in one by one unnoticed.
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

	zw, err := kzlib.NewWriterLevel(&bytes.Buffer{}, rgbDeflater.level)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := zw.Write(nil); err != nil {
		t.Fatal(err)
	}
	w := fieldOf(reflect.ValueOf(zw), "compressor")
	if !w.IsValid() || w.Kind() != reflect.Pointer || w.IsNil() {
		t.Fatalf("klauspost's zlib writer has no deflater after its first write: %v", w)
	}
	if s := fieldOf(w, "d", "state"); !s.IsValid() || s.Kind() != reflect.Pointer || s.IsNil() {
		t.Errorf("klauspost's deflater at level %d has no hash tables: %v", rgbDeflater.level, s)
	}
	if win := fieldOf(w, "d", "window"); !win.IsValid() || win.Kind() != reflect.Slice || win.Cap() == 0 {
		t.Errorf("klauspost's deflater has no window: %v", win)
	}
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

// TestEmptyFirstWriteKeepsTheStream: the empty write that makes
// klauspost's deflater before a PNG's rows (populateDeflater) leaves the
// zlib stream byte for byte the same, at both levels the PNGs use.
func TestEmptyFirstWriteKeepsTheStream(t *testing.T) {
	rng := rand.New(rand.NewPCG(24, 9))
	for _, level := range []int{rgbDeflater.level, compactDeflater.level} {
		for range 20 {
			data := make([]byte, rng.IntN(200_000))
			for i := range data {
				data[i] = byte(rng.IntN(4)) // compressible
			}
			var streams [2]bytes.Buffer
			for k := range streams {
				zw, err := kzlib.NewWriterLevel(&streams[k], level)
				if err != nil {
					t.Fatal(err)
				}
				if k == 1 {
					populateDeflater(zw)
				}
				if _, err := zw.Write(data); err != nil {
					t.Fatal(err)
				}
				if err := zw.Close(); err != nil {
					t.Fatal(err)
				}
			}
			if !bytes.Equal(streams[0].Bytes(), streams[1].Bytes()) {
				t.Fatalf("level %d, %d bytes: the streams differ", level, len(data))
			}
		}
	}
}
