package leonardo

import "testing"

// sideTestLanded has Ann (side 0) on space, whose administration Bob owns.
func sideTestLanded(space int8) *state {
	st := sideTestState(3)
	st.sides[0].pos = space
	st.sides[1].admins = []int8{st.d.adminAt[space]}
	st.startShift(nil)
	return st
}

func TestShiftMovesThePawn(t *testing.T) {
	st := sideTestLanded(3)
	if st.phase != phaseShift || st.toAct[0] != 1 {
		t.Fatalf("phase %v, to act %v; want Bob to decide", st.phase, st.toAct)
	}
	sideTestLegalAccepted(t, st)
	sideTestRefused(t, st, 1, ShiftMove{Target: 0, Steps: 6})
	sideTestRefused(t, st, 1, ShiftMove{Target: 0, Steps: 0})
	sideTestRefused(t, st, 1, ShiftMove{Target: 2, Steps: 1})
	cash := st.sides[0].cash
	sideTestApply(t, st, 1, ShiftMove{Target: 0, Steps: -4}, nil)
	if st.sides[0].pos != 31 || st.sides[0].cash != cash {
		t.Errorf("pawn on %d with %d, want 31 and no pass bonus (RULING)", st.sides[0].pos, st.sides[0].cash)
	}
	if st.phase == phaseSoldier {
		t.Error("a soldier decision off a message space")
	}
}

func TestShiftThenSoldier(t *testing.T) {
	st := sideTestState(3)
	st.sides[0].pos, st.sides[0].soldiers = 7, 2
	st.sides[1].admins = []int8{st.d.adminAt[7]}
	st.startShift(nil)
	sideTestApply(t, st, 1, PassMove{}, nil)
	if st.phase != phaseSoldier {
		t.Fatalf("phase %v, want the soldier decision", st.phase)
	}
	sideTestLegalAccepted(t, st)
	pile := st.soldiers
	sideTestApply(t, st, 1, RemoveSoldierMove{Target: 0}, nil)
	if st.sides[0].soldiers != 1 || st.soldiers != pile+1 {
		t.Errorf("soldiers %d, pile %d: want one back to the pile", st.sides[0].soldiers, st.soldiers)
	}
}

func TestShiftNoDecision(t *testing.T) {
	st := sideTestState(3)
	st.sides[0].pos = 3
	st.sides[0].admins = []int8{st.d.adminAt[3]} // the lander's own
	st.startShift(nil)
	if st.phase == phaseShift {
		t.Error("the lander decides on its own administration")
	}
	st = sideTestState(3)
	st.sides[0].pos = 7
	st.sides[1].admins = []int8{st.d.adminAt[7]}
	st.startShift(nil)
	sideTestApply(t, st, 1, PassMove{}, nil)
	if st.phase == phaseSoldier {
		t.Error("a soldier decision on a side without soldiers")
	}
	st = sideTestLanded(2) // no administration on 2
	if st.phase == phaseShift {
		t.Error("a decision on a space without an administration")
	}
}
