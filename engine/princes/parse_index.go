package princes

// idIndex finds the index of a word of the notation (a profession, a
// stack, a building…) as its map in names does, for fastMove: a Go map
// hashes the whole word with a call per look-up, where an idIndex looks at
// three bytes and compares one or two words. It holds at most
// idSlots/2 words (the data file has 21 professions at most).
type idIndex struct {
	slots [idSlots]idSlot
}

// idSlots is the size of an idIndex's open-addressed table, a power of 2.
const idSlots = 64

// idSlot is one entry of an idIndex: the word ("" for an empty slot) and
// its index.
type idSlot struct {
	word string
	i    int8
}

// idHash is where w's search in an idIndex starts.
func idHash(w string) uint {
	return (uint(len(w))*13 + uint(w[0])*31 + uint(w[len(w)/2])*7 + uint(w[len(w)-1])) & (idSlots - 1)
}

// newIDIndex indexes the words of by, which must not hold "" nor more
// than idSlots/2 words.
func newIDIndex(by map[string]int8) *idIndex {
	if len(by) > idSlots/2 {
		panic("princes: too many words for an idIndex")
	}
	x := new(idIndex)
	for w, i := range by {
		h := idHash(w)
		for x.slots[h].word != "" {
			h = (h + 1) & (idSlots - 1)
		}
		x.slots[h] = idSlot{word: w, i: i}
	}
	return x
}

// find returns the index of w, as by[w] of the map indexed.
func (x *idIndex) find(w string) (int8, bool) {
	if w == "" {
		return 0, false
	}
	for h := idHash(w); ; h = (h + 1) & (idSlots - 1) {
		s := &x.slots[h]
		if s.word == w {
			return s.i, true
		}
		if s.word == "" { // never full: at most half the slots hold words
			return 0, false
		}
	}
}
