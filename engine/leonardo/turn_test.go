package leonardo

import (
	"slices"
	"testing"

	"github.com/pbem-games/pbem/engine"
)

// Art works: 1 to 4 a turn, 50 each, on own streets only, at most 4 on a
// palace, once before the draw; the values told to the buyer alone.
func TestArtPurchase(t *testing.T) {
	st := turnTestBare(t, 3)
	st.owner[31], st.owner[29], st.owner[2] = 0, 0, 1
	st.owned = st.ownedByWalk() // owner set by hand
	st.art[31] = []int8{0, 1}
	turnTestRefused(t, st, 0, ArtMove{N: 1, On: [4]int8{29}}) // a bridge
	turnTestRefused(t, st, 0, ArtMove{N: 1, On: [4]int8{2}})  // another's
	turnTestRefused(t, st, 0, ArtMove{N: 3, On: [4]int8{31, 31, 31}})
	turnTestRefused(t, st, 0, ArtMove{N: 5})
	st.sides[0].cash = 99
	turnTestRefused(t, st, 0, ArtMove{N: 2, On: [4]int8{31, 31}})
	if got := len(st.Legal(0)); got != 2 { // roll, art 1 on 31
		t.Fatalf("%d moves with 99 Florins, want roll and one art work", got)
	}
	st.sides[0].cash = 250
	if got := st.Legal(0); len(got) != 3 || got[2] != (ArtMove{N: 2, On: [4]int8{31, 31}}) {
		t.Fatalf("legal %v, want roll, art 1 and art 2 on 31", got)
	}
	top := st.artDeck[0]
	evs := turnTestDo(t, st, 0, ArtMove{N: 2, On: [4]int8{31, 31}})
	if st.sides[0].cash != 150 || len(st.art[31]) != 4 || st.art[31][2] != top {
		t.Fatalf("cash %d, art %v", st.sides[0].cash, st.art[31])
	}
	for _, e := range evs {
		if e.Key == "event.art-drawn" && !slices.Equal(e.To, []engine.Seat{0}) {
			t.Fatalf("art values told to %v", e.To)
		}
	}
	if !slices.Equal(st.Legal(0), []engine.Move{RollMove{}}) {
		t.Fatalf("after buying: %v, want only roll", st.Legal(0))
	}
	st.owner[32] = 0
	st.owned = st.ownedByWalk()                               // owner set by hand
	turnTestRefused(t, st, 0, ArtMove{N: 1, On: [4]int8{32}}) // once a turn
}

// The pawn moves counter-clockwise (numbers up, 32 to 1); passing or
// landing on 1 pays 100; a 1 or 2 gives a soldier, at most 2.
func TestMovementAndSoldiers(t *testing.T) {
	for _, c := range []struct {
		from, v, to, bonus int
	}{{2, 3, 5, 0}, {30, 3, 1, 100}, {30, 5, 3, 100}, {32, 12, 12, 100}, {20, 12, 32, 0}} {
		st := turnTestBare(t, 3)
		st.sides[0].pos = int8(c.from)
		st.admins = nil
		turnTestEvs(func(evs *engine.Events) { st.advance(c.v, turnTestRng(1), evs) })
		if int(st.sides[0].pos) != c.to || st.sides[0].cash != 250+c.bonus {
			t.Fatalf("from %d by %d: on %d with %d, want %d with %d", c.from, c.v, st.sides[0].pos, st.sides[0].cash, c.to, 250+c.bonus)
		}
	}
	st := turnTestBare(t, 3)
	st.sides[0].pos = 15 // to 17, peace
	for _, want := range []int8{1, 2, 2} {
		st.sides[0].pos, st.current = 15, 0
		turnTestEvs(func(evs *engine.Events) { st.advance(2, turnTestRng(1), evs) })
		if st.sides[0].soldiers != want {
			t.Fatalf("%d soldiers, want %d", st.sides[0].soldiers, want)
		}
	}
	if st.soldiers != embedded.Get().Soldiers.Count-2 {
		t.Fatalf("pile %d", st.soldiers)
	}
	st.sides[0].pos, st.current = 14, 0 // by 3: no soldier
	turnTestEvs(func(evs *engine.Events) { st.advance(3, turnTestRng(1), evs) })
	if st.sides[0].soldiers != 2 || st.soldiers != embedded.Get().Soldiers.Count-2 {
		t.Fatal("a soldier changed hands on a 3")
	}
	st.sides[1].pos, st.soldiers = 15, 0
	st.current = 1
	turnTestEvs(func(evs *engine.Events) { st.advance(1, turnTestRng(1), evs) })
	if st.sides[1].soldiers != 0 {
		t.Fatal("a soldier taken from an empty pile")
	}
}

// An alliance draws one number per member and its leader keeps one.
func TestAllianceChooses(t *testing.T) {
	st := turnTestBare(t, 3)
	st.sides[0].members = []engine.Seat{0, 2}
	st.sides[2].out = true
	st.sideOf[2] = 0
	turnTestDo(t, st, 0, RollMove{})
	if st.phase != phaseChoose || len(st.turn.draws) != 2 {
		t.Fatalf("phase %v, draws %v", st.phase, st.turn.draws)
	}
	bad := int8(1)
	for slices.Contains(st.turn.draws, bad) {
		bad++
	}
	turnTestRefused(t, st, 0, ChooseMove{Value: bad})
	keep := st.turn.draws[1]
	turnTestDo(t, st, 0, ChooseMove{Value: keep})
	if st.sides[0].pos != 9+keep && st.sides[0].pos != 9+keep-32 {
		t.Fatalf("pawn on %d after keeping %d from 9", st.sides[0].pos, keep)
	}
}

// The turn goes round the active sides in seat order; after the last, the
// negotiation, and when every side is done the next round; after the last
// round, the end.
func TestTurnOrderAndRounds(t *testing.T) {
	st := turnTestBare(t, 3)
	st.sides[1].out = true
	st.rounds = 2
	turnTestEvs(func(evs *engine.Events) { st.endTurn(evs) })
	if st.current != 2 || st.round != 1 {
		t.Fatalf("current %d round %d, want 2 in round 1", st.current, st.round)
	}
	turnTestEvs(func(evs *engine.Events) { st.endTurn(evs) })
	if st.phase != phaseNegotiate || !slices.Equal(st.toAct, []engine.Seat{0, 2}) {
		t.Fatalf("phase %v, %v to act after the round, want the negotiation of seats 0 and 2", st.phase, st.toAct)
	}
	turnTestEndTalks(t, st)
	if st.current != 0 || st.round != 2 || !slices.Equal(st.toAct, []engine.Seat{0}) {
		t.Fatalf("current %d round %d, want 0 in round 2", st.current, st.round)
	}
	turnTestEvs(func(evs *engine.Events) { st.endTurn(evs); st.endTurn(evs) })
	turnTestEndTalks(t, st)
	if st.phase != phaseOver {
		t.Fatalf("phase %v after the last round", st.phase)
	}
}

// turnTestEndTalks has every side of the negotiation say done.
func turnTestEndTalks(t *testing.T, st *state) {
	t.Helper()
	for st.phase == phaseNegotiate {
		turnTestDo(t, st, st.toAct[0], DoneMove{})
	}
}

// An alliance whose members drew the same number has no choice to make:
// it moves at once.
func TestAllianceSameNumberMoves(t *testing.T) {
	for seed := range uint64(500) {
		st := turnTestBare(t, 3)
		st.sides[0].members = []engine.Seat{0, 2}
		st.sides[2].out = true
		st.sideOf[2] = 0
		evs, err := st.Apply(0, RollMove{}, turnTestRng(seed))
		if err != nil {
			t.Fatal(err)
		}
		var drawn []string
		for _, e := range evs {
			if e.Key == "event.draws" {
				drawn = append(drawn, e.Args[1])
			}
		}
		if drawn[0] == drawn[1] {
			if st.phase == phaseChoose {
				t.Fatalf("seed %d: both drew %s and the leader must still choose", seed, drawn[0])
			}
			return
		}
	}
	t.Fatal("no seed draws the same number twice")
}
