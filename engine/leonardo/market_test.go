package leonardo

import (
	"math/rand/v2"
	"testing"
)

// sideTestMarket opens a market by Ann (side 0) in a 4-player game.
func sideTestMarket(t *testing.T) *state {
	st := sideTestState(4)
	st.startMarket(nil, nil)
	if st.phase != phaseStake || len(st.toAct) != 3 {
		t.Fatalf("market: phase %v, to act %v; want the 3 others to stake", st.phase, st.toAct)
	}
	return st
}

func TestMarketOrganiserNumber(t *testing.T) {
	for _, n := range []int{5, 6, 7, 8} {
		st := sideTestMarket(t)
		sideTestApply(t, st, 1, StakeMove{Product: 0, Amount: 10}, nil)
		sideTestApply(t, st, 2, StakeMove{Product: 1, Amount: 20}, nil)
		sideTestApply(t, st, 3, StakeMove{Product: 2, Amount: 5}, sideTestDraw(n))
		if st.sides[0].cash != 285 || st.sides[1].cash != 240 || st.sides[3].cash != 245 {
			t.Errorf("draw %d: cash %d %d %d, want the organiser to keep every stake", n, st.sides[0].cash, st.sides[1].cash, st.sides[3].cash)
		}
		if st.phase == phaseStake {
			t.Errorf("draw %d: the market did not end", n)
		}
	}
}

func TestMarketUnbackedNumber(t *testing.T) {
	st := sideTestMarket(t)
	for s := 1; s <= 3; s++ {
		sideTestApply(t, st, engineSeat(s), StakeMove{Product: 0, Amount: 10}, sideTestDraw(3)) // 3 is gold's
	}
	if st.sides[0].cash != 280 {
		t.Errorf("organiser has %d, want 280", st.sides[0].cash)
	}
}

func TestMarketWinners(t *testing.T) {
	st := sideTestMarket(t)
	sideTestApply(t, st, 1, StakeMove{Product: 0, Amount: 10}, nil) // stones: 1 and 12
	sideTestApply(t, st, 2, StakeMove{Product: 0, Amount: 20}, nil)
	evs := sideTestApply(t, st, 3, StakeMove{Product: 3, Amount: 50}, sideTestDraw(12))
	// Bob +30, Cid +60, Dan -50 to Ann, who pays 90.
	want := []int{250 + 50 - 90, 280, 310, 200}
	for i, w := range want {
		if st.sides[i].cash != w {
			t.Errorf("side %d has %d, want %d", i, st.sides[i].cash, w)
		}
	}
	if ok, _ := sideTestHas(evs, "event.stake-won"); !ok {
		t.Error("no stake-won event")
	}
}

func TestMarketOneWinner(t *testing.T) {
	st := sideTestMarket(t)
	st.sides[0].cash = 400
	sideTestApply(t, st, 1, StakeMove{Product: 2, Amount: 100}, nil)
	sideTestApply(t, st, 2, StakeMove{Product: 1, Amount: 5}, nil)
	sideTestApply(t, st, 3, StakeMove{Product: 1, Amount: 5}, sideTestDraw(10))
	if st.sides[1].cash != 550 || st.sides[0].cash != 400+10-300 {
		t.Errorf("cash %d and %d, want Bob +300", st.sides[1].cash, st.sides[0].cash)
	}
}

func TestMarketOrganiserCannotPay(t *testing.T) {
	st := sideTestMarket(t)
	st.sides[0].cash = 20
	sideTestApply(t, st, 1, StakeMove{Product: 0, Amount: 100}, nil)
	sideTestApply(t, st, 2, StakeMove{Product: 0, Amount: 100}, nil)
	evs := sideTestApply(t, st, 3, StakeMove{Product: 1, Amount: 5}, sideTestDraw(1))
	if !st.sides[0].out {
		t.Error("the organiser who cannot pay 300 is not bankrupt")
	}
	if ok, _ := sideTestHas(evs, "event.organiser-broke"); !ok {
		t.Error("no organiser-broke event")
	}
}

func TestMarketSkipsThePoor(t *testing.T) {
	st := sideTestState(4)
	st.sides[2].cash = 4
	var evs eventsT
	st.startMarket(nil, &evs)
	if len(st.toAct) != 2 || st.toAct[0] != 1 || st.toAct[1] != 3 {
		t.Fatalf("to act %v, want Bob and Dan", st.toAct)
	}
	if ok, _ := sideTestHas(evs, "event.stake-skipped"); !ok {
		t.Error("no stake-skipped event")
	}
	st = sideTestState(3)
	st.sides[1].cash, st.sides[2].cash = 0, 0
	st.startMarket(nil, nil)
	if st.phase == phaseStake {
		t.Error("a market nobody can stake at awaits stakes")
	}
}

func TestMarketStakesSecret(t *testing.T) {
	st := sideTestMarket(t)
	evs := sideTestApply(t, st, 1, StakeMove{Product: 0, Amount: 10}, nil)
	for _, e := range evs {
		if e.Public() && len(e.Args) > 1 {
			t.Errorf("public event %v tells the stake", e)
		}
	}
	if _, private := sideTestHas(evs, "event.stake-own"); !private {
		t.Error("the staker is not told their stake in private")
	}
	if st.sides[1].cash != 250 {
		t.Error("a stake is paid before the draw, which shows it")
	}
	if _, err := st.Apply(1, StakeMove{Product: 0, Amount: 10}, nil); err == nil {
		t.Error("a second stake accepted")
	}
	sideTestRefused(t, st, 2, StakeMove{Product: 0, Amount: 3})
	sideTestRefused(t, st, 2, StakeMove{Product: 0, Amount: 12})
	sideTestRefused(t, st, 2, StakeMove{Product: 0, Amount: 255})
	sideTestRefused(t, st, 2, StakeMove{Product: 9, Amount: 5})
	sideTestLegalAccepted(t, st)
	if n := len(st.Legal(2)); n != 4*6 {
		t.Errorf("%d stakes listed, want 4 products × 6 amounts", n)
	}
}

// TestResampleRedrawsOthersStakes: while a market is open, a Resample for
// a side still to stake redraws the stakes other sides made (secret until
// the draw), keeps its own, and depends on nothing else than what it
// knows: two markets that differ only in another side's stake resample
// alike. A search or a preview made on the real stakes would show them
// to the last side to stake.
func TestResampleRedrawsOthersStakes(t *testing.T) {
	st := sideTestMarket(t)
	sideTestApply(t, st, 1, StakeMove{Product: 0, Amount: 10}, nil)
	sideTestApply(t, st, 2, StakeMove{Product: 2, Amount: 50}, nil)
	twin := st.Clone().(*state)
	twin.market.product[1], twin.market.amount[1] = 3, 100

	seen := map[[2]int]bool{}
	for seed := range uint64(40) {
		re := st.Resample(2, rand.New(rand.NewPCG(seed, 1))).(*state)
		reTwin := twin.Resample(2, rand.New(rand.NewPCG(seed, 1))).(*state)
		if re.market.product[2] != 2 || re.market.amount[2] != 50 {
			t.Fatalf("seat 2's own stake changed: %d on %d", re.market.amount[2], re.market.product[2])
		}
		if re.market.product[1] != reTwin.market.product[1] || re.market.amount[1] != reTwin.market.amount[1] {
			t.Fatalf("seed %d: the resample depends on the real stake of side 1", seed)
		}
		if re.market.product[3] != -1 {
			t.Fatalf("side 3 has not staked, and a resample made it stake")
		}
		seen[[2]int{int(re.market.product[1]), re.market.amount[1]}] = true
	}
	if len(seen) < 5 {
		t.Errorf("side 1's stake takes %d values over 40 resamples: not redrawn", len(seen))
	}
}
