package leonardo

import (
	"slices"
	"testing"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/engine/enginetest"
)

// TestRandomMoveIsLegalAt checks, at every decision of random games of 3
// to 6 players (with the negotiations' offers, alliances, markets and
// auctions they bring), that RandomMove drawing index k returns Legal's
// k-th move, for every k, and changes nothing; and that a seat not to act
// gets no move.
func TestRandomMoveIsLegalAt(t *testing.T) {
	decisions := map[phase]int{}
	for players := 3; players <= 6; players++ {
		for seed := range enginetest.ByDepth[uint64](3, 12, 12) {
			st, _, err := Game{}.Setup(suiteOptions, players, enginetest.NewRand(seed))
			if err != nil {
				t.Fatal(err)
			}
			rng := enginetest.NewRand(seed + 100)
			for len(st.ToAct()) > 0 {
				acting := st.ToAct()
				s := acting[rng.IntN(len(acting))]
				decisions[st.(*state).phase]++
				enginetest.CheckRandomMove(t, st, s)
				if !slices.Contains(acting, engine.Seat(players-1)) {
					if m := st.(*state).RandomMove(engine.Seat(players-1), rng); m != nil {
						t.Fatalf("a seat not to act drew %#v", m)
					}
				}
				m := engine.RandomMove(st, s, rng)
				if _, err := st.Apply(s, m, rng); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
	// The soldier decision is rare in random games: one set up by hand.
	st := sideTestState(3)
	st.sides[0].pos, st.sides[0].soldiers = 7, 2
	st.sides[1].admins = []int8{st.d.adminAt[7]}
	st.startShift(nil)
	if err := st.ApplyQuiet(1, PassMove{}, nil); err != nil || st.phase != phaseSoldier {
		t.Fatalf("phase %v (%v), want the soldier decision", st.phase, err)
	}
	enginetest.CheckRandomMove(t, st, 1)
	decisions[phaseSoldier]++
	for ph := phaseParty; ph < phaseOver; ph++ {
		if decisions[ph] == 0 {
			t.Errorf("no decision of phase %v was checked", ph)
		}
	}
}
