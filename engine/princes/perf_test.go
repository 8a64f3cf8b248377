package princes

import (
	"testing"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/engine/enginetest"
)

// eachDecision plays random games of 3, 4 and 5 players and calls check
// on the state before every decision, with the seat to act.
func eachDecision(t *testing.T, games int, check func(st *state, s engine.Seat)) {
	t.Helper()
	for g := range games {
		players := 3 + g%3
		seed := uint64(5000 + g)
		es, _, err := Game{}.Setup(engine.Options{}, players, enginetest.NewRand(seed))
		if err != nil {
			t.Fatal(err)
		}
		st, rng := es.(*state), enginetest.NewRand(seed+1)
		for len(st.ToAct()) > 0 {
			s := st.ToAct()[0]
			check(st, s)
			legal := st.Legal(s)
			if _, err := st.Apply(s, legal[rng.IntN(len(legal))], rng); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// TestShortcutsAgreeWithLists checks that the questions the engine asks
// without listing moves (is there an action, a recruit, a stack to open,
// room for a landscape) answer as the lists they stand for would.
func TestShortcutsAgreeWithLists(t *testing.T) {
	decisions := 0
	eachDecision(t, 30, func(st *state, s engine.Seat) {
		decisions++
		if got, want := st.canRecruit(s), len(st.legalRecruits(s)) > 0; got != want {
			t.Fatalf("canRecruit = %v, legalRecruits lists %d", got, len(st.legalRecruits(s)))
		}
		if got, want := st.canOpenAny(s), len(st.openable(s)) > 0; got != want {
			t.Fatalf("canOpenAny = %v, openable lists %d", got, len(st.openable(s)))
		}
		for l := range stackPark + 1 {
			if got, want := st.hasSpot(s, l), len(st.landscapeSpots(s, l)) > 0; got != want {
				t.Fatalf("hasSpot(%d) = %v, landscapeSpots lists %d", l, got, len(st.landscapeSpots(s, l)))
			}
		}
		if st.phase == phaseAction {
			if got, want := st.canAct(s), len(st.legalAction(s)) > 1; got != want {
				t.Fatalf("canAct = %v, legalAction lists %d", got, len(st.legalAction(s)))
			}
		}
	})
	if decisions < 1000 {
		t.Fatalf("only %d decisions checked", decisions)
	}
}

// TestFastChecksAgreeWithErrors checks that the checks without an error
// to word answer as the checks that word it.
func TestFastChecksAgreeWithErrors(t *testing.T) {
	eachDecision(t, 15, func(st *state, s engine.Seat) {
		for k := range actionKinds {
			if got, want := st.kindLeft(k), st.whyNotKind(k) == nil; got != want {
				t.Fatalf("kindLeft(%s) = %v, whyNotKind says %v", kindNames[k], got, st.whyNotKind(k))
			}
		}
		for b := range int8(len(data().Buildings.Types)) + 1 {
			if got, want := st.canBuildType(s, b), st.whyNotBuildType(s, b) == nil; got != want {
				t.Fatalf("canBuildType(%d) = %v, whyNotBuildType says %v", b, got, st.whyNotBuildType(s, b))
			}
		}
	})
}

// TestWorkValueWithoutCopy checks the work values of every profession in
// hand with every bonus card against the values counted on the copy of
// the player the work leaves.
func TestWorkValueWithoutCopy(t *testing.T) {
	checked := 0
	eachDecision(t, 15, func(st *state, _ engine.Seat) {
		for i := range st.players {
			p := &st.players[i]
			for _, c := range p.hand {
				var all uint32
				for _, b := range p.bonus {
					all |= 1 << b
				}
				after := p.worked(c, all)
				for _, b := range p.bonus {
					if got, want := p.bonusValueAfterWork(b), after.bonusValue(b); got != want {
						t.Fatalf("bonus card %d with profession %d: %d, the copy says %d", b, c, got, want)
					}
					checked++
				}
			}
		}
	})
	if checked < 1000 {
		t.Fatalf("only %d values checked", checked)
	}
}
