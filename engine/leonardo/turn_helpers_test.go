package leonardo

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/pbem-games/pbem/engine"
)

// turnTestRng is a fixed random stream.
func turnTestRng(seed uint64) *rand.Rand { return rand.New(rand.NewPCG(seed, 7)) }

// turnTestNames names n players.
func turnTestNames(n int) []string { return []string{"Ann", "Bob", "Cid", "Dan", "Eve", "Fay"}[:n] }

// turnTestStarted returns a game of n players whose parties are chosen
// (seat s: guelph for even s), at the first turn.
func turnTestStarted(t *testing.T, n int, seed uint64) *state {
	t.Helper()
	st, _ := newGame(embedded.Get(), turnTestNames(n), 25, 3, turnTestRng(seed))
	for s := range n {
		turnTestDo(t, st, engine.Seat(s), PartyMove{Party: int8(s % 2)})
	}
	return st
}

// turnTestBare returns a started game of n players with nobody owning
// anything, every pawn on space 9 (peace: no battle), for scenes set by hand.
func turnTestBare(t *testing.T, n int) *state {
	t.Helper()
	st := turnTestStarted(t, n, 1)
	for i := range st.owner {
		st.owner[i] = noSide
		st.owned = st.ownedByWalk() // owner set by hand
	}
	for i := range st.sides {
		st.sides[i].pos = 9
	}
	return st
}

// turnTestDo applies m for seat s and fails the test on an error.
func turnTestDo(t *testing.T, st *state, s engine.Seat, m engine.Move) []engine.Event {
	t.Helper()
	evs, err := st.Apply(s, m, turnTestRng(99))
	if err != nil {
		t.Fatalf("%v by seat %d: %v", m, s, err)
	}
	return evs
}

// turnTestRefused applies m for seat s, wants it refused as illegal, and
// the state unchanged.
func turnTestRefused(t *testing.T, st *state, s engine.Seat, m engine.Move) {
	t.Helper()
	before := st.Clone()
	if _, err := st.Apply(s, m, turnTestRng(99)); err == nil {
		t.Fatalf("%v by seat %d accepted", m, s)
	}
	if !turnTestSame(before.(*state), st) {
		t.Fatalf("%v by seat %d refused but changed the state", m, s)
	}
}

// turnTestSame compares the parts of two states a turn changes.
func turnTestSame(a, b *state) bool {
	if a.phase != b.phase || a.current != b.current || a.owner != b.owner || !slices.Equal(a.artDeck, b.artDeck) ||
		!slices.Equal(a.toAct, b.toAct) || a.soldiers != b.soldiers {
		return false
	}
	for i := range a.sides {
		x, y := a.sides[i], b.sides[i]
		if x.cash != y.cash || x.pos != y.pos || x.soldiers != y.soldiers || x.out != y.out {
			return false
		}
	}
	return true
}

// turnTestKeys lists the keys of evs.
func turnTestKeys(evs []engine.Event) []string {
	var out []string
	for _, e := range evs {
		out = append(out, e.Key)
	}
	return out
}

// turnTestEvs runs f with a fresh event list and returns it.
func turnTestEvs(f func(evs *engine.Events)) []engine.Event {
	var evs engine.Events
	f(&evs)
	return evs
}
