package leonardo

import (
	"slices"
	"testing"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/engine/enginetest"
)

// TestEventSeatsStayAsTold checks that the seats of a private event, a
// side's list of members shared rather than copied (tellTo), stay as told
// while alliances grow the side, and end with their capacity (a caller
// appending copies them): a merge that appended to the list in place and
// sorted it would rewrite the seats of the events told before.
func TestEventSeatsStayAsTold(t *testing.T) {
	g, _, err := Game{}.Setup(engine.Options{}, 6, enginetest.NewRand(1))
	if err != nil {
		t.Fatal(err)
	}
	st := g.(*state)
	for s := range st.party {
		st.party[s] = guelph
	}
	st.talks = talksState{made: make([]int, 6), done: make([]bool, 6)}
	var evs engine.Events
	var told [][]engine.Seat
	for _, other := range []int8{5, 3, 4, 1, 2} {
		st.tellTo(&evs, st.sides[0].members, "event.test")
		told = append(told, slices.Clone(evs[len(evs)-1].To))
		st.merge(0, other, &evs)
	}
	k := 0
	for _, e := range evs {
		if e.Key != "event.test" {
			continue
		}
		if !slices.Equal(e.To, told[k]) || cap(e.To) != len(e.To) {
			t.Errorf("event %d: seats %v (capacity %d), told %v", k, e.To, cap(e.To), told[k])
		}
		k++
	}
	if k != len(told) || !slices.Equal(st.sides[0].members, []engine.Seat{0, 1, 2, 3, 4, 5}) {
		t.Fatalf("%d events, members %v", k, st.sides[0].members)
	}
}
