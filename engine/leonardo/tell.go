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

// The size of a new room, in events, arguments and seats. A room of
// events or arguments holds pointers, and such an object above 512 bytes
// carries an 8-byte header in its size class: 64 events (4,096 bytes) took
// a slot of 4,864, a sixth of it lost. 63 events and 255 arguments fit the
// 4,096-byte class with their header. The seats hold no pointers: no header.
const (
	eventRoom = 63
	argRoom   = 255
	seatRoom  = 64
)

// rooms are the free ends of the state's rooms: zero length, the room
// left as capacity.
type rooms struct {
	events engine.Events
	args   []string
	seats  []engine.Seat
	words  *toldWords // made on the first event told again (words)
}

// toldWords are the arguments and windows a state tells again and again,
// carved on first use and shared after, as an event's arguments are never
// written (tell.go's opening): fewer words and events carved, fewer bytes
// allocated a replay. One allocation, made when first needed (a quiet
// game never needs it), and apart from the state so that the state keeps
// its size class. A clone starts without (Clone empties the rooms), and
// carves again what it tells.
type toldWords struct {
	// staked holds, by side, the arguments of its stake-own event at this
	// market (nil when none was told: a quiet apply, a clone): the public
	// stake event at the draw tells the same three words.
	staked [maxSides]*[3]string
	// bonus holds, by seat, the name and amount of the pass bonus of a
	// side of that player alone; paid, the name and amount of an event's
	// payment to that player: both amounts are fixed by the data file.
	bonus, paid [maxSides][]string
	// done holds, by side, the window of a decision that told only that
	// the side is done negotiating (its name: merge drops the windows of
	// the sides it joins): ten rounds' negotiations tell it dozens of times.
	done [maxSides][]engine.Event
	// shared says the move's window is one of done: endEvents returns it
	// as it is, and the room's free end stays where it was.
	shared bool
}

// words returns the state's told words, made on first use.
func (st *state) words() *toldWords {
	if st.rooms.words == nil {
		st.rooms.words = new(toldWords)
	}
	return st.rooms.words
}

// seatPair returns seat s's name and n as the arguments of an event,
// carved into *kept the first time and shared after.
func (st *state) seatPair(kept *[]string, s engine.Seat, n int) []string {
	if *kept == nil {
		args := st.argSlots(2)
		args[0], args[1] = st.names[s], itoa(n)
		*kept = args
	}
	return *kept
}

// startEvents returns the list a move tells its events into: empty, with
// the free room as its capacity (add moves it to a new room when full).
func (st *state) startEvents() engine.Events { return st.rooms.events }

// endEvents keeps the room after a move's events free for the next move
// and returns the events as Apply does: nil for none, else a list whose
// capacity ends with it.
func (st *state) endEvents(evs engine.Events) []engine.Event {
	if w := st.rooms.words; w != nil && w.shared {
		w.shared = false
		return evs // a window told before (toldWords.done), the room untouched
	}
	st.rooms.events = evs[len(evs):]
	if len(evs) == 0 {
		return nil
	}
	return evs[:len(evs):len(evs)]
}

// tell adds the public event of key with args to evs (nothing when evs
// is nil: a quiet apply). The event is written in its place in the room,
// field by field, rather than built and appended: a replay tells two or
// three events a decision, and the copy of a whole Event was a quarter of
// telling one.
func (st *state) tell(evs *engine.Events, key string, args ...string) {
	if evs == nil {
		return
	}
	e := st.slot(evs)
	e.Key = key
	if len(args) > 0 {
		e.Args = st.carveArgs(args)
	}
}

// tell1, tell2 and tell3 are tell with one, two and three arguments, the
// most events tell: each writes its arguments straight into their room,
// without the list a variadic call builds and carveArgs copies again.
func (st *state) tell1(evs *engine.Events, key, a string) {
	if evs == nil {
		return
	}
	args := st.argSlots(1)
	args[0] = a
	e := st.slot(evs)
	e.Key, e.Args = key, args
}

// tell2 is tell with two arguments (tell1). When a room is full it
// leaves the telling to tell2Slow, which makes room and calls it again:
// the path of nearly every event then holds no allocation of its own
// (argSlots' and slot's, inlined, held two), and is shorter.
func (st *state) tell2(evs *engine.Events, key, a, b string) {
	if evs == nil {
		return
	}
	r, n := st.rooms.args, len(*evs)
	if cap(r)-len(r) < 2 || n == cap(*evs) {
		st.tell2Slow(evs, key, a, b)
		return
	}
	at := len(r)
	st.rooms.args = r[:at+2]
	args := r[at : at+2 : at+2]
	args[0], args[1] = a, b
	*evs = (*evs)[:n+1]
	e := &(*evs)[n]
	e.Key, e.Args = key, args
}

// tell2Slow is tell2 when a room is full.
//
//go:noinline
func (st *state) tell2Slow(evs *engine.Events, key, a, b string) {
	st.makeRoom(evs, 2)
	st.tell2(evs, key, a, b)
}

// tell3 is tell with three arguments, as tell2 tells two.
func (st *state) tell3(evs *engine.Events, key, a, b, c string) {
	if evs == nil {
		return
	}
	r, n := st.rooms.args, len(*evs)
	if cap(r)-len(r) < 3 || n == cap(*evs) {
		st.tell3Slow(evs, key, a, b, c)
		return
	}
	at := len(r)
	st.rooms.args = r[:at+3]
	args := r[at : at+3 : at+3]
	args[0], args[1], args[2] = a, b, c
	*evs = (*evs)[:n+1]
	e := &(*evs)[n]
	e.Key, e.Args = key, args
}

// tell3Slow is tell3 when a room is full.
//
//go:noinline
func (st *state) tell3Slow(evs *engine.Events, key, a, b, c string) {
	st.makeRoom(evs, 3)
	st.tell3(evs, key, a, b, c)
}

// makeRoom moves the move's events to a new room when theirs is full (as
// slot does) and starts a new argument room when fewer than args are
// left (as argSlots does).
func (st *state) makeRoom(evs *engine.Events, args int) {
	if n := len(*evs); n == cap(*evs) {
		room := make(engine.Events, n, max(eventRoom, 2*n))
		copy(room, *evs)
		*evs = room
	}
	if r := st.rooms.args; cap(r)-len(r) < args {
		st.rooms.args = make([]string, 0, max(argRoom, args))
	}
}

// tellSide1 is tell1 with side i's name, tellSeat1 with seat s's: the
// argument list of one name is a window of the state's names (capacity
// one, never written: the names do not change), not carved, for the most
// frequent one-word events (a side done negotiating, a stake made). An
// alliance's name is carved as tell1 does.
func (st *state) tellSide1(evs *engine.Events, key string, i int8) {
	if evs == nil {
		return
	}
	if ms := st.sides[i].members; len(ms) == 1 {
		st.tellSeat1(evs, key, ms[0])
		return
	}
	st.tell1(evs, key, st.sideName(i))
}

// tellSeat1 is tellSide1 with the name of seat s.
func (st *state) tellSeat1(evs *engine.Events, key string, s engine.Seat) {
	if evs == nil {
		return
	}
	e := st.slot(evs)
	e.Key, e.Args = key, st.names[s:s+1:s+1]
}

// tellTo adds the event of key with args that only the members of a side
// may see: to is the side's list of members, shared rather than carved, as
// a side's members are never written (merge makes a new list, a clone
// carves its own), and their capacity ends with them.
func (st *state) tellTo(evs *engine.Events, to []engine.Seat, key string, args ...string) {
	if evs == nil {
		return
	}
	e := st.slot(evs)
	e.Key, e.To = key, to
	if len(args) > 0 {
		e.Args = st.carveArgs(args)
	}
}

// tellTo2 is tellTo with two arguments (tell1), to seats never written
// after: a side's members, or a list carved (carveSeats).
func (st *state) tellTo2(evs *engine.Events, to []engine.Seat, key, a, b string) {
	if evs == nil {
		return
	}
	args := st.argSlots(2)
	args[0], args[1] = a, b
	e := st.slot(evs)
	e.Key, e.Args, e.To = key, args, to
}

// seatAlone returns a list of seat s alone for an event's seats: the
// members of its side while s is alone in it (every side until an
// alliance), else a list carved.
func (st *state) seatAlone(s engine.Seat) []engine.Seat {
	if ms := st.sides[st.sideOf[s]].members; len(ms) == 1 && ms[0] == s {
		return ms
	}
	return st.carveSeats([]engine.Seat{s})
}

// tellTo3 is tellTo with three arguments (tell1), to a side's members.
// It returns the arguments carved (nil when quiet), which a later event
// telling the same words may take as its own (tellArgs): they are never
// written again.
func (st *state) tellTo3(evs *engine.Events, to []engine.Seat, key, a, b, c string) []string {
	if evs == nil {
		return nil
	}
	args := st.argSlots(3)
	args[0], args[1], args[2] = a, b, c
	e := st.slot(evs)
	e.Key, e.Args, e.To = key, args, to
	return args
}

// tellArgs adds the public event of key with args carved for an earlier
// event (tellTo3), shared rather than carved again.
func (st *state) tellArgs(evs *engine.Events, key string, args []string) {
	if evs == nil {
		return
	}
	e := st.slot(evs)
	e.Key, e.Args = key, args
}

// slot lengthens evs by one event and returns it, moving the list to a new
// room when its own is full. The event is zero: a room is never written
// beyond the events handed out (endEvents starts the next move after
// them, and a list moved to a new room leaves the old one's end unused).
func (st *state) slot(evs *engine.Events) *engine.Event {
	n := len(*evs)
	if n == cap(*evs) {
		room := make(engine.Events, n, max(eventRoom, 2*n))
		copy(room, *evs)
		*evs = room
	}
	*evs = (*evs)[:n+1]
	return &(*evs)[n]
}

// carveArgs copies args into the argument room; nil for none, as a Tell
// without arguments gives.
func (st *state) carveArgs(args []string) []string {
	if len(args) == 0 {
		return nil
	}
	out := st.argSlots(len(args))
	//lint:ignore S1001 element by element is cheaper than copy's bulk move for a few strings (commit 7c05755)
	for k, a := range args {
		out[k] = a
	}
	return out
}

// argSlots carves n empty arguments from the argument room, moving to a
// new room when too few are left; the slice's capacity ends with it.
func (st *state) argSlots(n int) []string {
	r := st.rooms.args
	if cap(r)-len(r) < n {
		r = make([]string, 0, max(argRoom, n))
	}
	at, end := len(r), len(r)+n
	st.rooms.args = r[:end]
	return r[at:end:end]
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

// numberWords words 0 to numberCount-1 without an allocation each: every
// number is a piece of one string. The table is filled with the first data
// file decoded (makeNumbers), not when the package is loaded, so that a
// command that plays no Leonardo never pays for it; until numbersMade says
// it is, itoa words numbers itself. (An array and a flag rather than an
// atomic pointer to a table: itoa stays small enough to be inlined where
// a number is told, one or two a decision.)
const numberCount = 4096

// numberDigits is the length of the numbers 0 to numberCount-1 written
// one after the other: 10 of one digit, 90 of two, 900 of three, the
// rest of four.
const numberDigits = 10 + 90*2 + 900*3 + (numberCount-1000)*4

var (
	numberWords [numberCount]string
	numbersMade atomic.Bool // set once numberWords is filled
	numbersOnce sync.Once
)

// makeNumbers fills the table of numbers, once.
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
		all, start := b.String(), 0
		for n, end := range ends {
			numberWords[n], start = all[start:end], end
		}
		numbersMade.Store(true)
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
	if uint(n) < numberCount && numbersMade.Load() {
		return numberWords[n]
	}
	return itoaSlow(n)
}

// itoaSlow is itoa for a number outside the table, or before it is made:
// apart, so that the table's path stays short.
//
//go:noinline
func itoaSlow(n int) string { return strconv.Itoa(n) }
