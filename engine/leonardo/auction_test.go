package leonardo

import (
	"slices"
	"testing"

	"github.com/pbem-games/pbem/engine"
)

// turnTestAuction lands side 0 on the free 32 and opens its auction.
func turnTestAuction(t *testing.T, st *state) []engine.Event {
	t.Helper()
	turnTestLand(st, 29, 3)
	return turnTestDo(t, st, 0, AuctionMove{})
}

// The auction opens at 5 and rises by 5; the lander bids first, then the
// others in seat order; the last bidder left pays the bank and owns it.
func TestAuctionSteps(t *testing.T) {
	st := turnTestBare(t, 3)
	turnTestAuction(t, st)
	want := []engine.Move{BidMove{5}, BidMove{10}, BidMove{15}, BidMove{30}, BidMove{55}, BidMove{100}, BidMove{250}, PassMove{}}
	if !slices.Equal(st.ToAct(), []engine.Seat{0}) || !slices.Equal(st.Legal(0), want) {
		t.Fatalf("to act %v, legal %v", st.ToAct(), st.Legal(0))
	}
	turnTestRefused(t, st, 0, BidMove{0})
	turnTestRefused(t, st, 0, BidMove{7})
	turnTestRefused(t, st, 0, BidMove{255})
	turnTestDo(t, st, 0, BidMove{5})
	turnTestRefused(t, st, 1, BidMove{5})
	turnTestDo(t, st, 1, BidMove{10})
	turnTestDo(t, st, 2, PassMove{})
	turnTestDo(t, st, 0, BidMove{20})
	if !slices.Equal(st.ToAct(), []engine.Seat{1}) {
		t.Fatalf("to act %v, want Bob", st.ToAct())
	}
	turnTestDo(t, st, 1, PassMove{})
	if st.owner[32] != 0 || st.sides[0].cash != 230 || st.sides[1].cash != 250 || st.phase == phaseAuction {
		t.Fatalf("owner %d, cash %d/%d, phase %v", st.owner[32], st.sides[0].cash, st.sides[1].cash, st.phase)
	}
}

// When nobody bids the space stays free; a side that cannot bid the least
// amount passes by itself.
func TestAuctionUnsoldAndPoor(t *testing.T) {
	st := turnTestBare(t, 3)
	st.sides[1].cash = 3
	evs := turnTestAuction(t, st)
	evs = append(evs, turnTestDo(t, st, 0, PassMove{})...)
	evs = append(evs, turnTestDo(t, st, 2, PassMove{})...)
	if st.owner[32] != noSide || st.phase == phaseAuction || !slices.Contains(turnTestKeys(evs), "event.cannot-bid") ||
		!slices.Contains(turnTestKeys(evs), "event.unsold") {
		t.Fatalf("owner %d phase %v events %v", st.owner[32], st.phase, turnTestKeys(evs))
	}
	st = turnTestBare(t, 3)
	st.sides[1].cash = 12
	turnTestAuction(t, st)
	turnTestDo(t, st, 0, BidMove{10})
	if !slices.Equal(st.ToAct(), []engine.Seat{2}) {
		t.Fatalf("to act %v: Bob cannot bid 15", st.ToAct())
	}
	turnTestDo(t, st, 2, PassMove{})
	if st.owner[32] != 0 || st.sides[0].cash != 240 {
		t.Fatalf("owner %d cash %d", st.owner[32], st.sides[0].cash)
	}
}
