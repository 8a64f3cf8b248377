package engine

import (
	"runtime"
	"testing"
)

// The rooms the size test makes, kept on the heap.
var (
	eventsSink []Event
	argsSink   []string
)

// heapBytes returns the fewest bytes the runtime counted as allocated by
// make over a few tries (another goroutine may allocate meanwhile): the
// whole size class it took, malloc header included.
func heapBytes(make func()) uint64 {
	least := ^uint64(0)
	for range 5 {
		var before, after runtime.MemStats
		runtime.GC()
		runtime.ReadMemStats(&before)
		make()
		runtime.ReadMemStats(&after)
		least = min(least, after.TotalAlloc-before.TotalAlloc)
	}
	return least
}

// TestFullRoomsFillTheirSizeClass checks that a full room of events and
// one of arguments waste no more than the malloc header and a few words of
// the allocation the runtime gives them: a room of 64 events (4,096 bytes
// and the 8-byte header of an object with pointers) took a 4,864-byte
// slot.
func TestFullRoomsFillTheirSizeClass(t *testing.T) {
	for _, c := range []struct {
		name string
		used uint64
		make func()
	}{
		{"events", uint64(roomEvents) * 64, func() { eventsSink = make([]Event, 0, roomEvents) }},
		{"args", uint64(roomArgs) * 16, func() { argsSink = make([]string, 0, roomArgs) }},
	} {
		if got := heapBytes(c.make); got > c.used+72 {
			t.Errorf("a full room of %s uses %d bytes of a %d-byte allocation", c.name, c.used, got)
		}
	}
}
