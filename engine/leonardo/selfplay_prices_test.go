package leonardo

import (
	"math/bits"
	"testing"
)

// TestAffordableSpacesIsThePriceWalk checks the price steps against a walk
// over the spaces comparing each price, for every cash around every price
// of the board.
func TestAffordableSpacesIsThePriceWalk(t *testing.T) {
	d := embedded.Get()
	for _, sp := range d.Board.Spaces {
		for _, cash := range []int{sp.Price - 1, sp.Price, sp.Price + 1, -1, 0, 1 << 20} {
			var want uint64
			for no := 1; no <= spaceCount; no++ {
				if d.space(no).Price <= cash {
					want |= 1 << no
				}
			}
			if got := d.affordableSpaces(cash); got != want {
				t.Errorf("cash %d: spaces %b, want %b (%d against %d)", cash, got, want, bits.OnesCount64(got), bits.OnesCount64(want))
			}
		}
	}
}

// ownedByWalk is spacesOwned worked out from owner, space by space (the
// tests check setOwner against it).
func (st *state) ownedByWalk() (owned [maxSides]uint64) {
	for no := 1; no <= spaceCount; no++ {
		if o := st.owner[no]; o >= 0 && int(o) < maxSides {
			owned[o] |= 1 << no
		}
	}
	return owned
}
