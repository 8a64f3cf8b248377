package leonardo

import (
	"slices"
	"testing"

	"github.com/pbem-games/pbem/engine"
)

// A side that cannot pay a rent is out at once: the creditor takes its
// palaces and bridges with their art works, and (rulings) its cash; its
// administrations go under their pile, its soldiers back to theirs; the
// turn passes on.
func TestBankruptToPlayer(t *testing.T) {
	st := turnTestBare(t, 3)
	st.owner[31], st.owner[2], st.owner[5] = 1, 0, 0
	st.owned = st.ownedByWalk() // owner set by hand
	st.art[2] = []int8{7, 8}
	st.sides[0].cash, st.sides[0].soldiers, st.sides[0].admins = 30, 1, []int8{st.admins[0]}
	st.admins, st.soldiers = st.admins[1:], st.soldiers-1
	turnTestLand(st, 29, 2)
	a, b := st.sides[0], st.sides[1]
	if !a.out || a.cash != 0 || b.cash != 280 || st.owner[2] != 1 || st.owner[5] != 1 || !slices.Equal(st.art[2], []int8{7, 8}) {
		t.Fatalf("out %v cash %d/%d owners %d %d art %v", a.out, a.cash, b.cash, st.owner[2], st.owner[5], st.art[2])
	}
	if len(st.admins) != 8 || st.soldiers != st.d.Soldiers.Count || a.soldiers != 0 || len(a.admins) != 0 {
		t.Fatalf("admins %v soldiers %d", st.admins, st.soldiers)
	}
	if st.current != 1 || st.phase != phaseTurn {
		t.Fatalf("current %d phase %v", st.current, st.phase)
	}
}

// A side that cannot pay the bank frees its spaces, its art works going
// under the art deck; the last side left ends the game.
func TestBankruptToBankEnds(t *testing.T) {
	st := turnTestBare(t, 3)
	st.sides[2].out = true
	st.owner[2] = 0
	st.owned = st.ownedByWalk() // owner set by hand
	st.art[2] = []int8{st.artDeck[0]}
	st.artDeck = st.artDeck[1:]
	st.sides[0].cash = 40
	var ok bool
	turnTestEvs(func(evs *engine.Events) { ok = st.pay(0, noSide, 50, evs) })
	if ok || st.owner[2] != noSide || st.art[2] != nil || len(st.artDeck) != 40 || st.phase != phaseOver {
		t.Fatalf("paid %v owner %d art %v deck %d phase %v", ok, st.owner[2], st.art[2], len(st.artDeck), st.phase)
	}
	if !st.pay(1, noSide, 250, nil) || st.sides[1].cash != 0 {
		t.Fatal("paying exactly all one has is refused")
	}
}
