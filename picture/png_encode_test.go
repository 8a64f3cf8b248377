package picture

import (
	"bytes"
	"compress/zlib"
	"encoding/binary"
	"image"
	"image/png"
	"io"
	"math/rand/v2"
	"testing"
)

// TestEncodeRGBIsImagePNGs: encodeRGB with compress/zlib's stream writes
// the very bytes of image/png's Encoder at DefaultCompression (the same
// filters, chunks and stream), on images made to take every filter: flat
// fills with repeated rows, gradients, noise, a drawn picture, sizes down
// to one pixel, and a transparent image (which goes to image/png). With
// its own deflate, it writes the same pixels.
func TestEncodeRGBIsImagePNGs(t *testing.T) {
	for name, img := range encodeCases() {
		var want, got, fast bytes.Buffer
		if err := (&png.Encoder{CompressionLevel: png.DefaultCompression}).Encode(&want, img); err != nil {
			t.Fatal(err)
		}
		if err := encodeRGBWith(&got, img, stdZlib()); err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got.Bytes(), want.Bytes()) {
			t.Errorf("%s: %d bytes, image/png wrote %d, or other bytes", name, got.Len(), want.Len())
		}
		if err := encodeRGB(&fast, img); err != nil {
			t.Fatal(err)
		}
		samePixels(t, name, img, fast.Bytes())
	}
}

// stdZlib returns a zlib writer of compress/zlib, image/png's.
func stdZlib() zlibWriter {
	z, err := zlib.NewWriterLevel(io.Discard, zlib.DefaultCompression)
	if err != nil {
		panic(err)
	}
	return z
}

// samePixels checks that the PNG data decodes to the pixels of want.
func samePixels(t *testing.T, name string, want image.Image, data []byte) {
	t.Helper()
	got, err := png.Decode(bytes.NewReader(data))
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	if got.Bounds() != want.Bounds() {
		t.Fatalf("%s: bounds %v, want %v", name, got.Bounds(), want.Bounds())
	}
	b := want.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			r1, g1, b1, a1 := want.At(x, y).RGBA()
			r2, g2, b2, a2 := got.At(x, y).RGBA()
			if [4]uint32{r1, g1, b1, a1} != [4]uint32{r2, g2, b2, a2} {
				t.Fatalf("%s: pixel %d,%d differs", name, x, y)
			}
		}
	}
}

// encodeCases are images of every kind encodeRGB meets or must pass on.
func encodeCases() map[string]*image.RGBA {
	rng := rand.New(rand.NewPCG(24, 1))
	cases := map[string]*image.RGBA{
		"one pixel": randomImage(rng, 1, 1, 0),
		"one row":   randomImage(rng, 37, 1, 0),
		"noise":     randomImage(rng, 61, 40, 0),
		"blocks":    randomImage(rng, 203, 150, 8),
		"stripes":   randomImage(rng, 90, 300, 40),
		"gradient":  gradient(257, 129),
		"drawn":     sample().Image(),
		"edges":     edgePixels(53, 60),
	}
	seeThrough := randomImage(rng, 20, 20, 4)
	seeThrough.Pix[3] = 0x80
	cases["transparent"] = seeThrough
	return cases
}

// randomImage returns an opaque w × h image: noise when block is 0, else
// random flat blocks of block × block pixels with some noise inside, so
// that rows repeat, differ a little or a lot.
func randomImage(rng *rand.Rand, w, h, block int) *image.RGBA {
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	for y := range h {
		for x := range w {
			p := img.Pix[img.PixOffset(x, y):]
			if block == 0 || rng.IntN(50) == 0 {
				p[0], p[1], p[2] = byte(rng.IntN(256)), byte(rng.IntN(256)), byte(rng.IntN(256))
			} else {
				k := byte((x/block)*31 + (y/block)*17)
				p[0], p[1], p[2] = k, k*3, k*7
			}
			p[3] = 0xff
		}
	}
	return img
}

// edgePixels returns an opaque image of one colour but for the first or
// the last pixel of some rows: rows that differ from the one above only
// at an end, or not at all.
func edgePixels(w, h int) *image.RGBA {
	img := gradient(w, h)
	for y := range h {
		for x := range w {
			p := img.Pix[img.PixOffset(x, y):]
			switch {
			case x == 0 && y%3 == 1, x == w-1 && y%3 == 2:
				p[0], p[1], p[2] = byte(y), 200, byte(3*y)
			default:
				p[0], p[1], p[2] = 40, 90, 160
			}
		}
	}
	return img
}

// gradient returns an opaque image whose colour changes smoothly, where
// Average and Paeth win.
func gradient(w, h int) *image.RGBA {
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	for y := range h {
		for x := range w {
			p := img.Pix[img.PixOffset(x, y):]
			p[0], p[1], p[2], p[3] = byte(x), byte(y), byte(x+y), 0xff
		}
	}
	return img
}

// TestPooledDrawingIsFresh: a picture written after a larger one, whose
// raster and zlib writer it may reuse, has the pixels of one drawn into a
// new image, and the same bytes each time; so has its compact PNG.
func TestPooledDrawingIsFresh(t *testing.T) {
	big := New(900, 700)
	big.Background = Color{10, 20, 30}
	big.Circle(450, 350, 300, Style{Fill: Fill{Color: Color{200, 10, 10}, Pattern: Dots, Ink: Ink}})
	big.Text(10, 40, "large", TextStyle{Size: 30, Color: White})
	small := sample()
	var first, firstCompact []byte
	for i := range 3 {
		var b, got, compact bytes.Buffer
		if err := big.WritePNG(&b); err != nil {
			t.Fatal(err)
		}
		if err := small.WritePNG(&got); err != nil {
			t.Fatal(err)
		}
		if err := big.WriteCompactPNG(&b); err != nil {
			t.Fatal(err)
		}
		if err := small.WriteCompactPNG(&compact); err != nil {
			t.Fatal(err)
		}
		samePixels(t, "png", small.Image(), got.Bytes())
		samePixels(t, "compact png", Paletted(small.Image()), compact.Bytes())
		if i == 0 {
			first, firstCompact = got.Bytes(), compact.Bytes()
		}
		if !bytes.Equal(got.Bytes(), first) || !bytes.Equal(compact.Bytes(), firstCompact) {
			t.Fatal("a picture drawn after another has other bytes than the first time")
		}
	}
}

// TestSubBytesAndAbsSum8: the word-at-a-time difference and sum of
// magnitudes are those of the eight bytes one by one, on random words and
// on words of the extreme bytes (0, 1, 127, 128, 129, 255).
func TestSubBytesAndAbsSum8(t *testing.T) {
	rng := rand.New(rand.NewPCG(24, 21))
	extremes := []byte{0, 1, 127, 128, 129, 255}
	word := func() [8]byte {
		var w [8]byte
		for k := range w {
			if rng.IntN(2) == 0 {
				w[k] = extremes[rng.IntN(len(extremes))]
			} else {
				w[k] = byte(rng.IntN(256))
			}
		}
		return w
	}
	for range 200000 {
		x, y := word(), word()
		var want [8]byte
		sum := 0
		for k := range want {
			want[k] = x[k] - y[k]
			sum += abs8(want[k])
		}
		d := subBytes(binary.LittleEndian.Uint64(x[:]), binary.LittleEndian.Uint64(y[:]))
		if d != binary.LittleEndian.Uint64(want[:]) {
			t.Fatalf("%v - %v: %x, want %v", x, y, d, want)
		}
		if got := absSum8(d); got != sum {
			t.Fatalf("sum of magnitudes of %v: %d, want %d", want, got, sum)
		}
	}
}
