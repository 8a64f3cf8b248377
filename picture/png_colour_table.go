package picture

import "image/color"

// colourTable maps colours (as rgbaKey) to small integers: a count of
// pixels, or a palette index. It is an open-addressed hash table, for the
// compact PNG's two passes over a picture's runs of colour, where Go's map
// of color.RGBA cost a third of those passes (its hashing and probing) on
// the tens of thousands of short runs of anti-aliased edges.
type colourTable struct {
	slots []colourSlot // a power of two long
	shift uint         // 32 - log2(len(slots))
	n     int          // slots in use
}

// colourSlot is one entry of a colourTable.
type colourSlot struct {
	key  uint32
	val  int32
	used bool
}

// newColourTable returns an empty table with room for about n colours
// before it grows.
func newColourTable(n int) *colourTable {
	size, shift := 16, uint(28)
	for size < 2*n {
		size, shift = size*2, shift-1
	}
	return &colourTable{slots: make([]colourSlot, size), shift: shift}
}

// slot returns the slot of key: its own, or the empty one where it goes.
func (t *colourTable) slot(key uint32) *colourSlot {
	mask := uint32(len(t.slots) - 1)
	i := (key * 0x9e3779b1) >> t.shift
	for {
		s := &t.slots[i]
		if !s.used || s.key == key {
			return s
		}
		i = (i + 1) & mask
	}
}

// get returns the value of key and whether it is in the table.
func (t *colourTable) get(key uint32) (int32, bool) {
	s := t.slot(key)
	return s.val, s.used
}

// added grows the table, if it must, after a slot was filled directly
// (its slot pointer is then stale).
func (t *colourTable) added() {
	t.n++
	if 2*t.n > len(t.slots) {
		t.grow()
	}
}

// reset empties the table, keeping its size.
func (t *colourTable) reset() {
	clear(t.slots)
	t.n = 0
}

// set sets the value of key.
func (t *colourTable) set(key uint32, v int32) {
	s := t.slot(key)
	if s.used {
		s.val = v
		return
	}
	s.used, s.key, s.val = true, key, v
	t.n++
	if 2*t.n > len(t.slots) {
		t.grow()
	}
}

// grow doubles the table.
func (t *colourTable) grow() {
	old := t.slots
	t.slots, t.shift = make([]colourSlot, 2*len(old)), t.shift-1
	for _, s := range old {
		if s.used {
			*t.slot(s.key) = s
		}
	}
}

// keyRGBA is the colour of an rgbaKey.
func keyRGBA(k uint32) color.RGBA {
	return color.RGBA{uint8(k >> 24), uint8(k >> 16), uint8(k >> 8), uint8(k)}
}
