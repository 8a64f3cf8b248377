package picture

import (
	"bytes"
	"cmp"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// boardLike draws what a board picture holds: flat coloured boxes with
// round corners, circles and lines of text, whose anti-aliased edges make
// far more than 256 colours.
func boardLike() *Picture {
	p := New(800, 300)
	for i := range 8 {
		x := float64(10 + i*98)
		p.RoundRect(x, 10.5, 90, 80, 6, Style{Fill: Solid(Color{R: uint8(40 * i), G: 150, B: uint8(200 - 20*i)}), Stroke: Ink, StrokeWidth: 1.5})
		p.Circle(x+45, 120.3, 18.7, Style{Fill: Solid(Color{R: 230, G: uint8(30 * i), B: 60})})
		p.Text(x+4, 60, fmt.Sprintf("Space %d", i+1), TextStyle{Size: 13, Color: Ink, Bold: i%2 == 0})
	}
	for i := range 6 {
		p.Text(12, 170+float64(i)*20, "Ann: 365 Florins, soldiers 0, palaces 30, bridges none, art works 2", TextStyle{Size: 14, Color: Ink})
	}
	return p
}

// TestCompactPNGLooksTheSame checks that the mail's paletted PNG is the
// picture (within the tolerance of the golden pictures: 0.2 % of the
// pixels), has at most 256 colours, is smaller, and is the same bytes for
// the same picture.
func TestCompactPNGLooksTheSame(t *testing.T) {
	p := boardLike()
	full := p.Image()
	colours := map[[4]uint8]bool{}
	for i := 0; i < len(full.Pix); i += 4 {
		colours[[4]uint8(full.Pix[i:i+4])] = true
	}
	require.Greater(t, len(colours), 256, "the test picture needs quantizing")

	var compact, again, truecolour bytes.Buffer
	require.NoError(t, p.WriteCompactPNG(&compact))
	require.NoError(t, p.WriteCompactPNG(&again))
	require.NoError(t, p.WritePNG(&truecolour))
	assert.Equal(t, compact.Bytes(), again.Bytes(), "deterministic")
	assert.Less(t, compact.Len(), truecolour.Len()*2/3, "%d bytes against %d", compact.Len(), truecolour.Len())

	img, err := png.Decode(bytes.NewReader(compact.Bytes()))
	require.NoError(t, err)
	assert.LessOrEqual(t, Diff(full, img), 0.002)
}

// TestPalettedIsExactUnder256Colours: a picture of few colours keeps
// every pixel.
func TestPalettedIsExactUnder256Colours(t *testing.T) {
	p := New(40, 20)
	p.Rect(0, 0, 20, 20, Style{Fill: Solid(Color{R: 200})})
	p.Rect(20, 0, 20, 10, Style{Fill: Solid(Color{G: 90, B: 7})})
	full := p.Image()
	pal := Paletted(full)
	assert.LessOrEqual(t, len(pal.Palette), 3)
	for y := range 20 {
		for x := range 40 {
			r1, g1, b1, a1 := full.At(x, y).RGBA()
			r2, g2, b2, a2 := pal.At(x, y).RGBA()
			require.Equal(t, [4]uint32{r1, g1, b1, a1}, [4]uint32{r2, g2, b2, a2}, "pixel %d,%d", x, y)
		}
	}
}

// palettedPerPixel is Paletted as it was before it read runs of pixels:
// one map access per pixel, the reference the faster one must match.
func palettedPerPixel(img *image.RGBA) *image.Paletted {
	counts := map[color.RGBA]int{}
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			counts[img.RGBAAt(x, y)]++
		}
	}
	palette := frequentColoursOfMap(counts, 256)
	index := make(map[color.RGBA]uint8, len(counts))
	for i, c := range palette {
		index[c.(color.RGBA)] = uint8(i)
	}
	out := image.NewPaletted(b, palette)
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			c := img.RGBAAt(x, y)
			i, ok := index[c]
			if !ok {
				i = uint8(nearest(palette, c))
				index[c] = i
			}
			out.Pix[out.PixOffset(x, y)] = i
		}
	}
	return out
}

// TestPalettedMatchesPerPixel: reading runs of pixels gives the palette
// and the pixels of one map access per pixel, on a board-like picture and
// on a sub-image whose rows do not start at the buffer's start.
func TestPalettedMatchesPerPixel(t *testing.T) {
	full := boardLike().Image()
	sub := full.SubImage(image.Rect(37, 11, 613, 250)).(*image.RGBA)
	for _, img := range []*image.RGBA{full, sub} {
		want, got := palettedPerPixel(img), Paletted(img)
		require.Equal(t, want.Palette, got.Palette)
		require.Equal(t, want.Bounds(), got.Bounds())
		b := img.Bounds()
		for y := b.Min.Y; y < b.Max.Y; y++ {
			for x := b.Min.X; x < b.Max.X; x++ {
				require.Equal(t, want.ColorIndexAt(x, y), got.ColorIndexAt(x, y), "pixel %d,%d", x, y)
			}
		}
	}
}

// frequentColoursOfMap is frequentColours as it was, over a map: the n
// most frequent colours, ties in the order of their values.
func frequentColoursOfMap(counts map[color.RGBA]int, n int) color.Palette {
	colours := make([]color.RGBA, 0, len(counts))
	for c := range counts {
		colours = append(colours, c)
	}
	slices.SortFunc(colours, func(a, b color.RGBA) int {
		if d := cmp.Compare(counts[b], counts[a]); d != 0 {
			return d
		}
		return cmp.Compare(rgbaKey(a), rgbaKey(b))
	})
	palette := make(color.Palette, 0, n)
	for _, c := range colours[:min(n, len(colours))] {
		palette = append(palette, c)
	}
	return palette
}

// TestEncodePalettedIsImagePNGs: the compact PNG's encoder with
// compress/zlib's stream writes the very bytes of image/png's Encoder of
// the paletted image, and with its own deflate the same pixels, on a
// board-like picture, random images of more than 256 colours, and images
// of few colours or a transparent one (which go to image/png).
func TestEncodePalettedIsImagePNGs(t *testing.T) {
	rng := rand.New(rand.NewPCG(24, 5))
	few := New(40, 20)
	few.Rect(0, 0, 20, 20, Style{Fill: Solid(Color{R: 200})})
	seeThrough := randomImage(rng, 30, 20, 3)
	for i := 0; i < len(seeThrough.Pix); i += 16 {
		clear(seeThrough.Pix[i : i+4]) // transparent black, a valid premultiplied colour
	}
	cases := map[string]*image.RGBA{
		"board":       boardLike().Image(),
		"sample":      sample().Image(),
		"noise":       randomImage(rng, 61, 40, 0),
		"blocks":      randomImage(rng, 203, 150, 8),
		"gradient":    gradient(257, 129),
		"one pixel":   randomImage(rng, 1, 1, 0),
		"few colours": few.Image(),
		"transparent": seeThrough,
	}
	for name, img := range cases {
		pal := Paletted(img)
		var want, got, fast bytes.Buffer
		require.NoError(t, (&png.Encoder{CompressionLevel: png.DefaultCompression}).Encode(&want, pal))
		require.NoError(t, encodePalettedWith(&got, pal, stdZlib()))
		assert.Equal(t, want.Bytes(), got.Bytes(), "%s: %d bytes, image/png wrote %d, or other bytes", name, got.Len(), want.Len())
		require.NoError(t, encodePalettedWith(&fast, pal, compactDeflater.get()))
		samePixels(t, name, pal, fast.Bytes())
	}
}

// nearest is the linear search nearestFinder replaces, the reference:
// it returns the index of the colour of palette closest to c, by
// squared distance in R, G, B and alpha; the first of equals.
func nearest(palette color.Palette, c color.RGBA) int {
	best, bestD := 0, -1
	for i, p := range palette {
		q := p.(color.RGBA)
		dr, dg, db, da := int(q.R)-int(c.R), int(q.G)-int(c.G), int(q.B)-int(c.B), int(q.A)-int(c.A)
		d := dr*dr + dg*dg + db*db + da*da
		if bestD < 0 || d < bestD {
			best, bestD = i, d
		}
	}
	return best
}

// TestNearestFinderIsTheLinearSearch: the finder picks the colour of the
// linear search, the first of equals, over random palettes of 1 to 256
// colours, some with colours close together (many ties) and translucent
// ones, for colours in and out of the palette.
func TestNearestFinderIsTheLinearSearch(t *testing.T) {
	rng := rand.New(rand.NewPCG(24, 11))
	for i := range 300 {
		spread := []int{256, 8, 3}[i%3]
		channel := func() uint8 { return uint8(rng.IntN(spread) * (256 / spread)) }
		palette := make(color.Palette, 1+rng.IntN(256))
		for k := range palette {
			a := uint8(0xff)
			if rng.IntN(8) == 0 {
				a = channel()
			}
			palette[k] = color.RGBA{channel(), channel(), channel(), a}
		}
		f := newNearestFinder(palette)
		for range 200 {
			c := color.RGBA{uint8(rng.IntN(256)), uint8(rng.IntN(256)), uint8(rng.IntN(256)), uint8(255 - rng.IntN(2)*rng.IntN(256))}
			if rng.IntN(4) == 0 {
				c = palette[rng.IntN(len(palette))].(color.RGBA)
			}
			if got, want := f.nearest(c), nearest(palette, c); got != want {
				t.Fatalf("palette %d, colour %v: index %d, the linear search %d", i, c, got, want)
			}
		}
	}
}
