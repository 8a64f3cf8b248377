package picture

import (
	"bytes"
	"image"
	"math/rand/v2"
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
