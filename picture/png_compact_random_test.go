package picture

import (
	"bytes"
	"image"
	"math/rand/v2"
	"slices"
	"testing"
)

// TestPalettedOnRandomImagesMatchesPerPixel: Paletted, which takes a row
// like the one above whole and reads the others by runs, gives the
// palette and the pixels of one lookup per pixel (palettedPerPixel), on
// drawn pictures and on random images with repeated rows, more than 256
// colours (so that some take the nearest) and noise.
func TestPalettedOnRandomImagesMatchesPerPixel(t *testing.T) {
	rng := rand.New(rand.NewPCG(24, 3))
	imgs := []*image.RGBA{sample().Image(), randomImage(rng, 50, 40, 0), gradient(300, 200)}
	for range 20 {
		imgs = append(imgs, randomImage(rng, 1+rng.IntN(300), 1+rng.IntN(200), 1+rng.IntN(30)))
	}
	for range 6 { // runs hundreds of pixels long, of every length
		imgs = append(imgs, randomImage(rng, 1+rng.IntN(900), 1+rng.IntN(40), 1+rng.IntN(300)))
	}
	for i, img := range imgs {
		got, want := Paletted(img), palettedPerPixel(img)
		if len(got.Palette) != len(want.Palette) {
			t.Fatalf("image %d: %d colours, want %d", i, len(got.Palette), len(want.Palette))
		}
		for k := range got.Palette {
			if got.Palette[k] != want.Palette[k] {
				t.Fatalf("image %d: colour %d is %v, want %v", i, k, got.Palette[k], want.Palette[k])
			}
		}
		if !bytes.Equal(got.Pix, want.Pix) {
			t.Fatalf("image %d: other pixels", i)
		}
	}
}

// TestPalettedInSequenceMatchesPerPixel: palettedInto with one colourScan
// kept from image to image, as a raster keeps it (the nearest colours of
// the last palette reused while the palette is the same), gives each image
// the palette and pixels of one lookup per pixel: images that share their
// palette and differ in rare colours, and images with other palettes.
func TestPalettedInSequenceMatchesPerPixel(t *testing.T) {
	rng := rand.New(rand.NewPCG(24, 9))
	base := randomImage(rng, 120, 80, 6)
	var imgs []*image.RGBA
	for range 30 {
		img := image.NewRGBA(base.Rect)
		copy(img.Pix, base.Pix)
		for range rng.IntN(200) { // rare colours: not in the palette
			i := 4 * rng.IntN(len(img.Pix)/4)
			img.Pix[i], img.Pix[i+1] = byte(rng.IntN(256)), byte(rng.IntN(256))
		}
		if rng.IntN(4) == 0 {
			img = randomImage(rng, 1+rng.IntN(150), 1+rng.IntN(90), 1+rng.IntN(20))
		}
		imgs = append(imgs, img)
	}
	var sc colourScan
	reused := 0
	for i, img := range imgs {
		if sc.nearestOf != nil {
			reused++
		}
		got := palettedInto(img, make([]byte, img.Rect.Dx()*img.Rect.Dy()), &sc)
		want := palettedPerPixel(img)
		if !slices.Equal(got.Palette, want.Palette) || !bytes.Equal(got.Pix, want.Pix) {
			t.Fatalf("image %d: other palette or pixels than one lookup per pixel", i)
		}
	}
	if reused == 0 {
		t.Fatal("no image reused a scan")
	}
}
