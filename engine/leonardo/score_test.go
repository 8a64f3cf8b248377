package leonardo

import "testing"

func TestFortuneAndWinner(t *testing.T) {
	st := sideTestState(3)
	st.owner[14] = 1               // price 60
	st.owned = st.ownedByWalk()    // owner set by hand
	st.art[14] = []int8{0}         // worth 100
	st.sides[1].admins = []int8{0} // price 100
	st.sides[2].out = true
	st.endGame(nil)
	if st.phase != phaseOver || len(st.toAct) != 0 {
		t.Fatal("the game is not over")
	}
	r, ok := st.Result()
	if !ok || r.Scores[1] != 250+60+100+100 || r.Scores[2] != 0 || len(r.Winners) != 1 || r.Winners[0] != 1 {
		t.Errorf("result %+v", r)
	}
}

func TestFortuneTieByCash(t *testing.T) {
	st := sideTestState(3)
	st.owner[14] = 0            // Ann: 190 + 60
	st.owned = st.ownedByWalk() // owner set by hand
	st.sides[0].cash = 190
	st.owner[2] = 2             // Cid: 210 + 40
	st.owned = st.ownedByWalk() // owner set by hand
	st.sides[2].cash = 210
	st.endGame(nil)
	r, _ := st.Result()
	if len(r.Winners) != 1 || r.Winners[0] != 1 || r.TieBreak.Key != "result.tie" {
		t.Errorf("winners %v, tie-break %v: want Bob on cash", r.Winners, r.TieBreak)
	}
	st = sideTestState(3)
	st.endGame(nil)
	r, _ = st.Result()
	if len(r.Winners) != 3 || r.TieBreak.Key != "result.tie-shared" {
		t.Errorf("winners %v, tie-break %v: want all three sharing", r.Winners, r.TieBreak)
	}
}

func TestLastSideLeftWins(t *testing.T) {
	st := sideTestState(3)
	st.sides[0].out, st.sides[1].out = true, true
	st.sides[0].cash = 1000
	st.endGame(nil)
	r, _ := st.Result()
	if len(r.Winners) != 1 || r.Winners[0] != 2 {
		t.Errorf("winners %v", r.Winners)
	}
}
