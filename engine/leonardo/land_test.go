package leonardo

import (
	"slices"
	"testing"

	"github.com/pbem-games/pbem/engine"
)

// turnTestLand moves side 0 from space from by v, with a fixed stream.
func turnTestLand(st *state, from, v int) []engine.Event {
	st.current = 0
	st.sides[0].pos = int8(from)
	return turnTestEvs(func(evs *engine.Events) { st.advance(v, turnTestRng(5), evs) })
}

// The notes' 100-Florin palace: 50, 100, 150, 200, 400 for 0 to 4 art
// works, paid to the owner at once; doubled with the whole district.
func TestRentWithArtAndDistrict(t *testing.T) {
	for art, want := range []int{50, 100, 150, 200, 400} {
		for _, district := range []bool{false, true} {
			st := turnTestBare(t, 3)
			st.owner[31] = 1
			st.owned = st.ownedByWalk() // owner set by hand
			st.sides[0].cash = 1000
			st.art[31] = make([]int8, art)
			if district {
				st.owner[30], st.owner[32] = 1, 1
				st.owned = st.ownedByWalk() // owner set by hand
			}
			w := want
			if district {
				w *= 2
			}
			turnTestLand(st, 29, 2)
			if st.sides[0].cash != 1000-w || st.sides[1].cash != 250+w {
				t.Fatalf("%d art, district %v: cash %d and %d, want rent %d", art, district, st.sides[0].cash, st.sides[1].cash, w)
			}
		}
	}
}

// Bridges rent by how many bridges the owner holds; one's own space
// costs nothing.
func TestBridgeRent(t *testing.T) {
	for n, want := range []int{20, 40, 80, 160} {
		st := turnTestBare(t, 3)
		for _, b := range []int{5, 13, 21, 29}[:n+1] {
			st.owner[b] = 1
			st.owned = st.ownedByWalk() // owner set by hand
		}
		turnTestLand(st, 3, 2)
		if st.sides[1].cash != 250+want {
			t.Fatalf("%d bridges: owner has %d, want %d", n+1, st.sides[1].cash, 250+want)
		}
	}
	st := turnTestBare(t, 3)
	st.owner[5] = 0
	st.owned = st.ownedByWalk() // owner set by hand
	turnTestLand(st, 3, 2)
	if st.sides[0].cash != 250 || st.phase == phaseLand {
		t.Fatal("own bridge cost something or asked something")
	}
}

// A free street is bought at its price, or auctioned, or passed; buying
// is not offered to a side that cannot pay.
func TestBuyStreet(t *testing.T) {
	st := turnTestBare(t, 3)
	turnTestLand(st, 29, 3) // 32, price 100
	if st.phase != phaseLand || !slices.Equal(st.Legal(0), []engine.Move{BuyMove{}, AuctionMove{}, PassMove{}}) {
		t.Fatalf("phase %v legal %v", st.phase, st.Legal(0))
	}
	turnTestDo(t, st, 0, BuyMove{})
	if st.owner[32] != 0 || st.sides[0].cash != 150 {
		t.Fatalf("owner %d cash %d", st.owner[32], st.sides[0].cash)
	}
	st = turnTestBare(t, 3)
	st.sides[0].cash = 90
	turnTestLand(st, 29, 3)
	if slices.Contains(st.Legal(0), engine.Move(BuyMove{})) {
		t.Fatal("buy offered without the cash")
	}
	turnTestRefused(t, st, 0, BuyMove{})
	turnTestRefused(t, st, 0, MarketMove{})
	turnTestDo(t, st, 0, PassMove{})
	if st.owner[32] != noSide || st.current != 1 {
		t.Fatalf("after pass: owner %d, current %d", st.owner[32], st.current)
	}
}

// An event pays each player of the favoured party 100 into their side's
// purse, goes under the pile, and shows every party (ruling).
func TestEventPaysParty(t *testing.T) {
	st := turnTestBare(t, 4) // seats 0 and 2 guelph
	st.sides[3].out = true
	top := st.events[0]
	favoured := st.d.Events.Cards[top].Party
	turnTestLand(st, 5, 2)
	for s := range 3 {
		want := 250
		if partyIDs[st.party[s]] == favoured {
			want += 100
		}
		if st.sides[s].cash != want || !st.revealed[s] {
			t.Fatalf("seat %d (%s, %s favoured): %d Florins, revealed %v", s, partyIDs[st.party[s]], favoured, st.sides[s].cash, st.revealed[s])
		}
	}
	if st.sides[3].cash != 250 || st.revealed[3] || st.events[len(st.events)-1] != top {
		t.Fatal("a player out was paid or shown, or the card did not go under the pile")
	}
}

// Piazza Maggiore, landed on exactly, offers the top administration at its
// price; passing it only pays the bonus; no offer without the cash.
func TestPiazza(t *testing.T) {
	st := turnTestBare(t, 3)
	top := st.admins[0]
	price := st.d.Administrations.Cards[top].Price
	turnTestLand(st, 30, 3)
	if st.phase != phaseLand || !slices.Equal(st.Legal(0), []engine.Move{BuyMove{}, PassMove{}}) {
		t.Fatalf("phase %v legal %v", st.phase, st.Legal(0))
	}
	turnTestDo(t, st, 0, BuyMove{})
	if !slices.Equal(st.sides[0].admins, []int8{top}) || st.sides[0].cash != 350-price || slices.Contains(st.admins, top) {
		t.Fatalf("admins %v cash %d", st.sides[0].admins, st.sides[0].cash)
	}
	st = turnTestBare(t, 3)
	st.sides[0].cash = -100 + price - 5 // 100 from the bonus: 5 short
	turnTestLand(st, 30, 3)
	if st.phase == phaseLand {
		t.Fatal("an administration offered without the cash")
	}
}

// A market is offered on 3, 11 and 24, not when nobody else is left.
func TestMarketOffer(t *testing.T) {
	st := turnTestBare(t, 3)
	turnTestLand(st, 8, 3)
	if !slices.Equal(st.Legal(0), []engine.Move{MarketMove{}, PassMove{}}) {
		t.Fatalf("legal %v", st.Legal(0))
	}
	st = turnTestBare(t, 3)
	st.sides[1].out, st.sides[2].out = true, true
	turnTestLand(st, 8, 3)
	if st.phase == phaseLand {
		t.Fatal("a market offered with nobody to stake")
	}
}
