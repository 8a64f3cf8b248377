package leonardo

import (
	"math/rand/v2"
	"testing"

	"github.com/pbem-games/pbem/engine"
)

// sideTestTalks is a 3-player negotiation: Ann owns 14 (with two art
// works), Bob 31, Cid 2.
func sideTestTalks() *state {
	st := sideTestState(3)
	st.owner[14], st.owner[31], st.owner[2] = 0, 1, 2
	st.owned = st.ownedByWalk() // owner set by hand
	st.art[14] = []int8{0, 5}
	st.startTalks(nil)
	return st
}

func TestTalksTrade(t *testing.T) {
	st := sideTestTalks()
	if st.phase != phaseNegotiate || len(st.toAct) != 3 {
		t.Fatalf("phase %v, to act %v", st.phase, st.toAct)
	}
	sideTestLegalAccepted(t, st)
	sideTestApply(t, st, 0, OfferMove{To: 1, Give: Lot{Spaces: 1 << 14, Florins: 50}, Get: Lot{Spaces: 1 << 31}}, nil)
	evs := sideTestApply(t, st, 1, AcceptMove{From: 0}, nil)
	if st.owner[14] != 1 || st.owner[31] != 0 || st.sides[0].cash != 200 || st.sides[1].cash != 300 {
		t.Errorf("after the trade: owners %d %d, cash %d %d", st.owner[14], st.owner[31], st.sides[0].cash, st.sides[1].cash)
	}
	if len(st.art[14]) != 2 {
		t.Error("the art works did not stay on their palace")
	}
	if _, private := sideTestHas(evs, "event.art-value"); !private {
		t.Error("the new owner is not told the art values in private")
	}
}

func TestTalksLimits(t *testing.T) {
	st := sideTestTalks()
	sideTestRefused(t, st, 0, OfferMove{To: 1})                                                     // empty
	sideTestRefused(t, st, 0, OfferMove{To: 0, Give: Lot{Spaces: 1 << 14}})                         // to oneself
	sideTestRefused(t, st, 0, OfferMove{To: 1, Give: Lot{Spaces: 1 << 31}})                         // not Ann's
	sideTestRefused(t, st, 0, OfferMove{To: 1, Give: Lot{Florins: 251}, Get: Lot{Spaces: 1 << 31}}) // too much
	sideTestRefused(t, st, 0, OfferMove{To: 1, Give: Lot{Florins: 5}})                              // Florins alone are no trade
	sideTestRefused(t, st, 0, OfferMove{To: 1, Get: Lot{Spaces: 1 << 14}})                          // not Bob's
	sideTestApply(t, st, 0, OfferMove{To: 1, Give: Lot{Florins: 5}, Get: Lot{Spaces: 1 << 31}}, nil)
	sideTestRefused(t, st, 0, OfferMove{To: 1, Give: Lot{Florins: 10}, Get: Lot{Spaces: 1 << 31}}) // one open proposal to Bob
	sideTestApply(t, st, 0, WithdrawMove{To: 1}, nil)
	sideTestApply(t, st, 0, OfferMove{To: 1, Give: Lot{Florins: 10}, Get: Lot{Spaces: 1 << 31}}, nil)
	sideTestApply(t, st, 0, AllyMove{With: 2}, nil)
	sideTestRefused(t, st, 0, OfferMove{To: 2, Give: Lot{Spaces: 1 << 14}}) // the alliance proposal is open
	sideTestApply(t, st, 2, DeclineMove{From: 0}, nil)
	sideTestRefused(t, st, 0, OfferMove{To: 2, Give: Lot{Spaces: 1 << 14}}) // 3 offers made
	sideTestLegalAccepted(t, st)
}

func TestTalksLapseAndRefusal(t *testing.T) {
	st := sideTestTalks()
	sideTestApply(t, st, 0, OfferMove{To: 1, Give: Lot{Spaces: 1 << 14}}, nil)
	sideTestApply(t, st, 0, OfferMove{To: 2, Give: Lot{Spaces: 1 << 14}, Get: Lot{Florins: 60}}, nil)
	evs := sideTestApply(t, st, 2, AcceptMove{From: 0}, nil)
	if ok, _ := sideTestHas(evs, "event.offer-lapsed"); !ok || len(st.talks.open) != 0 {
		t.Error("the offer of a space given away did not lapse")
	}
	// A trade no longer possible is refused with why, should one remain open.
	st.talks.open = append(st.talks.open, proposal{from: 0, to: 1, give: Lot{Spaces: 1 << 14}})
	st.talksToAct(nil)
	sideTestRefused(t, st, 1, AcceptMove{From: 0})
}

func TestTalksEnd(t *testing.T) {
	st := sideTestTalks()
	sideTestApply(t, st, 0, OfferMove{To: 1, Give: Lot{Spaces: 1 << 14}}, nil)
	sideTestApply(t, st, 0, DoneMove{}, nil)
	sideTestApply(t, st, 1, DoneMove{}, nil)
	sideTestApply(t, st, 2, DoneMove{}, nil)
	if st.phase != phaseNegotiate || len(st.toAct) != 1 || st.toAct[0] != 1 {
		t.Fatalf("to act %v: want Bob, whose answer is awaited", st.toAct)
	}
	sideTestLegalAccepted(t, st)
	sideTestApply(t, st, 1, DeclineMove{From: 0}, nil)
	if st.phase == phaseNegotiate || st.round != 2 {
		t.Errorf("phase %v round %d: the negotiation did not end", st.phase, st.round)
	}
}

// TestTalksRandomEnds plays random negotiations: every listed move is
// accepted and every negotiation ends (the bounded offers).
func TestTalksRandomEnds(t *testing.T) {
	for seed := range uint64(200) {
		rng := rand.New(rand.NewPCG(seed, 7))
		st := sideTestTalks()
		st.party[2] = ghibelline
		for steps := 0; st.phase == phaseNegotiate; steps++ {
			if steps > 500 {
				t.Fatalf("seed %d: the negotiation does not end", seed)
			}
			s := st.toAct[rng.IntN(len(st.toAct))]
			moves := st.Legal(s)
			m := moves[rng.IntN(len(moves))]
			if _, err := st.Apply(s, m, rng); err != nil {
				t.Fatalf("seed %d: listed %#v by %d refused: %v", seed, m, s, err)
			}
		}
	}
}

var _ engine.Move = DoneMove{}

// TestTalksMovesWriteBack: every listed move of the negotiation, of a
// stake and of an administration reads back from its notation.
func TestTalksMovesWriteBack(t *testing.T) {
	for _, st := range []*state{sideTestTalks(), sideTestMarket(t), sideTestLanded(3)} {
		for _, s := range st.ToAct() {
			for _, m := range st.Legal(s) {
				text := Game{}.FormatMove(st, m)
				back, err := Game{}.ParseMove(st, s, text)
				if err != nil || back != m {
					t.Errorf("%#v is written %q, read back as %#v (%v)", m, text, back, err)
				}
			}
		}
	}
}
