package patrician

// A replay reads a card id or a city code in most moves ("play bo5",
// "take ve", "messenger mi pa"), and a Go map lookup of a short string
// (hashing it with the runtime's seeded hash, then probing) cost more
// than the rest of reading the move. The few keys of the data file are
// known once it is decoded, so each map gets a small open-addressed table
// beside it with a hash of a few instructions a byte. The maps stay, for
// everything but the lookups of a move; TestKeyIndexIsTheMap holds both to
// the same answers.

// keyIndex finds the value of a key among the keys of one of the data's
// maps: the same answer as the map, for any string.
type keyIndex[V any] struct {
	keys []string
	vals []V
	// slots holds, at a key's hash (then the next slots, in a ring), its
	// position in keys plus one; 0 is an empty slot. There are at least
	// twice as many slots as keys, a power of two, so a probe ends soon.
	slots []uint16
	mask  uint32
}

// newKeyIndex indexes the keys and values of m.
func newKeyIndex[V any](m map[string]V) keyIndex[V] {
	size := 4
	for size < 2*len(m) {
		size *= 2
	}
	x := keyIndex[V]{slots: make([]uint16, size), mask: uint32(size - 1)}
	for k, v := range m {
		x.keys, x.vals = append(x.keys, k), append(x.vals, v)
		i := keyHash(k) & x.mask
		for x.slots[i] != 0 {
			i = (i + 1) & x.mask
		}
		x.slots[i] = uint16(len(x.keys))
	}
	return x
}

// get returns the value of key s, as the map would.
func (x *keyIndex[V]) get(s string) (V, bool) {
	if x.mask != 0 {
		for i := keyHash(s) & x.mask; ; i = (i + 1) & x.mask {
			k := x.slots[i]
			if k == 0 {
				break
			}
			if x.keys[k-1] == s {
				return x.vals[k-1], true
			}
		}
	}
	var none V
	return none, false
}

// keyHash is FNV-1a of s, folded so that the low bits (the slot) depend on
// every byte.
func keyHash(s string) uint32 {
	h := uint32(2166136261)
	for i := 0; i < len(s); i++ {
		h = (h ^ uint32(s[i])) * 16777619
	}
	return h ^ h>>15
}
