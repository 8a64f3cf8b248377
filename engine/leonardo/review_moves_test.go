package leonardo

import (
	"errors"
	"reflect"
	"slices"
	"testing"

	"github.com/pbem-games/pbem/engine"
)

// A pawn passing Piazza Maggiore gets the bonus (rule text: "Si un pion
// passe sur cette case"), on every move forward: an administration's move
// across or onto space 1 too. Moving back across it pays nothing (RULING:
// passing is in the direction of travel).
func TestReviewShiftPassesPiazza(t *testing.T) {
	for _, c := range []struct {
		from, steps, to int8
		bonus           bool
	}{
		{28, 5, 1, true}, {30, 4, 2, true}, {32, 1, 1, true}, {27, 5, 32, false},
		{3, -4, 31, false}, {1, -1, 32, false}, {2, -1, 1, false}, {1, 3, 4, false},
	} {
		st := sideTestLanded(c.from)
		var evs []engine.Event
		if st.phase == phaseShift {
			evs = sideTestApply(t, st, 1, ShiftMove{Target: 0, Steps: c.steps}, nil)
		} else {
			st.shift = shiftState{owner: 1, lander: 0, space: c.from}
			st.setActor(phaseShift, 1)
			evs = sideTestApply(t, st, 1, ShiftMove{Target: 0, Steps: c.steps}, nil)
		}
		want := 250
		if c.bonus {
			want += st.d.Rules.PassBonus
		}
		got, _ := sideTestHas(evs, "event.pass-bonus")
		if st.sides[0].pos != c.to || st.sides[0].cash != want || got != c.bonus {
			t.Errorf("%d by %+d: on %d with %d (bonus event %v), want %d with %d", c.from, c.steps, st.sides[0].pos, st.sides[0].cash, got, c.to, want)
		}
	}
}

// The mover meets every other pawn on its space one after the other, in
// turn order from the mover ([R]): Cid meets Dan, then Ann, then Bob.
func TestReviewBattleOrder(t *testing.T) {
	st := turnTestBare(t, 4)
	st.current = 2
	st.sides[2].pos, st.sides[2].soldiers = 8, 1
	for _, i := range []int{0, 1, 3} {
		st.sides[i].pos = 10
	}
	st.owner[10] = 2
	st.owned = st.ownedByWalk() // owner set by hand
	evs := turnTestEvs(func(evs *engine.Events) { st.advance(2, turnTestRng(1), evs) })
	var met []string
	for _, e := range evs {
		if e.Key == "event.battle-unopposed" {
			met = append(met, e.Args[1])
		}
	}
	if !slices.Equal(met, []string{"Dan", "Ann", "Bob"}) || st.sides[2].cash != 280 {
		t.Fatalf("Cid met %v and has %d, want Dan, Ann, Bob and 280", met, st.sides[2].cash)
	}
}

// A trade sells or exchanges palaces or bridges (rule text,
// "Négociations"): Florins alone are no trade.
func TestOfferNeedsAPalaceOrBridge(t *testing.T) {
	st := sideTestState(3)
	st.startTalks(nil)
	before := st.Clone()
	_, err := st.Apply(0, OfferMove{To: 1, Give: Lot{Florins: 50}}, nil)
	if !errors.Is(err, engine.ErrIllegal) {
		t.Fatalf("an offer of Florins alone: %v, want it refused", err)
	}
	if !reflect.DeepEqual(before, st.Clone()) {
		t.Fatal("a refused offer changed the state")
	}
}
