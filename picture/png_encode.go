package picture

import (
	"bufio"
	"bytes"
	"encoding/binary"
	"hash/crc32"
	"image"
	"image/png"
	"io"
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

// encodeOpaqueRGB is encodeRGB of an image known to be opaque: a raster's,
// whose background and every colour drawn over it are opaque (Color has
// no alpha), so that the pass over every pixel's alpha is spared.
func encodeOpaqueRGB(w io.Writer, img *image.RGBA) error {
	z := rgbDeflater.get()
	defer rgbDeflater.put(z)
	return encodeKnownRGBWith(w, img, z, true)
}

// encodeRGBWith is encodeRGB with the zlib writer z.
func encodeRGBWith(w io.Writer, img *image.RGBA, z zlibWriter) error {
	return encodeKnownRGBWith(w, img, z, false)
}

// encodeKnownRGBWith is encodeRGBWith, which need not check the pixels'
// alpha when opaque tells they are all opaque.
func encodeKnownRGBWith(w io.Writer, img *image.RGBA, z zlibWriter, opaque bool) error {
	if !(opaque || img.Opaque()) || img.Rect.Empty() {
		return (&png.Encoder{CompressionLevel: png.DefaultCompression}).Encode(w, img)
	}
	var hdr [13]byte
	binary.BigEndian.PutUint32(hdr[0:], uint32(img.Rect.Dx()))
	binary.BigEndian.PutUint32(hdr[4:], uint32(img.Rect.Dy()))
	hdr[8], hdr[9] = 8, 2 // 8 bits a channel, true colour
	return writePNG(w, hdr, nil, z, func(zw io.Writer) error { return writeRows(zw, img) })
}

// zlibWriter is a zlib stream writer that can start again on another
// writer: pbem's rowDeflater, or in tests compress/zlib's and
// klauspost/compress's (the references).
type zlibWriter interface {
	io.WriteCloser
	Reset(w io.Writer)
}

// A deflater keeps a zlib writer (about 600 KB of window and tables)
// from one PNG to the next; a writer Reset writes the same stream as a
// new one.
type deflater struct {
	// level is that of the klauspost/compress zlib writer the PNGs were
	// compressed with before rowDeflater: a board at 7 wrote at most 1 %
	// more than image/png, a turn mail's compact PNG at 6 about as much.
	// rowDeflater writes no more than they did (TestRowDeflaterSizes
	// compares them).
	level int
	kept  keeper[*rowDeflater]
}

// The deflaters of the true-colour and the compact PNGs.
var (
	rgbDeflater     = &deflater{level: 7}
	compactDeflater = &deflater{level: 6}
)

// get returns a kept rowDeflater, or a new one. It writes a valid zlib
// stream in about three quarters of the instructions of klauspost's at
// level 7, of about the same size; the PNG bytes differ from that
// writer's, their pixels do not.
func (d *deflater) get() *rowDeflater {
	return d.kept.get(newRowDeflater)
}

// put keeps z for a later get.
func (d *deflater) put(z *rowDeflater) { d.kept.put(z) }

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
	if rd, ok := z.(*rowDeflater); ok {
		rd.setStride(rowBytes(hdr))
	}
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

// rowBytes returns the length of a filtered row of the PNG of header
// hdr, its filter type included: 1 + 3 bytes a pixel for true colour
// (type 2), 1 byte a pixel otherwise (the paletted PNGs of 8 bits).
func rowBytes(hdr [13]byte) int {
	bpp := 1
	if hdr[9] == 2 {
		bpp = 3
	}
	return 1 + bpp*int(binary.BigEndian.Uint32(hdr[0:4]))
}

// writeRows writes the filtered rows of img to zw: each row's filter type,
// then its bytes under that filter. A row whose pixels are those of the
// row above is Up's row of zeros, which chooseFilter would pick: it is
// found by comparing the image's rows, before converting the row to three
// bytes a pixel (a board repeats a fifth to a third of its rows).
func writeRows(zw io.Writer, img *image.RGBA) error {
	n := 3 * img.Rect.Dx()
	var cr [5][]byte // cr[f]: the row under filter f, after its type byte
	for f := range cr {
		cr[f] = make([]byte, 1+n)
		cr[f][0] = byte(f)
	}
	prev := make([]byte, 1+n)
	zeros := make([]byte, 1+n) // Up's row when the row above is the same
	zeros[0] = ftUp
	var above []byte // the row above, four bytes a pixel
	for y := img.Rect.Min.Y; y < img.Rect.Max.Y; y++ {
		start := img.PixOffset(img.Rect.Min.X, y)
		src := img.Pix[start : start+4*img.Rect.Dx()]
		if above != nil && bytes.Equal(src, above) {
			// prev, the row above in three bytes, is this row too.
			if _, err := zw.Write(zeros); err != nil {
				return err
			}
			continue
		}
		above = src
		rgbRow(cr[0][1:], src)
		f := chooseFilter(&cr, prev[1:])
		if _, err := zw.Write(cr[f]); err != nil {
			return err
		}
		prev, cr[0] = cr[0], prev
		cr[0][0] = 0
	}
	return nil
}

// rgbRow writes the red, green and blue bytes of each pixel of src (four
// bytes a pixel) into dst (three), four pixels at a time where it can.
func rgbRow(dst, src []byte) {
	for len(src) >= 16 && len(dst) >= 12 {
		a := binary.LittleEndian.Uint64(src)     // pixels 0 and 1
		b := binary.LittleEndian.Uint64(src[8:]) // pixels 2 and 3
		lo := a&0xffffff | a>>8&0xffffff000000   // their six bytes
		hi := b&0xffffff | b>>8&0xffffff000000
		binary.LittleEndian.PutUint64(dst, lo|hi<<48)
		binary.LittleEndian.PutUint32(dst[8:], uint32(hi>>16))
		src, dst = src[16:], dst[12:]
	}
	for len(src) >= 4 && len(dst) >= 3 {
		dst[0], dst[1], dst[2] = src[0], src[1], src[2]
		src, dst = src[4:], dst[3:]
	}
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
			j := sameRunEnd(cur, pr, i+8)
			clear(dst[i:j])
			i = j - 8
			continue
		}
		d := subBytes(binary.LittleEndian.Uint64(cur[i:]), binary.LittleEndian.Uint64(pr[i:]))
		binary.LittleEndian.PutUint64(dst[i:], d)
		sum += absSum8(d)
	}
	for ; i < len(cur); i++ {
		dst[i] = cur[i] - pr[i]
		sum += abs8(dst[i])
	}
	return sum
}

// The eight bytes of a word at once (SWAR): the filters' differences and
// their sums of magnitudes without a loop over the bytes.
// TestSubBytesAndAbsSum8 checks them against the bytes one by one.
const (
	highBits  = 0x8080808080808080
	evenBytes = 0x00ff00ff00ff00ff
)

// subBytes returns x - y byte by byte, each byte wrapping as a byte does.
func subBytes(x, y uint64) uint64 {
	return ((x | highBits) - (y &^ highBits)) ^ ((x ^ ^y) & highBits)
}

// absSum8 returns the sum of abs8 of the eight bytes of d.
func absSum8(d uint64) int {
	neg := (d & highBits) >> 7                 // 1 in each byte below zero
	a := (d ^ (neg * 0xff)) + neg              // each byte's magnitude, at most 128
	a = a&evenBytes + a>>8&evenBytes           // four sums of two, at most 256
	return int((a * 0x0001000100010001) >> 48) // the four summed, at most 1,024
}

// paethFilter writes the Paeth filter of cur into dst, stopping once its
// sum reaches best, and returns the sum. It goes eight bytes at a time,
// and writes eight zeros where it can tell at once that each byte is its
// prediction: the eight bytes and the pixel before them are the row
// above's, or both rows are inside a run of one colour (flatWord). Where
// each byte's upper or left neighbour is its upper-left one, the
// prediction is the other neighbour, for all eight bytes at once.
func paethFilter(dst, cur, pr []byte, best int) int {
	const bpp = 3
	sum := 0
	for i := 0; i < bpp; i++ {
		dst[i] = cur[i] - pr[i]
		sum += abs8(dst[i])
	}
	i := bpp
	for ; i+8 <= len(cur); i += 8 {
		if sameWord(cur, pr, i) && sameWord(cur, pr, i-bpp) {
			// Every word up to j has its eight bytes and the pixel
			// before them the row above's too: all zeros.
			j := sameRunEnd(cur, pr, i+8)
			clear(dst[i:j])
			i = j - 8
			continue
		}
		if flatWord(cur, i) && flatWord(pr, i) {
			binary.LittleEndian.PutUint64(dst[i:], 0)
			continue
		}
		switch ul := binary.LittleEndian.Uint64(pr[i-bpp:]); {
		case binary.LittleEndian.Uint64(pr[i:]) == ul:
			// Each byte's upper neighbour is its upper-left one: Paeth
			// predicts the left one, as Sub does.
			d := subBytes(binary.LittleEndian.Uint64(cur[i:]), binary.LittleEndian.Uint64(cur[i-bpp:]))
			binary.LittleEndian.PutUint64(dst[i:], d)
			sum += absSum8(d)
		case binary.LittleEndian.Uint64(cur[i-bpp:]) == ul:
			// Each byte's left neighbour is its upper-left one: Paeth
			// predicts the upper one, as Up does.
			d := subBytes(binary.LittleEndian.Uint64(cur[i:]), binary.LittleEndian.Uint64(pr[i:]))
			binary.LittleEndian.PutUint64(dst[i:], d)
			sum += absSum8(d)
		default:
			// The eight predictions at once (paeth8): each byte's
			// neighbours are bytes of the rows, not of the output.
			l, p, ul := binary.LittleEndian.Uint64(cur[i-bpp:]), binary.LittleEndian.Uint64(pr[i:]), binary.LittleEndian.Uint64(pr[i-bpp:])
			d := subBytes(binary.LittleEndian.Uint64(cur[i:]), paeth8(l, p, ul))
			binary.LittleEndian.PutUint64(dst[i:], d)
			sum += absSum8(d)
		}
		if sum >= best {
			return sum
		}
	}
	for ; i < len(cur); i++ {
		dst[i] = cur[i] - paeth(cur[i-bpp], pr[i], pr[i-bpp])
		sum += abs8(dst[i])
	}
	return sum
}

// flatWord reports whether the eight bytes of row at i are those of the
// pixel before each (i ≥ 3): inside a run of one colour. Where both rows
// are flat, each byte's upper and upper-left neighbours are equal, so
// Paeth predicts the left one, the byte itself, and the filter writes 0.
func flatWord(row []byte, i int) bool {
	return binary.LittleEndian.Uint64(row[i:]) == binary.LittleEndian.Uint64(row[i-3:])
}

// sameBlock is how many bytes sameRunEnd compares at once: a board's row
// that differs from the one above mostly differs in a few short spans,
// and one comparison of 64 bytes (runtime.memequal, vector instructions)
// costs about what two words compared one by one do.
const sameBlock = 64

// sameRunEnd returns the end of the run of blocks of sameBlock bytes from
// j on that a and b share (j itself when the first differs or is short).
// upFilter and paethFilter write zeros over it at once instead of word by
// word. TestFilterRunsAreBytewise compares them with the filters byte by
// byte.
func sameRunEnd(a, b []byte, j int) int {
	for j+sameBlock <= len(a) && bytes.Equal(a[j:j+sameBlock], b[j:j+sameBlock]) {
		j += sameBlock
	}
	return j
}

// sameWord reports whether the eight bytes of a and b at i are the same.
func sameWord(a, b []byte, i int) bool {
	return binary.LittleEndian.Uint64(a[i:]) == binary.LittleEndian.Uint64(b[i:])
}

// paeth8 is paeth of the eight bytes of a, b and c, each byte of the
// result that of the same bytes of the three: four bytes at a time in
// 16-bit lanes, without a branch. TestPaeth8IsPaeth compares them.
func paeth8(a, b, c uint64) uint64 {
	lo := paethLanes(spread4(uint32(a)), spread4(uint32(b)), spread4(uint32(c)))
	hi := paethLanes(spread4(uint32(a>>32)), spread4(uint32(b>>32)), spread4(uint32(c>>32)))
	return uint64(pack4(lo)) | uint64(pack4(hi))<<32
}

// laneHigh is the top bit of each 16-bit lane: the lanes hold values
// below 2¹⁵, and a lane's top bit carries its comparison's result.
const laneHigh = 0x8000800080008000

// spread4 puts the four bytes of x in the low bytes of four 16-bit lanes.
func spread4(x uint32) uint64 {
	v := uint64(x)
	v = (v | v<<16) & 0x0000ffff0000ffff
	return (v | v<<8) & 0x00ff00ff00ff00ff
}

// pack4 is spread4 undone: the low bytes of the four lanes of v.
func pack4(v uint64) uint32 {
	v = (v | v>>8) & 0x0000ffff0000ffff
	return uint32(v | v>>16)
}

// lanesLE returns all ones in each lane where x ≤ y, zeros elsewhere.
func lanesLE(x, y uint64) uint64 {
	return (((y | laneHigh) - x) & laneHigh >> 15) * 0xffff
}

// lanesAbsDiff returns |x - y| in each lane.
func lanesAbsDiff(x, y uint64) uint64 {
	ge := lanesLE(y, x)
	return ((x|laneHigh)-y)&^laneHigh&ge | ((y|laneHigh)-x)&^laneHigh&^ge
}

// paethLanes is paeth in each of four lanes of bytes a, b and c.
func paethLanes(a, b, c uint64) uint64 {
	pa, pb, pc := lanesAbsDiff(b, c), lanesAbsDiff(a, c), lanesAbsDiff(a+b, c+c)
	m := lanesLE(pb, pc)
	r := b&m | c&^m
	m = lanesLE(pa, pb) & lanesLE(pa, pc)
	return a&m | r&^m
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
	for len(cur) >= 8 {
		sum += absSum8(binary.LittleEndian.Uint64(cur))
		if sum >= best {
			return sum
		}
		cur = cur[8:]
	}
	for _, b := range cur {
		sum += abs8(b)
	}
	return sum
}

// subFilter writes the Sub filter of cur into dst, stopping once its sum
// reaches best, and returns the sum. It goes eight bytes at a time, and
// writes eight zeros inside a run of one colour.
func subFilter(dst, cur []byte, best int) int {
	const bpp = 3
	sum := 0
	for i := 0; i < bpp; i++ {
		dst[i] = cur[i]
		sum += abs8(dst[i])
	}
	i := bpp
	for ; i+8 <= len(cur); i += 8 {
		if flatWord(cur, i) {
			binary.LittleEndian.PutUint64(dst[i:], 0)
			continue
		}
		d := subBytes(binary.LittleEndian.Uint64(cur[i:]), binary.LittleEndian.Uint64(cur[i-bpp:]))
		binary.LittleEndian.PutUint64(dst[i:], d)
		sum += absSum8(d)
		if sum >= best {
			return sum
		}
	}
	for ; i < len(cur); i++ {
		dst[i] = cur[i] - cur[i-bpp]
		sum += abs8(dst[i])
	}
	return sum
}

// averageFilter writes the Average filter of cur into dst, stopping once
// its sum reaches best, and returns the sum. It goes eight bytes at a
// time, and writes eight zeros where a run of one colour goes on from the
// row above (each byte the average of its left and upper neighbours).
func averageFilter(dst, cur, pr []byte, best int) int {
	const bpp = 3
	sum := 0
	for i := 0; i < bpp; i++ {
		dst[i] = cur[i] - pr[i]/2
		sum += abs8(dst[i])
	}
	i := bpp
	for ; i+8 <= len(cur); i += 8 {
		if flatWord(cur, i) && sameWord(cur, pr, i) {
			binary.LittleEndian.PutUint64(dst[i:], 0)
			continue
		}
		l, p := binary.LittleEndian.Uint64(cur[i-bpp:]), binary.LittleEndian.Uint64(pr[i:])
		avg := l&p + (l^p)>>1&^highBits // each byte's (l + p) / 2, rounded down
		d := subBytes(binary.LittleEndian.Uint64(cur[i:]), avg)
		binary.LittleEndian.PutUint64(dst[i:], d)
		sum += absSum8(d)
		if sum >= best {
			return sum
		}
	}
	for ; i < len(cur); i++ {
		dst[i] = cur[i] - byte((int(cur[i-bpp])+int(pr[i]))/2)
		sum += abs8(dst[i])
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
