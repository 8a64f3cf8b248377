package picture

import (
	"bytes"
	"image"
	"image/color"
	"math/rand/v2"
	"testing"
)

// TestPalettedIsTheRunByRunOne: Paletted, which takes a row like the one
// above whole, gives the palette and the pixels of the pass over every
// run of every row it replaced (runByRunPaletted below), on drawn
// pictures and on random images with repeated rows, more than 256
// colours (so that some take the nearest) and noise.
func TestPalettedIsTheRunByRunOne(t *testing.T) {
	rng := rand.New(rand.NewPCG(24, 3))
	imgs := []*image.RGBA{sample().Image(), randomImage(rng, 50, 40, 0), gradient(300, 200)}
	for range 20 {
		imgs = append(imgs, randomImage(rng, 1+rng.IntN(300), 1+rng.IntN(200), 1+rng.IntN(30)))
	}
	for i, img := range imgs {
		got, want := Paletted(img), runByRunPaletted(img)
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

// runByRunPaletted is Paletted as it was: each row's runs counted and
// looked up, row by row.
func runByRunPaletted(img *image.RGBA) *image.Paletted {
	b := img.Bounds()
	counts := map[color.RGBA]int{}
	for y := b.Min.Y; y < b.Max.Y; y++ {
		row := rgbaRow(img, y)
		for x := 0; x < len(row); {
			c, n := colourRun(row, x)
			counts[c] += n
			x += 4 * n
		}
	}
	palette := frequentColours(counts, 256)
	index := make(map[color.RGBA]uint8, len(counts))
	for i, c := range palette {
		index[c.(color.RGBA)] = uint8(i)
	}
	out := image.NewPaletted(b, palette)
	for y := b.Min.Y; y < b.Max.Y; y++ {
		row := rgbaRow(img, y)
		dst := out.Pix[out.PixOffset(b.Min.X, y):]
		for x := 0; x < len(row); {
			c, n := colourRun(row, x)
			i, ok := index[c]
			if !ok {
				i = uint8(nearest(palette, c))
				index[c] = i
			}
			for k := range n {
				dst[x/4+k] = i
			}
			x += 4 * n
		}
	}
	return out
}
