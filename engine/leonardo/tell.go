package leonardo

import (
	"strconv"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/pbem-games/pbem/engine"
)

// A decision of Leonardo tells several events (a draw, a move, a rent, the
// next turn), and each event used to cost an allocation for its list of
// arguments, another for its seats, and one more for a number above 99
// worded: most of a replay's allocations (docs/performance.md, "Leonardo
// at Palazzo's cost"). So the state carves events, arguments and seats
// from rooms it owns, each room one allocation shared by many events, and
// words numbers from one table.
//
// What is carved is never written again: each piece is a slice whose
// capacity ends where it ends, so a caller appending to an event's Args
// (or to Apply's list) gets a copy, and the next piece starts after it.
// A clone starts with empty rooms of its own (state.Clone), so two states
// never carve from one room.

// The size of a new room, in events, arguments and seats.
const (
	eventRoom = 64
	argRoom   = 256
	seatRoom  = 64
)

// rooms are the free ends of the state's rooms: zero length, the room
// left as capacity.
type rooms struct {
	events engine.Events
	args   []string
	seats  []engine.Seat
}

// startEvents returns the list a move tells its events into: empty, with
// the free room as its capacity (add moves it to a new room when full).
func (st *state) startEvents() engine.Events { return st.rooms.events }

// endEvents keeps the room after a move's events free for the next move
// and returns the events as Apply does: nil for none, else a list whose
// capacity ends with it.
func (st *state) endEvents(evs engine.Events) []engine.Event {
	st.rooms.events = evs[len(evs):]
	if len(evs) == 0 {
		return nil
	}
	return evs[:len(evs):len(evs)]
}

// tell adds the public event of key with args to evs (nothing when evs
// is nil: a quiet apply).
func (st *state) tell(evs *engine.Events, key string, args ...string) {
	if evs == nil {
		return
	}
	st.add(evs, engine.Event{Key: key, Args: st.carveArgs(args)})
}

// tellTo adds the event of key with args that only the seats to may see.
func (st *state) tellTo(evs *engine.Events, to []engine.Seat, key string, args ...string) {
	if evs == nil {
		return
	}
	st.add(evs, engine.Event{Key: key, Args: st.carveArgs(args), To: st.carveSeats(to)})
}

// add appends e to evs, moving the list to a new room when its own is full.
func (st *state) add(evs *engine.Events, e engine.Event) {
	if len(*evs) == cap(*evs) {
		room := make(engine.Events, len(*evs), max(eventRoom, 2*len(*evs)))
		copy(room, *evs)
		*evs = room
	}
	*evs = append(*evs, e)
}

// carveArgs copies args into the argument room; nil for none, as a Tell
// without arguments gives.
func (st *state) carveArgs(args []string) []string {
	if len(args) == 0 {
		return nil
	}
	r := &st.rooms.args
	if cap(*r)-len(*r) < len(args) {
		*r = make([]string, 0, max(argRoom, len(args)))
	}
	at, end := len(*r), len(*r)+len(args)
	*r = (*r)[:end]
	out := (*r)[at:end:end]
	//lint:ignore S1001 element by element is cheaper than copy's bulk move for a few strings (commit 7c05755)
	for k, a := range args {
		out[k] = a
	}
	return out
}

// carveSeats copies seats into the seat room.
func (st *state) carveSeats(seats []engine.Seat) []engine.Seat {
	r := &st.rooms.seats
	if cap(*r)-len(*r) < len(seats) {
		*r = make([]engine.Seat, 0, max(seatRoom, len(seats)))
	}
	at := len(*r)
	*r = append(*r, seats...)
	return (*r)[at:len(*r):len(*r)]
}

// numbers words 0 to numberCount-1 without an allocation each: every
// number is a piece of one string. The table is made with the first data
// file decoded (makeNumbers), not when the package is loaded, so that a
// command that plays no Leonardo never pays for it; until then itoa
// words numbers itself.
const numberCount = 4096

// numberDigits is the length of the numbers 0 to numberCount-1 written
// one after the other: 10 of one digit, 90 of two, 900 of three, the
// rest of four.
const numberDigits = 10 + 90*2 + 900*3 + (numberCount-1000)*4

var (
	numbers     atomic.Pointer[[numberCount]string]
	numbersOnce sync.Once
)

// makeNumbers makes the table of numbers, once.
func makeNumbers() {
	numbersOnce.Do(func() {
		var b strings.Builder
		b.Grow(numberDigits) // the table's text in one allocation, no copy as it grows
		var ends [numberCount]int
		digits := []byte{'0'} // n in decimal, counted up rather than divided out
		for n := range numberCount {
			b.Write(digits)
			ends[n] = b.Len()
			digits = countUp(digits)
		}
		all, table, start := b.String(), new([numberCount]string), 0
		for n, end := range ends {
			table[n], start = all[start:end], end
		}
		numbers.Store(table)
	})
}

// countUp returns the decimal digits of one more than digits.
func countUp(digits []byte) []byte {
	for i := len(digits) - 1; i >= 0; i-- {
		if digits[i] < '9' {
			digits[i]++
			return digits
		}
		digits[i] = '0'
	}
	return append([]byte{'1'}, digits...)
}

// itoa words n as strconv.Itoa does.
func itoa(n int) string {
	if t := numbers.Load(); t != nil && n >= 0 && n < numberCount {
		return t[n]
	}
	return strconv.Itoa(n)
}
