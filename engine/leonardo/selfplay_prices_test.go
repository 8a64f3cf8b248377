package leonardo

import (
	"math/bits"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/engine/enginetest"
)

// TestAffordableSpacesIsThePriceWalk checks the price steps against a walk
// over the spaces comparing each price, for every cash around every price
// of the board.
func TestAffordableSpacesIsThePriceWalk(t *testing.T) {
	d := embedded.Get()
	for _, sp := range d.Board.Spaces {
		for _, cash := range []int{sp.Price - 1, sp.Price, sp.Price + 1, -1, 0, 1 << 20} {
			var want uint64
			for no := 1; no <= spaceCount; no++ {
				if d.space(no).Price <= cash {
					want |= 1 << no
				}
			}
			if got := d.affordableSpaces(cash); got != want {
				t.Errorf("cash %d: spaces %b, want %b (%d against %d)", cash, got, want, bits.OnesCount64(got), bits.OnesCount64(want))
			}
		}
	}
}

// ownedByWalk is spacesOwned worked out from owner, space by space (the
// tests check setOwner against it).
func (st *state) ownedByWalk() (owned [maxSides]uint64) {
	for no := 1; no <= spaceCount; no++ {
		if o := st.owner[no]; o >= 0 && int(o) < maxSides {
			owned[o] |= 1 << no
		}
	}
	return owned
}

// TestKeepAmountsIsFilterAndSort checks keepAmounts against filtering the
// candidates by the rule, dropping repeats and sorting, on random lists.
func TestKeepAmountsIsFilterAndSort(t *testing.T) {
	rng := rand.New(rand.NewPCG(24, 4))
	for range 20000 {
		var candidates [7]int
		for k := range candidates {
			candidates[k] = rng.IntN(60) - 5
		}
		rule := amountRule{least: rng.IntN(20), start: rng.IntN(6), step: 1 + rng.IntN(6), most: rng.IntN(60)}
		var want []int
		for _, v := range candidates {
			if v >= rule.least && (v-rule.start)%rule.step == 0 && v <= rule.most && !slices.Contains(want, v) {
				want = append(want, v)
			}
		}
		slices.Sort(want)
		var dst [7]int
		if got := dst[:keepAmounts(dst[:], candidates[:], rule)]; !slices.Equal(got, want) && len(want)+len(got) > 0 {
			t.Fatalf("%v %+v: kept %v, want %v", candidates, rule, got, want)
		}
	}
}

// TestLotOKIsLotBlocked checks lotOK against lotBlocked over random lots
// of the sides of random games.
func TestLotOKIsLotBlocked(t *testing.T) {
	rng := rand.New(rand.NewPCG(24, 5))
	checked := 0
	for seed := range uint64(40) {
		es, _, err := Game{}.Setup(benchOptions, 3+int(seed%4), enginetest.NewRand(seed))
		if err != nil {
			t.Fatal(err)
		}
		st := es.(*state)
		play := engine.NewRollout(st)
		for len(st.ToAct()) > 0 {
			for i := range int8(len(st.sides)) {
				lot := Lot{Florins: rng.IntN(st.sides[i].cash+20) - 5, Spaces: st.owned[i] & rng.Uint64()}
				if rng.IntN(4) == 0 {
					lot.Spaces |= 1 << rng.IntN(64)
				}
				if got, want := st.lotOK(i, lot), st.lotBlocked(i, lot) == ""; got != want {
					t.Fatalf("seed %d side %d lot %+v: lotOK %t, lotBlocked %q", seed, i, lot, got, st.lotBlocked(i, lot))
				}
				checked++
			}
			s := st.ToAct()[0]
			if err := play.Apply(s, play.Move(s, rng), rng); err != nil {
				t.Fatal(err)
			}
		}
	}
	if checked < 1000 {
		t.Fatalf("only %d lots checked", checked)
	}
}
