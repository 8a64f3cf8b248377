package princes

import (
	"math/bits"

	"github.com/pbem-games/pbem/engine"
)

// privateSeats backs the To list of the events told to one seat: a replay
// tells one at nearly every draw and pick, and a fresh one-seat slice each
// time was an allocation. It is never written; each list's capacity is its
// length, so appending to one copies it.
var privateSeats = [...]engine.Seat{0, 1, 2, 3, 4, 5, 6, 7}

// seatOnly is the To list of an event told to s alone.
func seatOnly(s engine.Seat) []engine.Seat {
	if s >= 0 && int(s) < len(privateSeats) {
		return privateSeats[s : s+1 : s+1]
	}
	return []engine.Seat{s} // more seats than a game has: not shared
}

// tellTo adds the event of the message key with args, told to s alone;
// its words are carved from the state's room as tell's are.
func (st *state) tellTo(evs *engine.Events, s engine.Seat, key string, args ...string) {
	if evs != nil {
		*evs = append(*evs, engine.Event{Key: key, Args: st.carveArgs(args), To: seatOnly(s)})
	}
}

// joinIDs is the ids of the cards cs of kind, separated by spaces, in one
// allocation (the list of ids and strings.Join made three).
func joinIDs(kind int8, cs []int8) string {
	var space [64]byte
	b := space[:0]
	for i, c := range cs {
		if i > 0 {
			b = append(b, ' ')
		}
		b = append(b, cardID(kind, c)...)
	}
	return string(b)
}

// piecesRoom is how many pieces each principality has room for from the
// setup (carved from one array for all players): laying them one by one
// grew each list four or five times a game. A principality that lays more
// grows its own copy (the room's capacity ends at its share).
const piecesRoom = 12

// squareNames are the squares' names ("a1" … "g7"), by file and rank-1:
// events and records name a square at every build and placement.
var squareNames = func() (names [boardSize][boardSize]string) {
	for f := range boardSize {
		for r := range boardSize {
			names[f][r] = string([]byte{byte('a' + f), byte('1' + r)})
		}
	}
	return names
}()

// fitsOf is fitCount(ls, free) for building type t, whose lies ls are:
// a random game counts every building's fits at each action decision,
// and a principality's free squares change only when a piece is laid, so
// the counts are kept for the squares they were counted on. countActions
// asks the cache itself, the same way (a call for each type cost more
// than the answers kept).
func (d *principality) fitsOf(t int, ls []lie, free mask) int {
	d.refit(free)
	if d.fitKnown>>t&1 == 0 {
		d.fitCounts[t] = int16(fitCount(ls, free))
		d.fitKnown |= 1 << t
	}
	return int(d.fitCounts[t])
}

// refit makes free the squares the fits are kept for. Laying a piece only
// takes squares, and a building with no place on the squares before has
// none on fewer: its count of 0 is kept, where every other type is
// counted again when asked.
func (d *principality) refit(free mask) {
	if d.fitFree == free {
		return
	}
	var keep uint16
	if free&^d.fitFree == 0 {
		for ts := d.fitKnown; ts != 0; ts &= ts - 1 {
			if t := bits.TrailingZeros16(ts); d.fitCounts[t] == 0 {
				keep |= 1 << t
			}
		}
	}
	d.fitFree, d.fitKnown = free, keep
}

// fitAny reports whether fitCount(ls, free) > 0, stopping at the first
// lie that has a fit.
func fitAny(ls []lie, free mask) bool {
	for _, l := range ls {
		at := l.Anchors
		for c := l.Cells; c != 0 && at != 0; c &= c - 1 {
			at &= free >> bits.TrailingZeros64(uint64(c))
		}
		if at != 0 {
			return true
		}
	}
	return false
}
