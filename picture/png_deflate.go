package picture

import (
	"bytes"
	"encoding/binary"
	"io"
	"math/bits"
	"reflect"
)

// rowDeflater is a zlib stream writer (RFC 1950, deflate of RFC 1951) made
// for a PNG's filtered rows, which klauspost's deflater compressed at
// level 7 with about half of a board's instructions. A board's rows,
// once filtered, are mostly zeros (a row like the one above, runs of one
// colour) or the row above again (the edges of panels, columns of text),
// so that each position first tries the two matches those give, at
// distance 1 and at the distance of a row (stride), and only where they
// find nothing long asks a hash chain of a few links, as a lazy matcher
// at a level near 7 does. The tokens are Huffman-coded in dynamic blocks
// (huffmanLengths, writeBlock).
//
// The stream is valid zlib, its bytes its own: TestRowDeflaterInflates
// inflates it with compress/zlib (random and picture-like input), and the
// examples' PNGs are at most 1 % larger than klauspost's wrote them
// (TestRowDeflaterSizes: from 7.5 % smaller to 0.7 % larger).
type rowDeflater struct {
	w      io.Writer
	stride int // the bytes of a filtered row, with its filter type; 0 if not known

	// win holds the data from the window's start on: positions before
	// pos are encoded, those from pos on wait for a match's lookahead.
	// base is the stream position of win[0]; head and prev hold stream
	// positions plus one (0: none), so that sliding the window does not
	// touch them.
	win  []byte
	base int
	pos  int
	head []int32 // the last position of each hash of four bytes
	prev []int32 // the position before with the same hash, by position modulo the window

	toks     []uint32 // a block's tokens (see matchToken)
	litFreq  [286]int32
	distFreq [30]int32

	bw    bitWriter
	sum   uint32 // the Adler-32 of what was written
	wrote bool   // the stream's header is written
	err   error
}

// Deflate's limits, and the matcher's settings.
const (
	windowSize  = 1 << 15 // the farthest a match reaches back
	maxMatch    = 258
	minMatch    = 4 // a match of 3 saves too little to be worth a search
	hashBits    = 15
	winCap      = 1 << 17 // window and the data waiting
	blockTokens = 1 << 15 // tokens in a block before its codes are made again
	matchFlag   = 1 << 31 // marks a token as a match
)

// The matcher's settings, chosen on the example boards and mails (the
// filtered rows of all their PNGs): 4 links and lazy matches below 16
// bytes write at most 0.3 % more than 16 links and below 32, for 17 %
// fewer instructions; greedy matching (no lazy step) wrote up to 1.2 %
// more than klauspost's level 6 on a mail.
var (
	chainLinks     = 4   // the hash chain's links followed at most
	niceMatch      = 128 // a match this long ends the search
	lazyMatch      = 16  // a shorter one is tried one position later too
	insertMaxMatch = 16  // a longer one's positions are not hashed
)

// newRowDeflater returns a rowDeflater that writes to nothing until
// Reset.
func newRowDeflater() *rowDeflater {
	d := &rowDeflater{
		win:  make([]byte, 0, winCap),
		head: make([]int32, 1<<hashBits),
		prev: make([]int32, windowSize),
		toks: make([]uint32, 0, blockTokens),
	}
	d.bw.out = make([]byte, 0, 1<<15+1<<10)
	// Their pages are all written soon: fault them in at once (populate).
	for _, s := range []any{d.win, d.head, d.prev, d.toks, d.bw.out} {
		v := reflect.ValueOf(s)
		populateSlice(v, v.Cap())
	}
	d.Reset(io.Discard)
	return d
}

// Reset starts a new stream on w, keeping the tables' memory.
func (d *rowDeflater) Reset(w io.Writer) {
	d.w, d.stride = w, 0
	d.win, d.base, d.pos = d.win[:0], 0, 0
	clear(d.head)
	d.toks = d.toks[:0]
	d.litFreq, d.distFreq = [286]int32{}, [30]int32{}
	d.bw = bitWriter{out: d.bw.out[:0]}
	d.sum, d.wrote, d.err = 1, false, nil
}

// setStride tells the length of a filtered row, its filter type included:
// the distance at which a row repeats the one above.
func (d *rowDeflater) setStride(n int) { d.stride = n }

// Write compresses p.
func (d *rowDeflater) Write(p []byte) (int, error) {
	if !d.wrote {
		d.header()
	}
	if d.err != nil {
		return 0, d.err
	}
	d.sum = adler32Update(d.sum, p)
	n := len(p)
	for len(p) > 0 {
		if len(d.win) == cap(d.win) {
			d.slide()
		}
		k := copy(d.win[len(d.win):cap(d.win)], p)
		d.win, p = d.win[:len(d.win)+k], p[k:]
		d.encode(len(d.win) - maxMatch)
	}
	return n, d.err
}

// Close encodes what is left, ends the deflate stream and writes the
// Adler-32, big-endian.
func (d *rowDeflater) Close() error {
	if !d.wrote {
		d.header()
	}
	if d.err != nil {
		return d.err
	}
	d.encode(len(d.win))
	d.writeBlock(true)
	d.bw.align()
	d.bw.out = binary.BigEndian.AppendUint32(d.bw.out, d.sum)
	d.flush()
	return d.err
}

// header writes the zlib header: deflate, a 32 KB window, the default
// level's FLEVEL, no dictionary.
func (d *rowDeflater) header() {
	d.wrote = true
	d.bw.out = append(d.bw.out, 0x78, 0x9c)
}

// flush writes the bytes the bit writer has completed.
func (d *rowDeflater) flush() {
	if d.err == nil && len(d.bw.out) > 0 {
		_, d.err = d.w.Write(d.bw.out)
	}
	d.bw.out = d.bw.out[:0]
}

// slide drops the data the window no longer reaches, keeping the window
// before pos and what waits after it.
func (d *rowDeflater) slide() {
	drop := d.pos - windowSize
	if drop <= 0 {
		return
	}
	n := copy(d.win, d.win[drop:])
	d.win = d.win[:n]
	d.pos -= drop
	d.base += drop
}

// encode turns the data from pos up to end (exclusive) into tokens; a
// match may read past end, up to the window's end.
func (d *rowDeflater) encode(end int) {
	for d.pos < end {
		i := d.pos
		length, dist := d.bestMatch(i, 0)
		if length < minMatch {
			d.literal(i)
			d.pos++
			continue
		}
		// Lazy: a longer match one position on is worth a literal.
		for length < lazyMatch && i+1 < end {
			l2, d2 := d.bestMatch(i+1, length)
			if l2 <= length {
				break
			}
			d.literal(i)
			i++
			length, dist = l2, d2
		}
		d.match(i, length, dist)
		d.pos = i + length
	}
	if len(d.bw.out) >= 1<<15 {
		d.flush()
	}
}

// literal emits the byte at i, and hashes its position.
func (d *rowDeflater) literal(i int) {
	c := d.win[i]
	d.toks = append(d.toks, uint32(c))
	d.litFreq[c]++
	d.insert(i)
	if len(d.toks) == blockTokens {
		d.writeBlock(false)
	}
}

// match emits a match of length at distance dist from i, and hashes the
// positions it covers if it is short (a long one is a run or a row again,
// which the near matches find without the hash).
func (d *rowDeflater) match(i, length, dist int) {
	d.toks = append(d.toks, matchFlag|uint32(length-3)<<15|uint32(dist-1))
	d.litFreq[257+int(lengthCode[length-3])]++
	d.distFreq[distCode(dist-1)]++
	if length <= insertMaxMatch {
		for j := i; j < i+length; j++ {
			d.insert(j)
		}
	} else {
		d.insert(i)
	}
	if len(d.toks) == blockTokens {
		d.writeBlock(false)
	}
}

// hash4 is the hash of the four bytes at i.
func hash4(b []byte, i int) uint32 {
	return binary.LittleEndian.Uint32(b[i:]) * 0x9e3779b1 >> (32 - hashBits)
}

// insert puts position i at the head of its hash's chain.
func (d *rowDeflater) insert(i int) {
	if i+4 > len(d.win) {
		return
	}
	h := hash4(d.win, i)
	p := d.base + i
	d.prev[p&(windowSize-1)] = d.head[h]
	d.head[h] = int32(p + 1)
}

// bestMatch returns the longest match at i longer than atLeast (length
// 0 if none): first at distance 1 and at a row's, then along the hash
// chain.
func (d *rowDeflater) bestMatch(i, atLeast int) (length, dist int) {
	limit := min(len(d.win)-i, maxMatch)
	if limit < minMatch {
		return 0, 0
	}
	length = atLeast
	cur := d.win[i : i+limit]
	first := binary.LittleEndian.Uint32(cur)
	// The near matches; a cheap look at their first four bytes spares
	// most calls of matchLen.
	if i >= 1 && binary.LittleEndian.Uint32(d.win[i-1:]) == first {
		if n := matchLen(cur, d.win[i-1:]); n > length {
			length, dist = n, 1
			if n == limit {
				return length, dist
			}
		}
	}
	if s := d.stride; s > 1 && s <= i && s <= windowSize && binary.LittleEndian.Uint32(d.win[i-s:]) == first {
		if n := matchLen(cur, d.win[i-s:]); n > length {
			length, dist = n, s
		}
	}
	if length >= min(niceMatch, limit) {
		return length, dist
	}
	p := d.base + i
	lo := max(p-windowSize, d.base)
	c := int(d.head[hash4(d.win, i)]) - 1
	for links := 0; links < chainLinks && c >= lo; links++ {
		j := c - d.base
		// The byte after the best length must match for a longer one.
		if d.win[j+length] == cur[length] && binary.LittleEndian.Uint32(d.win[j:]) == first {
			if n := matchLen(cur, d.win[j:]); n > length {
				length, dist = n, i-j
				if n >= niceMatch || n == limit {
					break
				}
			}
		}
		next := int(d.prev[c&(windowSize-1)]) - 1
		if next >= c {
			break // the slot was reused by a newer position
		}
		c = next
	}
	return length, dist
}

// matchLen returns how many bytes a and b share from their start, at
// most len(a): after the first two words, 64 bytes at a time while they
// are equal (runtime.memequal's vector instructions: a run of zeros or a
// row repeated is most of a board), then eight at a time.
func matchLen(a, b []byte) int {
	b = b[:len(a)]
	n := 0
	for n+8 <= len(a) {
		if x := binary.LittleEndian.Uint64(a[n:]) ^ binary.LittleEndian.Uint64(b[n:]); x != 0 {
			return n + bits.TrailingZeros64(x)/8
		}
		n += 8
		if n == 16 {
			for n+64 <= len(a) && bytes.Equal(a[n:n+64], b[n:n+64]) {
				n += 64
			}
		}
	}
	for n < len(a) && a[n] == b[n] {
		n++
	}
	return n
}
