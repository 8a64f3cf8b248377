package engine

// EventRoom is memory for the events a state tells over many moves, and
// for their arguments, carved in order. A replay with events then makes
// one allocation every few dozen events, where a move's own Events and
// each Events.Tell's arguments (which escape) make one each.
//
// The events of one move, from Begin to End, are a window of the room
// capped at its length: a caller that appends to them copies them first,
// and the room never writes into a window once it is returned. A nil
// *EventRoom drops what it is told, as a nil *Events does (a quiet
// apply). A state that holds a room must not share it with its clones,
// which would carve the same memory: a clone starts with an empty room.
type EventRoom struct {
	events []Event
	args   []string
	start  int // where the move being told begins in events
}

// A room starts small and doubles up to a limit: a clone that applies
// one move (a preview, a check) makes a small room, as it made its own
// events before, and a replay's rooms soon hold a few dozen moves each,
// while an event kept alone holds little memory. The limits are one less
// than the round numbers because an allocation of more than 512 bytes
// that holds pointers carries an 8-byte header: 64 events (4,096 bytes)
// would take a 4,864-byte slot, 63 fit in 4,096; 192 words would take
// 3,200 bytes, 191 fit in 3,072 (TestFullRoomsFillTheirSizeClass).
const (
	firstEvents, roomEvents = 4, 63
	firstArgs, roomArgs     = 8, 191
)

// roomSize is the capacity of the room after one of capacity now, with
// at least need free, between first and limit unless need is more.
func roomSize(now, need, first, limit int) int {
	return max(need, min(max(2*now, first), limit))
}

// Begin starts the events of a move.
func (r *EventRoom) Begin() { r.start = len(r.events) }

// Tell adds the public event of the message key with args, the arguments
// copied into the room: the caller's args slice does not escape.
func (r *EventRoom) Tell(key string, args ...string) {
	if r != nil {
		r.add(Event{Key: key, Args: r.words(args)})
	}
}

// Add adds events told already (a scoring's), in order.
func (r *EventRoom) Add(evs ...Event) {
	if r != nil {
		for _, e := range evs {
			r.add(e)
		}
	}
}

// End returns the events told since Begin (nil when there were none),
// and the room moves past them.
func (r *EventRoom) End() []Event {
	if len(r.events) == r.start {
		return nil
	}
	evs := r.events[r.start:len(r.events):len(r.events)]
	r.start = len(r.events)
	return evs
}

// Drop forgets the events told since Begin, for a move that fails after
// telling some: the room reuses their place.
func (r *EventRoom) Drop() {
	clear(r.events[r.start:])
	r.events = r.events[:r.start]
}

// add appends e to the move's events, moving them to a new room when the
// current one is full (never growing it in place: append would copy the
// windows already returned, for nothing).
func (r *EventRoom) add(e Event) {
	if len(r.events) == cap(r.events) {
		told := r.events[r.start:]
		size := roomSize(cap(r.events), 2*len(told)+1, firstEvents, roomEvents)
		r.events = append(make([]Event, 0, size), told...)
		r.start = 0
	}
	r.events = append(r.events, e)
}

// words copies args into the room; nil when there are none, as a
// variadic call without arguments passes.
func (r *EventRoom) words(args []string) []string {
	if len(args) == 0 {
		return nil
	}
	if cap(r.args)-len(r.args) < len(args) {
		r.args = make([]string, 0, roomSize(cap(r.args), len(args), firstArgs, roomArgs))
	}
	n := len(r.args)
	r.args = r.args[:n+len(args)]
	words := r.args[n:len(r.args):len(r.args)]
	// One by one: copy's bulk copy (typedslicecopy) costs more for a few
	// words, and so does append's check of the room at each.
	for i := range words {
		words[i] = args[i]
	}
	return words
}
