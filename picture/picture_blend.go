package picture

import (
	"encoding/binary"
	"image"
	"image/color"
)

// blendMask draws colour c over dst inside box through the coverage mask
// (mask's pixel (0, 0) is box.Min), as the rasterizer's own Draw of a
// uniform colour does, but faster: that Draw divides three times per
// channel at every pixel of the shape's box, while most of a box is
// either outside the shape (coverage 0: the pixel stays) or inside it
// (coverage full: the pixel becomes c), which this does with a skip or a
// copy; only the anti-aliased edges are blended.
//
// Those pixels are the same as the rasterizer's to within 1 in a channel:
// its coverage has 16 bits, the mask 8, so an edge pixel is blended with
// the middle of the mask value's range (TestBlendMaskIsTheRasterizers).
// Pixels fully outside or inside are identical.
func blendMask(dst *image.RGBA, box image.Rectangle, mask *image.Alpha, c color.RGBA) {
	w := box.Dx()
	for y := range box.Dy() {
		m := mask.Pix[y*mask.Stride : y*mask.Stride+w]
		row := dst.Pix[dst.PixOffset(box.Min.X, box.Min.Y+y):]
		row = row[:4*w]
		for x := 0; x < w; x++ {
			a := m[x]
			if a == 0 {
				x += zeroRun(m[x+1:])
				continue
			}
			if a == 0xff && c.A == 0xff {
				n := 1 + fullRun(m[x+1:])
				fillPixels(row[4*x:4*(x+n)], c)
				x += n - 1
				continue
			}
			blendPixel(row[4*x:4*x+4:4*x+4], c, uint32(a)<<8|0x80)
		}
	}
}

// zeroRun returns how many bytes at the start of m are 0, eight at a time
// where it can.
func zeroRun(m []byte) int {
	n := 0
	for len(m)-n >= 8 && binary.LittleEndian.Uint64(m[n:]) == 0 {
		n += 8
	}
	for n < len(m) && m[n] == 0 {
		n++
	}
	return n
}

// fullRun returns how many bytes at the start of m are 0xff, eight at a
// time where it can: the inside of a shape, where its colour is copied.
func fullRun(m []byte) int {
	n := 0
	for len(m)-n >= 8 && binary.LittleEndian.Uint64(m[n:]) == ^uint64(0) {
		n += 8
	}
	for n < len(m) && m[n] == 0xff {
		n++
	}
	return n
}

// fillPixels sets every pixel of row (four bytes each) to c, two at a
// time.
func fillPixels(row []byte, c color.RGBA) {
	px := uint64(c.R) | uint64(c.G)<<8 | uint64(c.B)<<16 | uint64(c.A)<<24
	two := px | px<<32
	if len(row) >= 256 {
		// A long run (the inside of a panel): sixteen pixels written, then
		// copied onto the rest, twice as many each time.
		for i := 0; i < 64; i += 8 {
			binary.LittleEndian.PutUint64(row[i:], two)
		}
		for done := 64; done < len(row); done *= 2 {
			copy(row[done:], row[:done])
		}
		return
	}
	i := 0
	for ; i+8 <= len(row); i += 8 {
		binary.LittleEndian.PutUint64(row[i:], two)
	}
	if i < len(row) {
		binary.LittleEndian.PutUint32(row[i:], uint32(px))
	}
}

// blendPixel draws c over the pixel p with coverage ma (0 to 0xffff) by
// the formula of the rasterizer's uniform Draw over an RGBA image.
func blendPixel(p []byte, c color.RGBA, ma uint32) {
	sa := uint32(c.A) * 0x101
	a := 0xffff - (sa * ma / 0xffff)
	p[0] = uint8(((uint32(p[0])*0x101*a + uint32(c.R)*0x101*ma) / 0xffff) >> 8)
	p[1] = uint8(((uint32(p[1])*0x101*a + uint32(c.G)*0x101*ma) / 0xffff) >> 8)
	p[2] = uint8(((uint32(p[2])*0x101*a + uint32(c.B)*0x101*ma) / 0xffff) >> 8)
	p[3] = uint8(((uint32(p[3])*0x101*a + sa*ma) / 0xffff) >> 8)
}

// blendPattern draws the pattern p over dst inside box through the
// coverage mask (mask's pixel (0, 0) is box.Min), as image/draw's DrawMask
// with draw.Over does (drawRGBA64ImageMaskOver, the same arithmetic), but
// working out the pattern's colour only where the mask covers a pixel,
// and copying it where the mask covers it whole: the pattern's colour,
// worked out in floating point, was most of a patterned fill's cost.
// TestBlendPatternIsDrawMasks compares the two.
func blendPattern(dst *image.RGBA, box image.Rectangle, mask *image.Alpha, p patternImage) {
	const m = 1<<16 - 1
	w := box.Dx()
	for y := range box.Dy() {
		ms := mask.Pix[y*mask.Stride : y*mask.Stride+w]
		row := dst.Pix[dst.PixOffset(box.Min.X, box.Min.Y+y):]
		row = row[:4*w]
		py := box.Min.Y + y
		for x, a := range ms {
			if a == 0 {
				continue // Over a coverage of 0 leaves the pixel
			}
			c := p.rgbaAt(box.Min.X+x, py)
			d := row[4*x : 4*x+4 : 4*x+4]
			if a == 0xff {
				d[0], d[1], d[2], d[3] = c.R, c.G, c.B, c.A // c is opaque
				continue
			}
			ma := uint32(a) | uint32(a)<<8
			sa := uint32(c.A) * 0x101
			f := (m - sa*ma/m) * 0x101
			d[0] = uint8((uint32(d[0])*f + uint32(c.R)*0x101*ma) / m >> 8)
			d[1] = uint8((uint32(d[1])*f + uint32(c.G)*0x101*ma) / m >> 8)
			d[2] = uint8((uint32(d[2])*f + uint32(c.B)*0x101*ma) / m >> 8)
			d[3] = uint8((uint32(d[3])*f + sa*ma) / m >> 8)
		}
	}
}
