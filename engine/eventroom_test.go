package engine

import (
	"reflect"
	"testing"
)

// TestEventRoomTellsAsEvents tells the same events to an EventRoom and to
// Events, over many moves so that the room moves to new memory several
// times, and checks every move's events and that earlier moves' stay.
func TestEventRoomTellsAsEvents(t *testing.T) {
	var r EventRoom
	var kept, want [][]Event
	for move := range 200 {
		if move%11 == 5 { // a refused move tells something, then drops it
			r.Begin()
			r.Tell("refused", "x")
			r.Drop()
		}
		r.Begin()
		var es Events
		for i := range move % 5 {
			args := []string{"a", "b", "c", "d", "e", "f", "g", "h", "i"}[:(move+i)%10]
			if len(args) == 0 {
				args = nil // as a variadic call passes no argument
			}
			r.Tell("k", args...)
			es.Tell("k", args...)
		}
		if move%7 == 3 {
			r.Add(Tell("scored", "1"), Event{Key: "private", To: []Seat{1}})
			es.Add(Tell("scored", "1"), Event{Key: "private", To: []Seat{1}})
		}
		got := r.End()
		if !reflect.DeepEqual(got, []Event(es)) {
			t.Fatalf("move %d: %v, want %v", move, got, es)
		}
		if len(got) != cap(got) {
			t.Fatalf("move %d: %d events with room for %d: an append would write into the room", move, len(got), cap(got))
		}
		kept, want = append(kept, got), append(want, es)
	}
	for i := range kept {
		if !reflect.DeepEqual(kept[i], []Event(want[i])) {
			t.Fatalf("move %d's events became %v, want %v", i, kept[i], want[i])
		}
	}
}
