package picture

import (
	"bytes"
	"cmp"
	"encoding/binary"
	"image"
	"image/color"
	"image/png"
	"io"
	"math/bits"
	"slices"
	"sync"
)

// WriteCompactPNG writes the picture as WritePNG does, but as a PNG of at
// most 256 colours, for mail: a board is mostly flat fills and text, so
// its most frequent colours hold nearly every pixel, and a paletted PNG
// is a third or less of a true-colour one. The rarer colours (the
// anti-aliased edges of shapes and glyphs) take the nearest colour of the
// palette, without dithering, which would only add noise to flat fills.
// The bytes depend only on the picture.
//
// It compresses at zlib's default level, as WritePNG does: on the four
// example games' boards BestCompression took ten times as long (95 to 120
// ms a picture) for files 4–6 % smaller, and a host composes one a mail.
func (p *Picture) WriteCompactPNG(w io.Writer) error {
	r := p.drawPooled()
	defer rasters.put(r)
	// The indices go into the raster's own buffer, kept with it: a turn
	// mail draws one picture per reader, and a new MB of indices each
	// time costs its page faults again.
	n := r.dst.Rect.Dx() * r.dst.Rect.Dy()
	if cap(r.indices) < n {
		r.indices = make([]uint8, n)
	}
	img := palettedInto(r.dst, r.indices[:n])
	z := deflater()
	defer deflaters.put(z)
	return encodePalettedWith(w, img, z)
}

// encodePalettedWith writes img as image/png's Encoder writes a paletted
// image of 17 to 256 opaque colours: 8 bits a pixel, its palette, every
// row unfiltered, in IDAT chunks of its size, but compressed by z. Other
// images (fewer colours, which image/png packs into fewer bits, or
// transparent ones) go to image/png. TestEncodePalettedIsImagePNGs
// compares the two with compress/zlib's stream.
func encodePalettedWith(w io.Writer, img *image.Paletted, z zlibWriter) error {
	if len(img.Palette) <= 16 || img.Rect.Empty() || !opaquePalette(img.Palette) {
		enc := png.Encoder{CompressionLevel: png.DefaultCompression, BufferPool: pngBuffers}
		return enc.Encode(w, img)
	}
	var hdr [13]byte
	binary.BigEndian.PutUint32(hdr[0:], uint32(img.Rect.Dx()))
	binary.BigEndian.PutUint32(hdr[4:], uint32(img.Rect.Dy()))
	hdr[8], hdr[9] = 8, 3 // 8 bits a pixel, paletted
	plte := make([]byte, 0, 3*len(img.Palette))
	for _, c := range img.Palette {
		r, g, b, _ := c.RGBA()
		plte = append(plte, uint8(r>>8), uint8(g>>8), uint8(b>>8))
	}
	return writePNG(w, hdr, plte, z, func(zw io.Writer) error {
		// The rows, each after its filter type (0, None), as image/png
		// writes them: one Write a row.
		row := make([]byte, 1+img.Rect.Dx())
		for y := img.Rect.Min.Y; y < img.Rect.Max.Y; y++ {
			copy(row[1:], img.Pix[img.PixOffset(img.Rect.Min.X, y):])
			if _, err := zw.Write(row); err != nil {
				return err
			}
		}
		return nil
	})
}

// opaquePalette reports whether every colour of p is opaque.
func opaquePalette(p color.Palette) bool {
	for _, c := range p {
		if _, _, _, a := c.RGBA(); a != 0xffff {
			return false
		}
	}
	return true
}

// pngBuffers keeps image/png's encoder (its zlib writer's MB of tables)
// from one compact PNG to the next.
var pngBuffers = &pngBufferPool{}

// pngBufferPool is a png.EncoderBufferPool over a sync.Pool.
type pngBufferPool struct{ p sync.Pool }

func (b *pngBufferPool) Get() *png.EncoderBuffer {
	e, _ := b.p.Get().(*png.EncoderBuffer)
	return e
}

func (b *pngBufferPool) Put(e *png.EncoderBuffer) { b.p.Put(e) }

// Paletted returns img with a palette of its (at most) 256 most frequent
// colours, each other colour replaced by the nearest one of them.
//
// A board is mostly runs of one colour, and rows like the one above, so
// both passes read the pixels in place, touch a map only where the colour
// changes, and take a row like the one above whole: its runs counted
// again, its indices copied (a map access per pixel was a quarter of the
// CPU of a turn mail, issue 22). TestPalettedIsTheRunByRunOne compares it
// with the pass over every run of every row.
func Paletted(img *image.RGBA) *image.Paletted {
	return palettedInto(img, make([]byte, img.Rect.Dx()*img.Rect.Dy()))
}

// palettedInto is Paletted with pix (one byte a pixel of img, each
// written) as the result's pixels.
func palettedInto(img *image.RGBA, pix []byte) *image.Paletted {
	b := img.Bounds()
	counts := colourCounts(img)
	palette := frequentColours(counts, 256)
	// The table of counts becomes the table of indices: every colour of
	// the picture is in it, so no lookup misses or grows it.
	index := counts
	clear(index.slots)
	index.n = 0
	for i, c := range palette {
		index.set(rgbaKey(c.(color.RGBA)), int32(i))
	}
	out := &image.Paletted{Pix: pix, Stride: b.Dx(), Rect: b, Palette: palette}
	var above, aboveDst []byte
	for y := b.Min.Y; y < b.Max.Y; y++ {
		row := rgbaRow(img, y)
		dst := out.Pix[out.PixOffset(b.Min.X, y):][:b.Dx()]
		if above != nil && bytes.Equal(row, above) {
			copy(dst, aboveDst)
			continue
		}
		above, aboveDst = row, dst
		for x := 0; x < len(row); {
			k, n := colourRunKey(row, x)
			s := index.slot(k)
			if !s.used {
				s.used, s.key, s.val = true, k, int32(nearest(palette, keyRGBA(k)))
				index.n++
			}
			i := uint8(s.val)
			fill := dst[x/4 : x/4+n]
			for k := range fill {
				fill[k] = i
			}
			x += 4 * n
		}
	}
	return out
}

// colourRunCount is a run of n pixels of the colour of key k (rgbaKey).
type colourRunCount struct {
	k uint32
	n int32
}

// colourCounts returns how many pixels of img have each colour. A row
// like the one above is not read again: the runs of a row are counted
// once for it and every copy of it below.
func colourCounts(img *image.RGBA) *colourTable {
	b := img.Bounds()
	counts := newColourTable(1024)
	var runs []colourRunCount // the runs of the row above
	var above []byte
	copies := int32(0) // how many rows in a row have had them
	count := func() {
		for _, r := range runs {
			counts.add(r.k, r.n*copies)
		}
	}
	for y := b.Min.Y; y < b.Max.Y; y++ {
		row := rgbaRow(img, y)
		if above != nil && bytes.Equal(row, above) {
			copies++
			continue
		}
		count()
		runs, above, copies = runs[:0], row, 1
		for x := 0; x < len(row); {
			k, n := colourRunKey(row, x)
			runs = append(runs, colourRunCount{k, int32(n)})
			x += 4 * n
		}
	}
	count()
	return counts
}

// rgbaRow returns the pixels of img's row y, four bytes a pixel.
func rgbaRow(img *image.RGBA, y int) []byte {
	b := img.Bounds()
	start := img.PixOffset(b.Min.X, y)
	return img.Pix[start : start+4*b.Dx()]
}

// colourRunKey returns the colour (as rgbaKey) of the pixel at byte x of
// row and how many pixels from there have it.
func colourRunKey(row []byte, x int) (uint32, int) {
	w := binary.LittleEndian.Uint32(row[x:])
	n := 1
	for j := x + 4; j+4 <= len(row) && binary.LittleEndian.Uint32(row[j:]) == w; j += 4 {
		n++
	}
	// The bytes are R, G, B, A in memory: reversed, the word is rgbaKey.
	return bits.ReverseBytes32(w), n
}

// frequentColours returns the n most frequent colours of counts, the most
// frequent first, ties in the order of their values (so the palette does
// not depend on the table's order).
func frequentColours(counts *colourTable, n int) color.Palette {
	colours := make([]colourRunCount, 0, counts.n)
	for _, s := range counts.slots {
		if s.used {
			colours = append(colours, colourRunCount{s.key, s.val})
		}
	}
	slices.SortFunc(colours, func(a, b colourRunCount) int {
		if d := cmp.Compare(b.n, a.n); d != 0 {
			return d
		}
		return cmp.Compare(a.k, b.k)
	})
	palette := make(color.Palette, 0, n)
	for _, c := range colours[:min(n, len(colours))] {
		palette = append(palette, keyRGBA(c.k))
	}
	return palette
}

func rgbaKey(c color.RGBA) uint32 {
	return uint32(c.R)<<24 | uint32(c.G)<<16 | uint32(c.B)<<8 | uint32(c.A)
}

// nearest returns the index of the colour of palette closest to c, by
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
