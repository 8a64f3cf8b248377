package leonardo

import "testing"

func TestAllianceMerges(t *testing.T) {
	st := sideTestTalks()
	st.sides[0].soldiers, st.sides[2].soldiers = 2, 1
	st.sides[2].admins = []int8{3}
	st.sides[0].pos, st.sides[2].pos = 5, 9
	sideTestApply(t, st, 2, AllyMove{With: 0}, nil)
	evs := sideTestApply(t, st, 0, AcceptMove{From: 2}, nil)
	a := st.sides[0]
	if !st.sides[2].out || st.sideOf[2] != 0 || a.cash != 500 || len(a.members) != 2 || a.members[0] != 0 {
		t.Fatalf("merged side %+v, Cid's side out %v", a, st.sides[2].out)
	}
	if a.soldiers != 2 || st.soldiers != 13 || a.pos != 9 || st.owner[2] != 0 || len(a.admins) != 1 {
		t.Errorf("soldiers %d pile %d pos %d owner of 2: %d", a.soldiers, st.soldiers, a.pos, st.owner[2])
	}
	if !st.revealed[0] || !st.revealed[2] || st.revealed[1] {
		t.Error("the members' parties are not made public")
	}
	if ok, private := sideTestHas(evs, "event.party"); !ok || private {
		t.Error("no public party event")
	}
	if st.sideName(0) != "Ann+Cid" {
		t.Errorf("name %q", st.sideName(0))
	}
	sideTestLegalAccepted(t, st)
}

func TestAllianceOtherParty(t *testing.T) {
	st := sideTestTalks()
	st.party[1] = ghibelline
	sideTestApply(t, st, 0, AllyMove{With: 1}, nil)
	evs := sideTestApply(t, st, 1, AcceptMove{From: 0}, nil)
	if st.sides[1].out || st.sides[0].out || st.revealed[0] {
		t.Error("sides of two parties merged, or a party made public")
	}
	for _, e := range evs {
		if e.Key == "event.ally-party" && (len(e.To) != 2 || e.To[0] != 0 || e.To[1] != 1) {
			t.Errorf("party told to %v, want both leaders only", e.To)
		}
	}
	if ok, _ := sideTestHas(evs, "event.ally-failed"); !ok {
		t.Error("no public failure")
	}
}
