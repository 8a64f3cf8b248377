package picture

import (
	"bufio"
	"bytes"
	"encoding/binary"
	"hash/crc32"
	"image"
	"image/png"
	"io"

	kzlib "github.com/klauspost/compress/zlib"
)

// encodeRGB writes img as a true-colour PNG of 8 bits a channel, each row
// filtered by image/png's choice among the five filters, in IDAT chunks of
// image/png's size, compressed by a faster deflate than compress/flate's
// (rgbDeflater): the same pixels as image/png's Encoder writes, and bytes a
// little smaller. It is faster where a board spends most of its rows: a
// row the same as the one above (Up, all zeros) is found by one
// comparison, and Up's sum skips eight equal bytes at a time; image/png
// tries every filter on every byte of such rows. A picture with a
// transparent pixel goes to image/png. TestEncodeRGBIsImagePNGs compares
// the two, with compress/zlib's stream, byte for byte.
func encodeRGB(w io.Writer, img *image.RGBA) error {
	z := rgbDeflater.get()
	defer rgbDeflater.put(z)
	return encodeRGBWith(w, img, z)
}

// encodeRGBWith is encodeRGB with the zlib writer z.
func encodeRGBWith(w io.Writer, img *image.RGBA, z zlibWriter) error {
	if !img.Opaque() || img.Rect.Empty() {
		return (&png.Encoder{CompressionLevel: png.DefaultCompression}).Encode(w, img)
	}
	var hdr [13]byte
	binary.BigEndian.PutUint32(hdr[0:], uint32(img.Rect.Dx()))
	binary.BigEndian.PutUint32(hdr[4:], uint32(img.Rect.Dy()))
	hdr[8], hdr[9] = 8, 2 // 8 bits a channel, true colour
	return writePNG(w, hdr, nil, z, func(zw io.Writer) error { return writeRows(zw, img) })
}

// zlibWriter is a zlib stream writer that can start again on another
// writer: compress/zlib's (for the tests) and klauspost/compress's.
type zlibWriter interface {
	io.WriteCloser
	Reset(w io.Writer)
}

// A deflater keeps zlib writers (1–2 MB of tables each) of one level
// from one PNG to the next; a writer Reset writes the same stream as a
// new one.
type deflater struct {
	level int
	kept  keeper[zlibWriter]
}

// The levels of github.com/klauspost/compress's zlib for each PNG, chosen
// for files the size image/png writes at its default level. The boards
// (new game, the examples at half and whole) of `board --format png`:
// level 6 writes 4–9 % more than image/png, 7 at most 1 % more, 8 at most
// 0.4 % more for 5 % more instructions than 7. The turn mails of a new
// game with their compact PNGs: level 6 writes from 1.1 % less (Princes)
// to 1.6 % more (Palazzo), and 15 % fewer instructions than 8 in all.
var (
	rgbDeflater     = &deflater{level: 7}
	compactDeflater = &deflater{level: 6}
)

// get returns a zlib writer of d's level, kept or new. It writes a valid
// zlib stream of the same bytes as compress/zlib in about half the time;
// the PNG bytes differ, their pixels do not.
func (d *deflater) get() zlibWriter {
	return d.kept.get(func() zlibWriter {
		z, err := kzlib.NewWriterLevel(io.Discard, d.level)
		if err != nil {
			panic(err) // the levels are valid
		}
		return z
	})
}

// put keeps z for a later get.
func (d *deflater) put(z zlibWriter) { d.kept.put(z) }

// writePNG writes a PNG of header hdr (IHDR's data), with the PLTE chunk
// plte when it is not nil, whose image data rows writes, compressed by z.
func writePNG(w io.Writer, hdr [13]byte, plte []byte, z zlibWriter, rows func(io.Writer) error) error {
	cw := &chunkWriter{w: w}
	if _, err := io.WriteString(w, "\x89PNG\r\n\x1a\n"); err != nil {
		return err
	}
	cw.chunk("IHDR", hdr[:])
	if plte != nil {
		cw.chunk("PLTE", plte)
	}
	bw := bufio.NewWriterSize(chunkIDAT{cw}, 1<<15) // image/png's size
	z.Reset(bw)
	if err := rows(z); err != nil {
		return err
	}
	if err := z.Close(); err != nil {
		return err
	}
	if err := bw.Flush(); err != nil {
		return err
	}
	cw.chunk("IEND", nil)
	return cw.err
}

// writeRows writes the filtered rows of img to zw: each row's filter type,
// then its bytes under that filter.
func writeRows(zw io.Writer, img *image.RGBA) error {
	n := 3 * img.Rect.Dx()
	var cr [5][]byte // cr[f]: the row under filter f, after its type byte
	for f := range cr {
		cr[f] = make([]byte, 1+n)
		cr[f][0] = byte(f)
	}
	prev := make([]byte, 1+n)
	for y := img.Rect.Min.Y; y < img.Rect.Max.Y; y++ {
		src := img.Pix[img.PixOffset(img.Rect.Min.X, y):]
		cur := cr[0][1:]
		for i, j := 0, 0; i < n; i, j = i+3, j+4 {
			cur[i], cur[i+1], cur[i+2] = src[j], src[j+1], src[j+2]
		}
		f := chooseFilter(&cr, prev[1:])
		if _, err := zw.Write(cr[f]); err != nil {
			return err
		}
		prev, cr[0] = cr[0], prev
		cr[0][0] = 0
	}
	return nil
}

// PNG's filter types, the indices of cr.
const (
	ftNone = iota
	ftSub
	ftUp
	ftAverage
	ftPaeth
)

// chooseFilter filters the row cr[0] (after its type byte) against the
// row above, pr, and returns the filter whose bytes have the least sum of
// magnitudes (as signed bytes), as image/png does and in its order: Up,
// Paeth, None, Sub, Average, a later one chosen only when its sum is
// strictly less, its loop stopping as soon as it cannot be. The chosen
// filter's row is whole in cr[f]. Three bytes a pixel.
func chooseFilter(cr *[5][]byte, pr []byte) int {
	cur := cr[0][1:]
	if bytes.Equal(cur, pr) {
		clear(cr[ftUp][1:]) // a sum of 0 that no filter can beat
		return ftUp
	}
	best, f := upFilter(cr[ftUp][1:], cur, pr), ftUp
	if s := paethFilter(cr[ftPaeth][1:], cur, pr, best); s < best {
		best, f = s, ftPaeth
	}
	if s := noneSum(cur, best); s < best {
		best, f = s, ftNone
	}
	if s := subFilter(cr[ftSub][1:], cur, best); s < best {
		best, f = s, ftSub
	}
	if s := averageFilter(cr[ftAverage][1:], cur, pr, best); s < best {
		f = ftAverage
	}
	return f
}

// abs8 is the magnitude of a byte read as a signed one.
func abs8(d byte) int {
	if d < 128 {
		return int(d)
	}
	return 256 - int(d)
}

// upFilter writes cur minus the row above into dst and returns the sum of
// its magnitudes; eight equal bytes at a time add nothing.
func upFilter(dst, cur, pr []byte) int {
	sum, i := 0, 0
	for ; i+8 <= len(cur); i += 8 {
		if sameWord(cur, pr, i) {
			binary.LittleEndian.PutUint64(dst[i:], 0)
			continue
		}
		for k := i; k < i+8; k++ {
			dst[k] = cur[k] - pr[k]
			sum += abs8(dst[k])
		}
	}
	for ; i < len(cur); i++ {
		dst[i] = cur[i] - pr[i]
		sum += abs8(dst[i])
	}
	return sum
}

// paethFilter writes the Paeth filter of cur into dst, stopping once its
// sum reaches best, and returns the sum.
func paethFilter(dst, cur, pr []byte, best int) int {
	const bpp = 3
	sum := 0
	for i := 0; i < bpp; i++ {
		dst[i] = cur[i] - pr[i]
		sum += abs8(dst[i])
	}
	for i := bpp; i < len(cur); i++ {
		// Where eight bytes and the pixel before them are the row
		// above's, each predicts the byte above: they filter to 0.
		if i+8 <= len(cur) && sameWord(cur, pr, i) && sameWord(cur, pr, i-bpp) {
			binary.LittleEndian.PutUint64(dst[i:], 0)
			i += 7
			continue
		}
		dst[i] = cur[i] - paeth(cur[i-bpp], pr[i], pr[i-bpp])
		sum += abs8(dst[i])
		if sum >= best {
			break
		}
	}
	return sum
}

// sameWord reports whether the eight bytes of a and b at i are the same.
func sameWord(a, b []byte, i int) bool {
	return binary.LittleEndian.Uint64(a[i:]) == binary.LittleEndian.Uint64(b[i:])
}

// paeth is PNG's Paeth predictor of a byte from its left (a), upper (b)
// and upper-left (c) neighbours.
func paeth(a, b, c byte) byte {
	// p = a + b - c; its distances to a, b and c.
	pa, pb, pc := absInt(int(b)-int(c)), absInt(int(a)-int(c)), absInt(int(a)+int(b)-2*int(c))
	if pa <= pb && pa <= pc {
		return a
	}
	if pb <= pc {
		return b
	}
	return c
}

func absInt(v int) int {
	if v < 0 {
		return -v
	}
	return v
}

// noneSum returns the sum of the magnitudes of cur, stopping once it
// reaches best.
func noneSum(cur []byte, best int) int {
	sum := 0
	for _, b := range cur {
		sum += abs8(b)
		if sum >= best {
			break
		}
	}
	return sum
}

// subFilter writes the Sub filter of cur into dst, stopping once its sum
// reaches best, and returns the sum.
func subFilter(dst, cur []byte, best int) int {
	const bpp = 3
	sum := 0
	for i := 0; i < bpp; i++ {
		dst[i] = cur[i]
		sum += abs8(dst[i])
	}
	for i := bpp; i < len(cur); i++ {
		dst[i] = cur[i] - cur[i-bpp]
		sum += abs8(dst[i])
		if sum >= best {
			break
		}
	}
	return sum
}

// averageFilter writes the Average filter of cur into dst, stopping once
// its sum reaches best, and returns the sum.
func averageFilter(dst, cur, pr []byte, best int) int {
	const bpp = 3
	sum := 0
	for i := 0; i < bpp; i++ {
		dst[i] = cur[i] - pr[i]/2
		sum += abs8(dst[i])
	}
	for i := bpp; i < len(cur); i++ {
		dst[i] = cur[i] - byte((int(cur[i-bpp])+int(pr[i]))/2)
		sum += abs8(dst[i])
		if sum >= best {
			break
		}
	}
	return sum
}

// chunkWriter writes PNG chunks to w, remembering the first error.
type chunkWriter struct {
	w   io.Writer
	err error
	hdr [8]byte
}

// chunk writes one chunk: its length, name, data and CRC.
func (c *chunkWriter) chunk(name string, data []byte) {
	if c.err != nil {
		return
	}
	binary.BigEndian.PutUint32(c.hdr[:4], uint32(len(data)))
	copy(c.hdr[4:], name)
	crc := crc32.Update(crc32.ChecksumIEEE(c.hdr[4:8]), crc32.IEEETable, data)
	var sum [4]byte
	binary.BigEndian.PutUint32(sum[:], crc)
	for _, b := range [][]byte{c.hdr[:], data, sum[:]} {
		if _, c.err = c.w.Write(b); c.err != nil {
			return
		}
	}
}

// chunkIDAT writes each Write as an IDAT chunk (behind a bufio.Writer,
// as image/png does, so the chunks have its sizes).
type chunkIDAT struct{ c *chunkWriter }

func (d chunkIDAT) Write(b []byte) (int, error) {
	d.c.chunk("IDAT", b)
	if d.c.err != nil {
		return 0, d.c.err
	}
	return len(b), nil
}
