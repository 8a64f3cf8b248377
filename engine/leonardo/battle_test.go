package leonardo

import (
	"github.com/pbem-games/pbem/engine"
	"slices"
	"testing"
)

// The rule text's battle cases: (a) nobody has soldiers: nothing; (b) one
// side has: it gets 10 from the other; (c) both have: draws until one side
// has none, which pays 10; lost soldiers go back to the pile.
func TestBattleCases(t *testing.T) {
	for _, c := range []struct {
		name         string
		mine, theirs int8
	}{{"a", 0, 0}, {"b mover", 1, 0}, {"b other", 0, 2}, {"c", 2, 1}, {"c'", 1, 2}} {
		for seed := range uint64(8) {
			st := turnTestBare(t, 3)
			st.sides[0].soldiers, st.sides[1].soldiers = c.mine, c.theirs
			st.soldiers -= int(c.mine + c.theirs)
			st.sides[1].pos = 10
			st.current = 0
			st.sides[0].pos = 10
			evs := turnTestEvs(func(evs *engine.Events) { st.battles(turnTestRng(seed), evs) })
			a, b := st.sides[0], st.sides[1]
			switch {
			case c.mine == 0 && c.theirs == 0:
				if a.cash != 250 || b.cash != 250 {
					t.Fatalf("%s: cash %d/%d", c.name, a.cash, b.cash)
				}
			case c.mine == 0 || c.theirs == 0:
				if (a.cash-b.cash)*int(c.mine-c.theirs) <= 0 || a.cash+b.cash != 500 || turnTestAbs(a.cash-250) != 10 {
					t.Fatalf("%s: cash %d/%d", c.name, a.cash, b.cash)
				}
			default:
				if (a.soldiers == 0) == (b.soldiers == 0) || turnTestAbs(a.cash-250) != 10 || (a.soldiers > 0) != (a.cash == 260) {
					t.Fatalf("%s: soldiers %d/%d cash %d/%d", c.name, a.soldiers, b.soldiers, a.cash, b.cash)
				}
				if int(a.soldiers+b.soldiers)+st.soldiers != st.d.Soldiers.Count || !slices.Contains(turnTestKeys(evs), "event.battle-draw") {
					t.Fatalf("%s: soldiers not back in the pile", c.name)
				}
			}
		}
	}
}

// No battle on a Peace of God space; the mover meets every pawn there,
// in turn order.
func TestBattlePeaceAndSeveral(t *testing.T) {
	st := turnTestBare(t, 4)
	st.sides[0].soldiers = 1
	turnTestLand(st, 7, 2) // to 9
	if st.sides[0].cash != 250 {
		t.Fatal("a battle on the Peace of God")
	}
	st = turnTestBare(t, 4)
	st.sides[0].soldiers = 1
	st.sides[1].pos, st.sides[3].pos = 10, 10
	st.owner[10] = 0
	st.owned = st.ownedByWalk() // owner set by hand
	turnTestLand(st, 8, 2)
	if st.sides[0].cash != 270 || st.sides[1].cash != 240 || st.sides[3].cash != 240 || st.sides[2].cash != 250 {
		t.Fatalf("cash %d %d %d %d", st.sides[0].cash, st.sides[1].cash, st.sides[2].cash, st.sides[3].cash)
	}
}

func turnTestAbs(x int) int { return max(x, -x) }
