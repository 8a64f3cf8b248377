package leonardo

import (
	"errors"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/pbem-games/pbem/engine"
)

// sideTestState is a game of players seats, each its own side with 250
// Florins on space 1, all Guelphs, nothing owned, in round 1.
func sideTestState(players int) *state {
	st := &state{d: embedded.Get(), round: 1, rounds: 25, offers: 3, soldiers: 12}
	for s := range players {
		st.names = append(st.names, []string{"Ann", "Bob", "Cid", "Dan", "Eve", "Fay"}[s])
		st.party = append(st.party, guelph)
		st.revealed = append(st.revealed, false)
		st.sideOf = append(st.sideOf, int8(s))
		st.sides = append(st.sides, side{members: []engine.Seat{engine.Seat(s)}, cash: 250, pos: 1})
	}
	for i := range st.owner {
		st.owner[i] = noSide
		st.owned = st.ownedByWalk() // owner set by hand
	}
	return st
}

// sideTestDraw is a rng whose first draw of 1 to 12 is n.
func sideTestDraw(n int) *rand.Rand {
	for seed := uint64(0); ; seed++ {
		if 1+rand.New(rand.NewPCG(seed, 0)).IntN(12) == n {
			return rand.New(rand.NewPCG(seed, 0))
		}
	}
}

// sideTestApply applies m by seat s and fails the test on an error.
func sideTestApply(t *testing.T, st *state, s engine.Seat, m engine.Move, rng *rand.Rand) []engine.Event {
	t.Helper()
	if rng == nil {
		rng = rand.New(rand.NewPCG(1, 2))
	}
	evs, err := st.Apply(s, m, rng)
	if err != nil {
		t.Fatalf("%v by %d: %v", m, s, err)
	}
	return evs
}

// sideTestRefused checks that Apply refuses m and changes nothing.
func sideTestRefused(t *testing.T, st *state, s engine.Seat, m engine.Move) {
	t.Helper()
	before := st.Clone()
	if _, err := st.Apply(s, m, rand.New(rand.NewPCG(1, 2))); !errors.Is(err, engine.ErrIllegal) {
		t.Fatalf("%v by %d: got %v, want refused", m, s, err)
	}
	if !sideTestSame(before.(*state), st) {
		t.Fatalf("%v by %d: refused but changed the state", m, s)
	}
}

// sideTestSame compares the parts of two states this package's side rules touch.
func sideTestSame(a, b *state) bool {
	if a.phase != b.phase || !slices.Equal(a.toAct, b.toAct) || a.owner != b.owner || len(a.talks.open) != len(b.talks.open) {
		return false
	}
	for i := range a.sides {
		if a.sides[i].cash != b.sides[i].cash || a.sides[i].out != b.sides[i].out || a.sides[i].pos != b.sides[i].pos {
			return false
		}
	}
	return true
}

// sideTestHas reports whether evs hold an event of key, and whether it is private.
func sideTestHas(evs []engine.Event, key string) (found, private bool) {
	for _, e := range evs {
		if e.Key == key {
			return true, !e.Public()
		}
	}
	return false, false
}

// sideTestLegalAccepted applies every listed move of every seat awaited to a clone.
func sideTestLegalAccepted(t *testing.T, st *state) {
	t.Helper()
	for _, s := range st.ToAct() {
		for _, m := range st.Legal(s) {
			c := st.Clone()
			if _, err := c.Apply(s, m, rand.New(rand.NewPCG(3, 4))); err != nil {
				t.Fatalf("listed %#v by %d refused: %v", m, s, err)
			}
		}
	}
}

type eventsT = engine.Events

func engineSeat(s int) engine.Seat { return engine.Seat(s) }
