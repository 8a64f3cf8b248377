package leonardo

import (
	"testing"

	"github.com/pbem-games/pbem/engine"
)

// allianceTalks is a negotiation of four Guelphs, each owning a space:
// Ann 14, Bob 31, Cid 2, Dan 5.
func allianceTalks(t *testing.T) *state {
	t.Helper()
	st := sideTestState(4)
	st.owner[14], st.owner[31], st.owner[2], st.owner[5] = 0, 1, 2, 3
	st.owned = st.ownedByWalk() // owner set by hand
	st.startTalks(nil)
	return st
}

// trade is an offer to seat to of space give for space get.
func trade(to engine.Seat, give, get int) OfferMove {
	return OfferMove{To: to, Give: Lot{Spaces: 1 << give}, Get: Lot{Spaces: 1 << get}}
}

// hasProposal reports whether a proposal from seat from to seat to is open.
func hasProposal(st *state, from, to engine.Seat) bool {
	return st.find(st.sideOf[from], st.sideOf[to]) >= 0
}

// The alliance of Bob and Dan (Dan proposes, Bob accepts) goes on as
// the side of its member seated first, Bob's. What Dan's side proposed
// and what was proposed to it lapse, and everyone is told; what Bob's
// side proposed and what was proposed to it stand while still possible.
func TestAllianceKeepsTheFirstSeatsProposals(t *testing.T) {
	st := allianceTalks(t)
	sideTestApply(t, st, 1, trade(0, 31, 14), nil) // Bob to Ann: stands
	sideTestApply(t, st, 2, trade(1, 2, 31), nil)  // Cid to Bob: stands
	sideTestApply(t, st, 3, trade(0, 5, 14), nil)  // Dan to Ann: lapses
	sideTestApply(t, st, 0, trade(3, 14, 5), nil)  // Ann to Dan: lapses
	sideTestApply(t, st, 3, AllyMove{With: 1}, nil)
	evs := sideTestApply(t, st, 1, AcceptMove{From: 3}, nil)
	if st.sideOf[3] != 1 || !st.sides[3].out {
		t.Fatalf("Bob and Dan did not merge into Bob's side: %+v", st.sides)
	}
	if !hasProposal(st, 1, 0) || !hasProposal(st, 2, 1) {
		t.Error("a proposal of or to the first member's side lapsed")
	}
	if len(st.talks.open) != 2 {
		t.Errorf("open proposals %+v, want Bob's to Ann and Cid's to Bob only", st.talks.open)
	}
	lapsed := 0
	for _, e := range evs {
		if e.Key == "event.offer-lapsed" {
			lapsed++
			if e.To != nil {
				t.Errorf("a lapse told to %v only: everyone is told", e.To)
			}
		}
	}
	if lapsed != 2 {
		t.Errorf("%d lapses told, want Dan's and Ann's", lapsed)
	}
	sideTestLegalAccepted(t, st)
}

// The alliance has made as many offers as the one of its sides that made
// the most (the ally proposal counted), not their sum: the bounded
// negotiation's limit is a side's, and a merge neither spends nor
// refunds offers.
func TestAllianceOffersCountTheMostOfTheTwo(t *testing.T) {
	st := allianceTalks(t)
	sideTestApply(t, st, 1, trade(0, 31, 14), nil)  // Bob: 1 offer
	sideTestApply(t, st, 3, trade(0, 5, 14), nil)   // Dan: 1 offer
	sideTestApply(t, st, 3, trade(2, 5, 2), nil)    // Dan: 2 offers
	sideTestApply(t, st, 3, AllyMove{With: 1}, nil) // Dan: 3, the ally proposal counts
	sideTestApply(t, st, 1, AcceptMove{From: 3}, nil)
	if got := st.talks.made[1]; got != 3 {
		t.Errorf("the alliance has made %d offers, want the most of the two (3), not their sum (4)", got)
	}
	if st.canPropose(1, 0) {
		t.Error("an alliance with no offer left may still propose")
	}
}

// The alliance is done offering only if both of its sides were: a side
// still offering carries the alliance with it.
func TestAllianceIsDoneOnlyIfBothWere(t *testing.T) {
	for _, bobDone := range []bool{false, true} {
		st := allianceTalks(t)
		sideTestApply(t, st, 3, AllyMove{With: 1}, nil)
		sideTestApply(t, st, 3, DoneMove{}, nil)
		if bobDone {
			sideTestApply(t, st, 1, DoneMove{}, nil)
		}
		sideTestApply(t, st, 1, AcceptMove{From: 3}, nil)
		if st.talks.done[1] != bobDone {
			t.Errorf("Bob done %v, Dan done: the alliance done %v", bobDone, st.talks.done[1])
		}
	}
}
