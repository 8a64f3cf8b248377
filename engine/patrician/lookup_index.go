package patrician

import (
	"maps"
	"slices"
)

// A replay reads a card id or a city code in most moves ("play bo5",
// "take ve", "messenger mi pa"), and a Go map lookup of a short string
// (the runtime's seeded hash, then a probe and a call to compare the
// bytes) cost more than the rest of reading the move. The keys of the
// data file are known once it is decoded, and nearly all are a few bytes
// long, so each map gets a small open-addressed table beside it that holds
// every key of at most 7 bytes packed into one word, its length included:
// a lookup packs the word it is given and compares whole words. A longer
// word goes to the map. The maps stay, for everything else;
// TestKeyIndexIsTheMap holds both to the same answers.

// keyIndex finds the value of a key among the keys of one of the data's
// maps: the same answer as the map, for any string.
type keyIndex[V any] struct {
	long map[string]V // the map itself, for the words too long to pack
	// packs holds each short key, packed (packKey), at its hash or in the
	// next free slot after it, in a ring; 0 is an empty slot, as a packed
	// key holds its length plus one. There are at least twice as many slots as
	// keys, a power of two, so that a probe ends soon.
	packs []uint64
	vals  []V // the value of the key in the same slot
	shift uint8
}

// maxPacked is the longest key packed into a word: the eighth byte holds
// the length.
const maxPacked = 7

// newKeyIndex indexes the keys and values of m.
func newKeyIndex[V any](m map[string]V) keyIndex[V] {
	size, bits := 4, uint8(2)
	for size < 2*len(m) {
		size, bits = 2*size, bits+1
	}
	x := keyIndex[V]{long: m, packs: make([]uint64, size), vals: make([]V, size), shift: 64 - bits}
	// The keys go in in sorted order, not the map's random one, so that
	// two decodings of the same data lay out the same table: the data
	// snapshot's test compares them whole (TestDataSnapshotIsCurrent).
	for _, k := range slices.Sorted(maps.Keys(m)) {
		v := m[k]
		p, ok := packKey(k)
		if !ok {
			continue // found in long
		}
		i := x.slot(p)
		for x.packs[i] != 0 {
			i = (i + 1) & (size - 1)
		}
		x.packs[i], x.vals[i] = p, v
	}
	return x
}

// get returns the value of key s, as the map would.
func (x *keyIndex[V]) get(s string) (V, bool) {
	p, ok := packKey(s)
	if !ok || len(x.packs) == 0 {
		v, ok := x.long[s]
		return v, ok
	}
	for i := x.slot(p); ; i = (i + 1) & (len(x.packs) - 1) {
		switch x.packs[i] {
		case p:
			return x.vals[i], true
		case 0:
			var none V
			return none, false
		}
	}
}

// slot is the first slot of packed key p: Fibonacci hashing, the top bits
// of p times 2⁶⁴/φ.
func (x *keyIndex[V]) slot(p uint64) int {
	return int((p * 0x9E3779B97F4A7C15) >> x.shift)
}

// packKey packs s, when at most maxPacked bytes long, into one word: its
// bytes from the lowest, and its length plus one in the top byte.
func packKey(s string) (uint64, bool) {
	if len(s) > maxPacked {
		return 0, false
	}
	p := uint64(len(s)+1) << 56 // never 0, the empty slot: not even for ""
	for i := 0; i < len(s); i++ {
		p |= uint64(s[i]) << (8 * i)
	}
	return p, true
}
