package leonardo

import (
	"sync"

	"github.com/pbem-games/pbem/engine"
)

// An ArtMove put in an engine.Move is copied to the heap, one allocation
// at each parse of "art 1 on 30". Most purchases are of one or two works:
// those moves are boxed once, on the first one parsed (not when the
// package loads, so that a command playing no Leonardo never pays), and
// shared: an interface value cannot be written through.
var (
	artsOnce sync.Once
	arts     *boxedArts
)

// boxedArts are the purchases of one work by space, and of two by their
// spaces in the order written (1 to 32 each).
type boxedArts struct {
	one [spaceCount]engine.Move
	two [spaceCount][spaceCount]engine.Move
}

// boxArt returns m as an engine.Move: a shared one for one or two works
// on spaces 1 to 32, else a new one.
func boxArt(m ArtMove) engine.Move {
	a, b := int(m.On[0])-1, int(m.On[1])-1
	if m.N < 1 || m.N > 2 || m.On[2] != 0 || m.On[3] != 0 || a < 0 || a >= spaceCount ||
		(m.N == 1 && m.On[1] != 0) || (m.N == 2 && (b < 0 || b >= spaceCount)) {
		return m
	}
	artsOnce.Do(boxArts)
	if m.N == 1 {
		return arts.one[a]
	}
	return arts.two[a][b]
}

// boxArts boxes the purchases of one and two works.
func boxArts() {
	t := new(boxedArts)
	for a := range spaceCount {
		t.one[a] = ArtMove{N: 1, On: [4]int8{int8(a + 1)}}
		for b := range spaceCount {
			t.two[a][b] = ArtMove{N: 2, On: [4]int8{int8(a + 1), int8(b + 1)}}
		}
	}
	arts = t
}
