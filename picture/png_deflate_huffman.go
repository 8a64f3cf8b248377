package picture

import (
	"encoding/binary"
	"math/bits"
	"slices"
)

// The deflate codes of lengths and distances (RFC 1951, 3.2.5): each
// code's first value and its extra bits.
var (
	lengthBase  = [29]uint16{3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258}
	lengthExtra = [29]uint8{0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0}
	distBase    = [30]uint16{1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577}
	distExtra   = [30]uint8{0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13}

	// lengthCode is the code (less 257) of each length less 3.
	lengthCode [256]uint8
	// distLow is the code of each distance less 1 below 256, distHigh
	// that of each above, by the distance less 1 over 128.
	distLow, distHigh [256]uint8
)

func init() {
	for c := range lengthBase {
		for l := int(lengthBase[c]); l < int(lengthBase[c])+1<<lengthExtra[c] && l <= 258; l++ {
			lengthCode[l-3] = uint8(c)
		}
	}
	lengthCode[255] = 28 // 258 has its own code, not 227 + 31
	for c := range distBase {
		from, to := int(distBase[c])-1, int(distBase[c])-1+1<<distExtra[c]
		if from < 256 {
			for d := from; d < to; d++ {
				distLow[d] = uint8(c)
			}
			continue
		}
		// Above 256 each code covers whole multiples of 128.
		for k := from >> 7; k < to>>7; k++ {
			distHigh[k] = uint8(c)
		}
	}
}

// distCode returns the code of distance d+1.
func distCode(d int) uint8 {
	if d < 256 {
		return distLow[d]
	}
	return distHigh[d>>7]
}

// bitWriter packs codes into bytes, least significant bit first, as
// deflate reads them.
type bitWriter struct {
	bits uint64
	n    uint
	out  []byte
}

// put writes the low n bits of v (n ≤ 32).
func (b *bitWriter) put(v uint32, n uint) {
	b.bits |= uint64(v) << b.n
	b.n += n
	if b.n >= 32 {
		b.out = binary.LittleEndian.AppendUint32(b.out, uint32(b.bits))
		b.bits >>= 32
		b.n -= 32
	}
}

// align writes the bits left, padded with zeros to a whole byte.
func (b *bitWriter) align() {
	for b.n > 0 {
		b.out = append(b.out, byte(b.bits))
		b.bits >>= 8
		b.n -= min(b.n, 8)
	}
	b.bits = 0
}

// A huffCode is a symbol's code, its bits reversed for writing least
// significant first, and its length.
type huffCode struct {
	code uint16
	len  uint8
}

// huffmanCodes returns the codes of a Huffman code of at most limit bits
// for the symbols' frequencies: zero-length for a symbol of none. It
// gives at least two symbols a code (a deflate decoder may refuse a code
// of one symbol), adding symbols 0 and 1 if need be.
func huffmanCodes(freq []int32, limit uint8, codes []huffCode) {
	lens := make([]uint8, len(freq))
	huffmanLengths(freq, limit, lens)
	canonicalCodes(lens, codes)
}

// huffmanLengths writes into lens the code lengths of a Huffman code of
// freq whose longest code has at most limit bits: the frequencies are
// halved until the tree is that shallow, which costs a little
// compression in the rare block that needs it.
func huffmanLengths(freq []int32, limit uint8, lens []uint8) {
	type leaf struct {
		freq int32
		sym  int
	}
	leaves := make([]leaf, 0, len(freq))
	for s, f := range freq {
		if f > 0 {
			leaves = append(leaves, leaf{f, s})
		}
	}
	for s := 0; len(leaves) < 2; s++ {
		if freq[s] == 0 {
			leaves = append(leaves, leaf{1, s})
		}
	}
	slices.SortFunc(leaves, func(a, b leaf) int {
		if a.freq != b.freq {
			return int(a.freq - b.freq)
		}
		return a.sym - b.sym
	})
	n := len(leaves)
	weight := make([]int64, 2*n-1) // leaves, then the inner nodes in order made
	parent := make([]int, 2*n-1)
	depth := make([]uint8, 2*n-1)
	for shift := 0; ; shift++ {
		for k, l := range leaves {
			weight[k] = int64(max(l.freq>>shift, 1))
		}
		// Two queues, the leaves and the inner nodes, each in order of
		// weight: the two lightest nodes are at their fronts.
		li, ni := 0, n
		for k := n; k < 2*n-1; k++ {
			// Inner nodes made so far are k-n: the queue ends at k.
			a := pickLightest(weight, &li, &ni, n, k)
			b := pickLightest(weight, &li, &ni, n, k)
			weight[k] = weight[a] + weight[b]
			parent[a], parent[b] = k, k
		}
		depth[2*n-2] = 0
		deepest := uint8(0)
		for k := 2*n - 3; k >= 0; k-- {
			depth[k] = depth[parent[k]] + 1
			if k < n {
				deepest = max(deepest, depth[k])
			}
		}
		if deepest <= limit {
			break
		}
	}
	clear(lens)
	for k, l := range leaves {
		lens[l.sym] = depth[k]
	}
}

// pickLightest takes the lighter front of the two queues: the leaves
// li..n-1 and the inner nodes ni..made-1.
func pickLightest(weight []int64, li, ni *int, n, made int) int {
	if *li < n && (*ni >= made || weight[*li] <= weight[*ni]) {
		*li++
		return *li - 1
	}
	*ni++
	return *ni - 1
}

// canonicalCodes gives each symbol of a length its canonical code (RFC
// 1951, 3.2.2), reversed for writing.
func canonicalCodes(lens []uint8, codes []huffCode) {
	var count, next [16]uint16
	for _, l := range lens {
		count[l]++
	}
	count[0] = 0
	code := uint16(0)
	for l := 1; l < 16; l++ {
		code = (code + count[l-1]) << 1
		next[l] = code
	}
	for s, l := range lens {
		if l == 0 {
			codes[s] = huffCode{}
			continue
		}
		codes[s] = huffCode{bits.Reverse16(next[l]) >> (16 - l), l}
		next[l]++
	}
}

// clOrder is the order in which a dynamic block gives the lengths of the
// code-length code.
var clOrder = [19]uint8{16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15}

// writeBlock writes the tokens as one dynamic Huffman block, the last
// one if final, and starts a new block.
func (d *rowDeflater) writeBlock(final bool) {
	d.litFreq[256]++ // the block's end
	var lit [286]huffCode
	var dist [30]huffCode
	huffmanCodes(d.litFreq[:], 15, lit[:])
	huffmanCodes(d.distFreq[:], 15, dist[:])
	b := &d.bw
	b.put(boolBit(final)|2<<1, 3)
	d.writeCodes(lit[:], dist[:])
	for _, t := range d.toks {
		if t&matchFlag == 0 {
			c := lit[t]
			b.put(uint32(c.code), uint(c.len))
			continue
		}
		l, dd := int(t>>15&0xff), int(t&(windowSize-1))
		lc := lengthCode[l]
		c := lit[257+int(lc)]
		b.put(uint32(c.code)|uint32(l-int(lengthBase[lc])+3)<<c.len, uint(c.len+lengthExtra[lc]))
		dc := distCode(dd)
		c = dist[dc]
		b.put(uint32(c.code)|uint32(dd-int(distBase[dc])+1)<<c.len, uint(c.len+distExtra[dc]))
	}
	c := lit[256]
	b.put(uint32(c.code), uint(c.len))
	d.toks = d.toks[:0]
	d.litFreq, d.distFreq = [286]int32{}, [30]int32{}
}

// boolBit is 1 for true.
func boolBit(b bool) uint32 {
	if b {
		return 1
	}
	return 0
}

// writeCodes writes a dynamic block's header after its type: the counts
// of codes, the code-length code, and the lengths of the literal/length
// and distance codes, run-length coded with it.
func (d *rowDeflater) writeCodes(lit, dist []huffCode) {
	nlit, ndist := 286, 30
	for nlit > 257 && lit[nlit-1].len == 0 {
		nlit--
	}
	for ndist > 1 && dist[ndist-1].len == 0 {
		ndist--
	}
	lens := make([]uint8, 0, nlit+ndist)
	for _, c := range lit[:nlit] {
		lens = append(lens, c.len)
	}
	for _, c := range dist[:ndist] {
		lens = append(lens, c.len)
	}
	syms := runLengths(lens)
	var clFreq [19]int32
	for _, s := range syms {
		clFreq[s&0xff]++
	}
	var cl [19]huffCode
	huffmanCodes(clFreq[:], 7, cl[:])
	ncl := 19
	for ncl > 4 && cl[clOrder[ncl-1]].len == 0 {
		ncl--
	}
	b := &d.bw
	b.put(uint32(nlit-257)|uint32(ndist-1)<<5|uint32(ncl-4)<<10, 14)
	for _, s := range clOrder[:ncl] {
		b.put(uint32(cl[s].len), 3)
	}
	for _, s := range syms {
		c := cl[s&0xff]
		extra := s >> 8
		switch s & 0xff {
		case 16:
			b.put(uint32(c.code)|uint32(extra)<<c.len, uint(c.len)+2)
		case 17:
			b.put(uint32(c.code)|uint32(extra)<<c.len, uint(c.len)+3)
		case 18:
			b.put(uint32(c.code)|uint32(extra)<<c.len, uint(c.len)+7)
		default:
			b.put(uint32(c.code), uint(c.len))
		}
	}
}

// runLengths codes a list of code lengths with the code-length alphabet:
// each symbol in the low byte, its extra bits' value above.
func runLengths(lens []uint8) []uint16 {
	var syms []uint16
	for i := 0; i < len(lens); {
		l := lens[i]
		run := 1
		for i+run < len(lens) && lens[i+run] == l {
			run++
		}
		i += run
		if l == 0 {
			for run >= 11 {
				r := min(run, 138)
				syms = append(syms, 18|uint16(r-11)<<8)
				run -= r
			}
			if run >= 3 {
				syms = append(syms, 17|uint16(run-3)<<8)
				run = 0
			}
		} else {
			syms = append(syms, uint16(l))
			run--
			for run >= 3 {
				r := min(run, 6)
				syms = append(syms, 16|uint16(r-3)<<8)
				run -= r
			}
		}
		for ; run > 0; run-- {
			syms = append(syms, uint16(l))
		}
	}
	return syms
}
