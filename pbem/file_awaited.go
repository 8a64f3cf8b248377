package pbem

import (
	"math/bits"

	"github.com/pbem-games/pbem/engine"
)

// seatSet is a set of seats as bits: the seats awaited at a decision
// (Ply.awaited). A list of seats per ply was a copy per decision replayed
// and three words of every Ply; a set is a word shared with the ply's
// flags. Seats 0 to 30 have their own bit; seat 31 and every seat after
// it share the last bit (no game has that many players:
// TestGamesFitSeatSet), so that a set stays a set of seats, never
// wrong about a seat below 31.
type seatSet uint32

// seatSetBits is the number of bits of a seatSet: seat seatSetBits-1 and
// every later seat share the last.
const seatSetBits = 32

// bit returns s's bit; the Observer (or any negative seat) has none.
func (seatSet) bit(s engine.Seat) seatSet {
	switch {
	case s < 0:
		return 0
	case s >= seatSetBits-1:
		return 1 << (seatSetBits - 1)
	}
	return 1 << s
}

// seatSetOf returns the set of seats.
func seatSetOf(seats []engine.Seat) seatSet {
	var set seatSet
	for _, s := range seats {
		set |= set.bit(s)
	}
	return set
}

// has reports whether s is in the set.
func (set seatSet) has(s engine.Seat) bool {
	b := set.bit(s)
	return b != 0 && set&b != 0
}

// several reports whether the set holds more than one seat (more than one
// player was awaited at once).
func (set seatSet) several() bool { return bits.OnesCount32(uint32(set)) > 1 }
