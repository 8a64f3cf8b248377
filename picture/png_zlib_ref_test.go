package picture

import (
	"encoding/binary"
	"io"

	"github.com/klauspost/compress/flate"
)

// zlibStream is github.com/klauspost/compress/zlib's writer, byte for
// byte, with a faster Adler-32 (adler32Update): hash/adler32, which that
// writer uses, adds one byte at a time, about a twentieth of a board's
// instructions. TestZlibStreamIsKlauspostsZlib compares the two. The
// pictures are now compressed by rowDeflater; this stream stays as the
// reference whose sizes TestRowDeflaterSizes holds rowDeflater's to.
type zlibStream struct {
	w     io.Writer
	level int
	fw    *flate.Writer // made at the first write, as klauspost's is
	sum   uint32        // the Adler-32 of what was written
	wrote bool          // the header is written
	err   error
}

// newZlibStream returns a zlib writer of level (1 to 9) that writes to
// nothing until Reset.
func newZlibStream(level int) *zlibStream {
	return &zlibStream{w: io.Discard, level: level, sum: 1}
}

// Reset starts a new stream on w, keeping the deflater.
func (z *zlibStream) Reset(w io.Writer) {
	z.w, z.sum, z.wrote, z.err = w, 1, false, nil
	if z.fw != nil {
		z.fw.Reset(w)
	}
}

// header writes the stream's two bytes (RFC 1950: deflate, a 32 KB
// window, the level's FLEVEL, no dictionary, the check bits) and makes the
// deflater if there is none yet.
func (z *zlibStream) header() error {
	z.wrote = true
	var flevel byte
	switch {
	case z.level <= 1:
		flevel = 0
	case z.level <= 5:
		flevel = 1
	case z.level == 6:
		flevel = 2
	default:
		flevel = 3
	}
	h := [2]byte{0x78, flevel << 6}
	h[1] += uint8(31 - binary.BigEndian.Uint16(h[:])%31)
	if _, err := z.w.Write(h[:]); err != nil {
		return err
	}
	if z.fw == nil {
		fw, err := flate.NewWriter(z.w, z.level)
		if err != nil {
			return err
		}
		z.fw = fw
	}
	return nil
}

// Write compresses p.
func (z *zlibStream) Write(p []byte) (int, error) {
	if !z.wrote {
		z.err = z.header()
	}
	if z.err != nil {
		return 0, z.err
	}
	if len(p) == 0 {
		return 0, nil
	}
	n, err := z.fw.Write(p)
	if err != nil {
		z.err = err
		return n, err
	}
	z.sum = adler32Update(z.sum, p)
	return n, nil
}

// Close ends the deflate stream and writes the Adler-32, big-endian.
func (z *zlibStream) Close() error {
	if !z.wrote {
		z.err = z.header()
	}
	if z.err != nil {
		return z.err
	}
	if z.err = z.fw.Close(); z.err != nil {
		return z.err
	}
	var s [4]byte
	binary.BigEndian.PutUint32(s[:], z.sum)
	_, z.err = z.w.Write(s[:])
	return z.err
}
