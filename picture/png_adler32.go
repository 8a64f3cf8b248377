package picture

import "encoding/binary"

// Adler-32's modulus, and the most bytes added before s2 could pass 2³².
const (
	adlerMod = 65521
	adlerMax = 5552
)

// adler32Update returns the Adler-32 of what sum was the checksum of,
// followed by p, as hash/adler32 does, eight bytes at a time: of bytes
// x0 … x7, s1 gains their sum, and s2 eight times s1 plus 8·x0 + 7·x1 +
// … + 1·x7, both sums worked out with one multiplication of the bytes
// spread in 16-bit lanes (the lanes' products stay below 2¹⁶, so none
// carries into the next). A word of zeros (a PNG's row like the one
// above) only adds 8·s1.
func adler32Update(sum uint32, p []byte) uint32 {
	const lanes = 0x00ff00ff00ff00ff
	s1, s2 := sum&0xffff, sum>>16
	for len(p) > 0 {
		q := p[:min(len(p), adlerMax)]
		p = p[len(q):]
		for ; len(q) >= 8; q = q[8:] {
			w := binary.LittleEndian.Uint64(q)
			s2 += 8 * s1
			if w == 0 {
				continue
			}
			even, odd := w&lanes, w>>8&lanes // x0 x2 x4 x6, x1 x3 x5 x7
			s2 += uint32(even*0x0008000600040002>>48) + uint32(odd*0x0007000500030001>>48)
			s1 += uint32((even + odd) * 0x0001000100010001 >> 48)
		}
		for _, x := range q {
			s1 += uint32(x)
			s2 += s1
		}
		s1 %= adlerMod
		s2 %= adlerMod
	}
	return s2<<16 | s1
}
