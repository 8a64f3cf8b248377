package picture

import (
	"bytes"
	"image"
	"image/png"
	"math/rand/v2"
	"testing"
)

// TestEncodeRGBIsImagePNGs: encodeRGB writes the very bytes of image/png's
// Encoder at DefaultCompression, on images made to take every filter:
// flat fills with repeated rows, gradients, noise, a drawn picture, sizes
// down to one pixel, and a transparent image (which goes to image/png).
func TestEncodeRGBIsImagePNGs(t *testing.T) {
	rng := rand.New(rand.NewPCG(24, 1))
	cases := map[string]*image.RGBA{
		"one pixel": randomImage(rng, 1, 1, 0),
		"one row":   randomImage(rng, 37, 1, 0),
		"noise":     randomImage(rng, 61, 40, 0),
		"blocks":    randomImage(rng, 203, 150, 8),
		"stripes":   randomImage(rng, 90, 300, 40),
		"gradient":  gradient(257, 129),
		"drawn":     sample().Image(),
	}
	seeThrough := randomImage(rng, 20, 20, 4)
	seeThrough.Pix[3] = 0x80
	cases["transparent"] = seeThrough
	for name, img := range cases {
		var want, got bytes.Buffer
		if err := (&png.Encoder{CompressionLevel: png.DefaultCompression}).Encode(&want, img); err != nil {
			t.Fatal(err)
		}
		if err := encodeRGB(&got, img); err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got.Bytes(), want.Bytes()) {
			t.Errorf("%s: %d bytes, image/png wrote %d, or other bytes", name, got.Len(), want.Len())
		}
	}
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
// raster and zlib writer it may reuse, has the bytes of one drawn into a
// new image and encoded by image/png; so has its compact PNG.
func TestPooledDrawingIsFresh(t *testing.T) {
	big := New(900, 700)
	big.Background = Color{10, 20, 30}
	big.Circle(450, 350, 300, Style{Fill: Fill{Color: Color{200, 10, 10}, Pattern: Dots, Ink: Ink}})
	big.Text(10, 40, "large", TextStyle{Size: 30, Color: White})
	small := sample()
	var want bytes.Buffer
	if err := (&png.Encoder{CompressionLevel: png.DefaultCompression}).Encode(&want, small.Image()); err != nil {
		t.Fatal(err)
	}
	var wantCompact bytes.Buffer
	if err := (&png.Encoder{CompressionLevel: png.DefaultCompression}).Encode(&wantCompact, Paletted(small.Image())); err != nil {
		t.Fatal(err)
	}
	for range 3 {
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
		if !bytes.Equal(got.Bytes(), want.Bytes()) || !bytes.Equal(compact.Bytes(), wantCompact.Bytes()) {
			t.Fatal("a picture drawn after another differs from one drawn alone")
		}
	}
}
