package leonardo

import (
	"slices"
	"testing"

	"github.com/pbem-games/pbem/engine"
)

// A side met in a battle that cannot pay the 10 is out; its creditor, the
// mover, takes its palaces with their art works and learns their values in
// private; the mover meets the next pawn, and the turn order skips the
// side put out.
func TestReviewBankruptInBattle(t *testing.T) {
	st := turnTestBare(t, 4)
	st.sides[0].soldiers = 1
	st.sides[1].pos, st.sides[3].pos = 10, 10
	st.sides[1].cash = 5
	st.owner[14] = 1
	st.owned = st.ownedByWalk() // owner set by hand
	st.art[14] = []int8{3}
	evs := turnTestLand(st, 8, 2) // to 10, free: Ann decides
	evs = append(evs, turnTestDo(t, st, 0, PassMove{})...)
	if !st.sides[1].out || st.owner[14] != 0 || st.sides[0].cash != 250+5+10 || st.sides[3].cash != 240 {
		t.Fatalf("Bob out %v, 14 owned by %d, cash Ann %d Dan %d", st.sides[1].out, st.owner[14], st.sides[0].cash, st.sides[3].cash)
	}
	if !reviewTestToldArt(evs, 14, []engine.Seat{0}) {
		t.Error("Ann is not told the value of the art work she takes")
	}
	if st.phase != phaseTurn || st.current != 2 {
		t.Fatalf("phase %v, side %d to play: want Cid (Bob is out)", st.phase, st.current)
	}
}

// The mover who cannot pay a battle is out at once: it meets nobody after,
// and with two sides left the other wins.
func TestReviewMoverBankruptInBattleEnds(t *testing.T) {
	st := turnTestBare(t, 3)
	st.sides[2].out = true
	st.sides[1].soldiers, st.sides[1].pos = 1, 12
	st.sides[0].cash = 0
	st.owner[12] = 1
	st.owned = st.ownedByWalk() // owner set by hand
	turnTestLand(st, 10, 2)     // rent to Bob cannot be paid: out before the battle
	if !st.sides[0].out || st.phase != phaseOver || st.sides[1].cash != 250 {
		t.Fatalf("Ann out %v, phase %v, Bob %d", st.sides[0].out, st.phase, st.sides[1].cash)
	}
	r, _ := st.Result()
	if !slices.Equal(r.Winners, []engine.Seat{1}) {
		t.Errorf("winners %v, want Bob", r.Winners)
	}
}

// An organiser who cannot pay a winning backer is bankrupt to that backer
// (who takes the cards and learns the art values); the turn passes on to
// the next side, and the game goes on.
func TestReviewOrganiserBankruptGoesOn(t *testing.T) {
	st := sideTestMarket(t)
	st.sides[0].cash = 20
	st.owner[31] = 0
	st.owned = st.ownedByWalk() // owner set by hand
	st.art[31] = []int8{4, 9}
	sideTestApply(t, st, 1, StakeMove{Product: 0, Amount: 100}, nil)
	sideTestApply(t, st, 2, StakeMove{Product: 1, Amount: 5}, nil)
	evs := sideTestApply(t, st, 3, StakeMove{Product: 0, Amount: 50}, sideTestDraw(1))
	if !st.sides[0].out || st.owner[31] != 1 || st.sides[1].cash != 250+20+5 || st.sides[3].cash != 250 {
		t.Fatalf("Ann out %v, 31 owned by %d, Bob %d, Dan %d", st.sides[0].out, st.owner[31], st.sides[1].cash, st.sides[3].cash)
	}
	if !reviewTestToldArt(evs, 31, []engine.Seat{1}) {
		t.Error("Bob is not told the values of the art works he takes")
	}
	if st.phase != phaseTurn || st.current != 1 {
		t.Fatalf("phase %v, side %d to play, want Bob", st.phase, st.current)
	}
}

// reviewTestToldArt reports whether evs tell only seats the art works on
// space no, in private.
func reviewTestToldArt(evs []engine.Event, no int, seats []engine.Seat) bool {
	told := false
	for _, e := range evs {
		if e.Key == "event.art-value" && e.Args[0] == itoa(no) {
			if !slices.Equal(e.To, seats) {
				return false
			}
			told = true
		}
	}
	return told
}
