package leonardo

import (
	"slices"
	"testing"

	"github.com/pbem-games/pbem/engine"
)

// reviewTestTalks plays the turns of round 1 of a started 4-player game
// (Bob and Dan Ghibellines, Ann and Cid Guelphs) up to its negotiation.
func reviewTestTalks(t *testing.T) *state {
	t.Helper()
	st := turnTestBare(t, 4)
	turnTestEvs(func(evs *engine.Events) {
		for st.phase != phaseNegotiate {
			st.endTurn(evs)
		}
	})
	return st
}

// reviewTestAlly has Dan propose an alliance to Bob, who accepts.
func reviewTestAlly(t *testing.T, st *state) {
	t.Helper()
	turnTestDo(t, st, 3, AllyMove{With: 1})
	turnTestDo(t, st, 1, AcceptMove{From: 3})
	if st.sideOf[3] != 1 || !st.sides[3].out || !slices.Equal(st.sides[1].members, []engine.Seat{1, 3}) {
		t.Fatalf("Bob and Dan not merged: %+v", st.sides[1])
	}
}

// Two sides merge in a negotiation; from the next round the alliance
// plays once a round, at its leader's seat, both members draw, the leader
// alone keeps a number, and the joint purse pays the rent, doubled for a
// district the alliance's owner holds whole.
func TestReviewAllianceEndToEnd(t *testing.T) {
	st := reviewTestTalks(t)
	st.owner[30], st.owner[31], st.owner[32] = 0, 0, 0 // Ann's whole district
	st.owned = st.ownedByWalk()                        // owner set by hand
	st.sides[1].cash, st.sides[3].cash = 100, 150
	reviewTestAlly(t, st)
	if st.sides[1].cash != 250 {
		t.Fatalf("joint purse %d, want 250", st.sides[1].cash)
	}
	turnTestEndTalks(t, st)
	var order []int8
	turnTestEvs(func(evs *engine.Events) {
		for st.phase == phaseTurn {
			order = append(order, st.current)
			if st.current == 1 {
				break
			}
			st.endTurn(evs)
		}
	})
	if !slices.Equal(order, []int8{0, 1}) || !slices.Equal(st.toAct, []engine.Seat{1}) {
		t.Fatalf("order %v, to act %v: want Ann then the alliance at Bob's seat", order, st.toAct)
	}
	seed := uint64(0)
	for ; ; seed++ {
		c := st.Clone().(*state)
		if _, err := c.Apply(1, RollMove{}, turnTestRng(seed)); err == nil && c.phase == phaseChoose {
			break
		}
	}
	rng := turnTestRng(seed)
	evs, err := st.Apply(1, RollMove{}, rng)
	if err != nil || st.phase != phaseChoose || len(st.turn.draws) != 2 {
		t.Fatalf("roll: %v, phase %v, draws %v", err, st.phase, st.turn.draws)
	}
	var drew []string
	for _, e := range evs {
		if e.Key == "event.draws" {
			drew = append(drew, e.Args[0])
		}
	}
	if !slices.Equal(drew, []string{"Bob", "Dan"}) || !slices.Equal(st.toAct, []engine.Seat{1}) {
		t.Fatalf("drawn by %v, to act %v: want Bob and Dan to draw, Bob to choose", drew, st.toAct)
	}
	if _, err := st.Apply(3, ChooseMove{Value: st.turn.draws[0]}, rng); err == nil {
		t.Fatal("Dan, not the alliance's leader, chose")
	}
	v := st.turn.draws[0]
	st.sides[1].pos = 31 - v
	soldiers := st.sides[1].soldiers
	turnTestDo(t, st, 1, ChooseMove{Value: v})
	if st.sides[1].pos != 31 || st.sides[1].cash != 250-100 || st.sides[0].cash != 250+100 {
		t.Fatalf("alliance on %d with %d, Ann %d: want double rent 100 paid from the joint purse",
			st.sides[1].pos, st.sides[1].cash, st.sides[0].cash)
	}
	if v <= 2 && st.sides[1].soldiers != soldiers+1 {
		t.Errorf("kept %d but no soldier", v)
	}
	turnTestEvs(func(evs *engine.Events) { st.endTurn(evs) })
	if st.current != 2 {
		t.Fatalf("after the alliance, side %d plays, want Cid", st.current)
	}
	turnTestEvs(func(evs *engine.Events) { st.endTurn(evs) })
	if st.phase != phaseNegotiate {
		t.Fatalf("phase %v after Cid: Dan played a turn of his own", st.phase)
	}
}

// A district owned part by one player and part by another is whole once
// they ally: the rent doubles.
func TestReviewAllianceJointDistrict(t *testing.T) {
	st := reviewTestTalks(t)
	st.owner[30], st.owner[31], st.owner[32] = 1, 3, 3
	st.owned = st.ownedByWalk() // owner set by hand
	reviewTestAlly(t, st)
	if st.rent(31) != 100 || st.rent(30) != 90 {
		t.Fatalf("rents %d and %d, want 100 and 90 (doubled)", st.rent(31), st.rent(30))
	}
}

// An event pays each member of an alliance of the favoured party: an
// alliance of two gets twice the payment, into its one purse.
func TestReviewEventPaysEachMember(t *testing.T) {
	st := reviewTestTalks(t)
	reviewTestAlly(t, st)
	for st.d.Events.Cards[st.events[0]].Party != "ghibelline" {
		st.events = append(st.events[1:], st.events[0])
	}
	cash := st.sides[1].cash
	turnTestEvs(func(evs *engine.Events) { st.drawEvent(evs) })
	if st.sides[1].cash != cash+200 || st.sides[0].cash != 250 {
		t.Fatalf("alliance %d (from %d), Ann %d: want +200 for Bob and Dan", st.sides[1].cash, cash, st.sides[0].cash)
	}
}

// When every player still in the game joins one alliance, it is the one
// side left (rule text, "Vainqueur"): the game ends and its members win.
func TestReviewLastAllianceEnds(t *testing.T) {
	st := reviewTestTalks(t)
	st.sides[0].out, st.sides[2].out = true, true
	reviewTestAlly(t, st)
	if st.phase != phaseOver || len(st.ToAct()) != 0 {
		t.Fatalf("phase %v, to act %v: the one side left plays on", st.phase, st.ToAct())
	}
	r, _ := st.Result()
	if !slices.Equal(r.Winners, []engine.Seat{1, 3}) {
		t.Errorf("winners %v, want Bob and Dan", r.Winners)
	}
}
