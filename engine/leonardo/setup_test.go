package leonardo

import (
	"slices"
	"testing"

	"github.com/pbem-games/pbem/engine"
)

// Every player gets one street (never a bridge), placed free with the
// pawn on it; the decks are full and shuffled; everyone chooses a party.
func TestSetupDealsStreets(t *testing.T) {
	d := embedded.Get()
	for seed := range uint64(50) {
		st, _ := newGame(d, turnTestNames(6), 25, 3, turnTestRng(seed))
		owned := 0
		for sp := 1; sp <= spaceCount; sp++ {
			if st.owner[sp] != noSide {
				owned++
				if d.space(sp).Kind != kindStreet || st.sides[st.owner[sp]].pos != int8(sp) {
					t.Fatalf("seed %d: side %d holds %s on %d, pawn on %d", seed, st.owner[sp], d.space(sp).Kind, sp, st.sides[st.owner[sp]].pos)
				}
			}
		}
		for _, sd := range st.sides {
			if sd.cash != d.Setup.Florins {
				t.Fatalf("cash %d, want %d: the palace is free", sd.cash, d.Setup.Florins)
			}
		}
		if owned != 6 || len(st.artDeck) != 40 || st.soldiers != d.Soldiers.Count || st.phase != phaseParty || len(st.toAct) != 6 {
			t.Fatalf("seed %d: %d palaces, %d art, %d soldiers, phase %v, %d to act", seed, owned, len(st.artDeck), st.soldiers, st.phase, len(st.toAct))
		}
	}
}

// A bridge drawn goes back and the next card is drawn (rule text).
func TestSetupRedrawsBridges(t *testing.T) {
	got, pile := drawStreet(embedded.Get(), []int8{5, 13, 2, 4})
	if got != 2 || !slices.Equal(pile, []int8{4, 5, 13}) {
		t.Fatalf("drew %d, pile %v; want 2, [4 5 13]", got, pile)
	}
}

// Parties are chosen in any order, each told only to its chooser; the
// last choice starts round 1 with the first seat.
func TestPartyIsSecret(t *testing.T) {
	st, _ := newGame(embedded.Get(), turnTestNames(3), 25, 3, turnTestRng(3))
	if len(st.Legal(1)) != 2 {
		t.Fatalf("legal %v, want both parties", st.Legal(1))
	}
	for _, s := range []engine.Seat{2, 0} {
		evs := turnTestDo(t, st, s, PartyMove{Party: ghibelline})
		for _, e := range evs {
			if e.Key == "event.party-own" && !slices.Equal(e.To, []engine.Seat{s}) {
				t.Fatalf("party told to %v", e.To)
			}
			if e.Public() && slices.Contains(e.Args, "ghibelline") {
				t.Fatalf("public event %v shows the party", e)
			}
		}
	}
	if _, err := st.Apply(2, PartyMove{Party: guelph}, turnTestRng(1)); err == nil {
		t.Fatal("a second choice was accepted")
	}
	if st.phase != phaseParty || !slices.Equal(st.toAct, []engine.Seat{1}) {
		t.Fatalf("phase %v, to act %v; want party, [1]", st.phase, st.toAct)
	}
	turnTestDo(t, st, 1, PartyMove{Party: guelph})
	if st.phase != phaseTurn || st.current != 0 || st.round != 1 || st.party[1] != guelph || st.party[2] != ghibelline {
		t.Fatalf("phase %v, current %d, round %d, parties %v", st.phase, st.current, st.round, st.party)
	}
}
