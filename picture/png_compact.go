package picture

import (
	"bytes"
	"cmp"
	"encoding/binary"
	"image"
	"image/color"
	"image/png"
	"io"
	"math"
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
// It compresses about as much as zlib's default level (compactDeflater),
// as WritePNG does: on the four
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
	img := palettedInto(r.dst, r.indices[:n], &r.colours)
	z := compactDeflater.get()
	defer compactDeflater.put(z)
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
// the pixels are read once, run by run, each run's colour looked up once
// (a map access per pixel was a quarter of the CPU of a turn mail, issue
// 22), a row like the one above taken whole; the runs are kept, as
// numbers of colours, and written out as palette indices once the palette
// is known. TestPalettedMatchesPerPixel and
// TestPalettedOnRandomImagesMatchesPerPixel compare it with the pass over
// every pixel.
func Paletted(img *image.RGBA) *image.Paletted {
	return palettedInto(img, make([]byte, img.Rect.Dx()*img.Rect.Dy()), &colourScan{})
}

// colourScan is the colours of an image, as palettedInto reads them:
// each distinct colour numbered in the order met, and each row as runs of
// those numbers. A raster keeps one for the next picture, and the nearest
// palette colour of each colour met while the palette stays the same.
type colourScan struct {
	ids    *colourTable // rgbaKey → the colour's number
	keys   []uint32     // the colours by number
	counts []int32      // their pixels
	// runs holds each run's colour number and length, in turn, in chunks
	// that are filled, not grown: growing one slice copied it again and
	// again, each copy on new pages (a fifth of a turn mail's faults).
	runs  [][]uint32
	chunk int       // the chunk being filled
	rows  []rowRuns // each row's runs
	// palette is the last palette, and nearestOf each colour's index in
	// it once looked up.
	palette   color.Palette
	nearestOf *colourTable
}

// rowRuns is a row's runs, runs[chunk][start:end] of its colourScan;
// same: the row is the same as the one above.
type rowRuns struct {
	chunk, start, end int32
	same              bool
}

// runChunk is the length of a chunk of runs (256 KB).
const runChunk = 1 << 16

// runsOf returns the runs of row.
func (sc *colourScan) runsOf(row rowRuns) []uint32 {
	return sc.runs[row.chunk][row.start:row.end]
}

// room makes the chunk being filled one with room for n more numbers.
func (sc *colourScan) room(n int) {
	if len(sc.runs) > 0 {
		c := sc.runs[sc.chunk]
		if cap(c)-len(c) >= n {
			return
		}
		sc.chunk++
	}
	if sc.chunk == len(sc.runs) {
		sc.runs = append(sc.runs, make([]uint32, 0, max(runChunk, n)))
	}
	if c := sc.runs[sc.chunk]; cap(c) < n {
		sc.runs[sc.chunk] = make([]uint32, 0, n)
	}
}

// palettedInto is Paletted with pix (one byte a pixel of img, each
// written) as the result's pixels, and sc's buffers.
func palettedInto(img *image.RGBA, pix []byte, sc *colourScan) *image.Paletted {
	b := img.Bounds()
	sc.scan(img)
	palette := frequentColours(sc.keys, sc.counts, 256)
	index := sc.indices(palette)
	out := &image.Paletted{Pix: pix, Stride: b.Dx(), Rect: b, Palette: palette}
	var above []byte
	for i, row := range sc.rows {
		dst := out.Pix[i*out.Stride:][:b.Dx()]
		if row.same {
			copy(dst, above)
			continue
		}
		above = dst
		runs := sc.runsOf(row)
		for j := 0; j < len(runs); j += 2 {
			c, n := index[runs[j]], runs[j+1]
			fillIndex(dst[:n], c)
			dst = dst[n:]
		}
	}
	return out
}

// fillIndex sets every byte of run to c, eight at a time where it can:
// a board's runs of background are hundreds of pixels long.
func fillIndex(run []byte, c byte) {
	if len(run) >= 8 {
		word := uint64(c) * 0x0101010101010101
		for len(run) >= 8 {
			binary.LittleEndian.PutUint64(run, word)
			run = run[8:]
		}
	}
	for k := range run {
		run[k] = c
	}
}

// scan reads img's colours into sc: their numbers, counts, and each row's
// runs. A row like the one above is not read again: its runs are counted
// once more.
func (sc *colourScan) scan(img *image.RGBA) {
	b := img.Bounds()
	if sc.ids == nil {
		sc.ids = newColourTable(1024)
	} else {
		sc.ids.reset()
	}
	sc.keys, sc.counts, sc.rows = sc.keys[:0], sc.counts[:0], sc.rows[:0]
	for i := range sc.runs {
		sc.runs[i] = sc.runs[i][:0]
	}
	sc.chunk = 0
	var above []byte
	last := rowRuns{}
	for y := b.Min.Y; y < b.Max.Y; y++ {
		row := rgbaRow(img, y)
		if above != nil && bytes.Equal(row, above) {
			sc.rows = append(sc.rows, rowRuns{same: true})
			sc.count(last)
			continue
		}
		above = row
		sc.room(2 * len(row) / 4) // a run a pixel at most
		runs := sc.runs[sc.chunk]
		last = rowRuns{chunk: int32(sc.chunk), start: int32(len(runs))}
		for x := 0; x < len(row); {
			k, n := colourRunKey(row, x)
			s := sc.ids.slot(k)
			id := s.val
			if !s.used {
				id = int32(len(sc.keys))
				s.used, s.key, s.val = true, k, id
				sc.keys, sc.counts = append(sc.keys, k), append(sc.counts, 0)
				sc.ids.added() // s is stale from here
			}
			runs = append(runs, uint32(id), uint32(n))
			x += 4 * n
		}
		sc.runs[sc.chunk] = runs
		last.end = int32(len(runs))
		sc.rows = append(sc.rows, last)
		sc.count(last)
	}
}

// count adds the pixels of the runs of row to their colours' counts.
func (sc *colourScan) count(row rowRuns) {
	runs := sc.runsOf(row)
	for j := 0; j < len(runs); j += 2 {
		sc.counts[runs[j]] += int32(runs[j+1])
	}
}

// indices returns each colour's index in palette, by number: its own, or
// the nearest's, kept from the last picture while the palette is the same
// (a turn mail's readers' boards share most colours and their palette).
func (sc *colourScan) indices(palette color.Palette) []uint8 {
	if sc.nearestOf == nil || !slices.Equal(sc.palette, palette) {
		sc.palette = slices.Clone(palette)
		sc.nearestOf = newColourTable(1024)
		for i, c := range palette {
			sc.nearestOf.set(rgbaKey(c.(color.RGBA)), int32(i))
		}
	}
	index := make([]uint8, len(sc.keys))
	var finder nearestFinder // made at the first colour not in the palette
	for id, k := range sc.keys {
		i, ok := sc.nearestOf.get(k)
		if !ok {
			if finder.byRed == nil {
				finder = newNearestFinder(palette)
			}
			i = int32(finder.nearest(keyRGBA(k)))
			sc.nearestOf.set(k, i)
		}
		index[id] = uint8(i)
	}
	return index
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
	j := x + 4
	if j+4 > len(row) || binary.LittleEndian.Uint32(row[j:]) != w {
		return bits.ReverseBytes32(w), 1 // an anti-aliased edge, mostly
	}
	// A longer run, read eight pixels at a time, then two, then one.
	two := uint64(w) | uint64(w)<<32
	for j+32 <= len(row) && binary.LittleEndian.Uint64(row[j:]) == two && binary.LittleEndian.Uint64(row[j+8:]) == two &&
		binary.LittleEndian.Uint64(row[j+16:]) == two && binary.LittleEndian.Uint64(row[j+24:]) == two {
		j += 32
	}
	for j+8 <= len(row) && binary.LittleEndian.Uint64(row[j:]) == two {
		j += 8
	}
	for j+4 <= len(row) && binary.LittleEndian.Uint32(row[j:]) == w {
		j += 4
	}
	// The bytes are R, G, B, A in memory: reversed, the word is rgbaKey.
	return bits.ReverseBytes32(w), (j - x) / 4
}

// frequentColours returns the n most frequent of the colours keys
// (rgbaKey) with their counts, the most frequent first, ties in the order
// of their values (so the palette does not depend on the order met).
func frequentColours(keys []uint32, counts []int32, n int) color.Palette {
	ids := make([]int32, len(keys))
	for i := range ids {
		ids[i] = int32(i)
	}
	slices.SortFunc(ids, func(a, b int32) int {
		if d := cmp.Compare(counts[b], counts[a]); d != 0 {
			return d
		}
		return cmp.Compare(keys[a], keys[b])
	})
	palette := make(color.Palette, 0, n)
	for _, id := range ids[:min(n, len(ids))] {
		palette = append(palette, keyRGBA(keys[id]))
	}
	return palette
}

func rgbaKey(c color.RGBA) uint32 {
	return uint32(c.R)<<24 | uint32(c.G)<<16 | uint32(c.B)<<8 | uint32(c.A)
}

// nearestFinder finds the colour of a palette closest to a colour, by
// squared distance in R, G, B and alpha, the first of equals (in the
// palette's order), as the linear search over the palette does
// (TestNearestFinderIsTheLinearSearch) but without looking at most of the
// palette: its colours sorted by red, it looks outwards from the colour's
// red and stops on each side once the red alone is farther than the best.
type nearestFinder struct {
	byRed []paletteColour
}

// paletteColour is a colour of the palette and its index.
type paletteColour struct {
	r, g, b, a, index int32
}

// newNearestFinder returns the finder of palette's colours.
func newNearestFinder(palette color.Palette) nearestFinder {
	f := nearestFinder{byRed: make([]paletteColour, len(palette))}
	for i, c := range palette {
		q := c.(color.RGBA)
		f.byRed[i] = paletteColour{int32(q.R), int32(q.G), int32(q.B), int32(q.A), int32(i)}
	}
	slices.SortFunc(f.byRed, func(x, y paletteColour) int { return cmp.Compare(x.r, y.r) })
	return f
}

// nearest returns the index in the palette of the colour closest to c.
func (f nearestFinder) nearest(c color.RGBA) int {
	r, g, b, a := int32(c.R), int32(c.G), int32(c.B), int32(c.A)
	best, bestD := int32(-1), int32(math.MaxInt32)
	try := func(p *paletteColour) {
		dr, dg, db, da := p.r-r, p.g-g, p.b-b, p.a-a
		d := dr*dr + dg*dg + db*db + da*da
		if d < bestD || d == bestD && p.index < best {
			best, bestD = p.index, d
		}
	}
	hi, _ := slices.BinarySearchFunc(f.byRed, r, func(p paletteColour, r int32) int { return cmp.Compare(p.r, r) })
	lo := hi - 1
	for lo >= 0 || hi < len(f.byRed) {
		// A side is done once its red alone is farther than the best: a
		// tie could still come from there only at the same distance.
		if lo >= 0 {
			if dr := r - f.byRed[lo].r; dr*dr > bestD {
				lo = -1
			} else {
				try(&f.byRed[lo])
				lo--
			}
		}
		if hi < len(f.byRed) {
			if dr := f.byRed[hi].r - r; dr*dr > bestD {
				hi = len(f.byRed)
			} else {
				try(&f.byRed[hi])
				hi++
			}
		}
	}
	return int(best)
}
