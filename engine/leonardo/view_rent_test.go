package leonardo

import "testing"

// TestViewGivesEachOwnedSpacesRent: the view tells what landing on each
// owned space costs now, as land charges it (art works, a whole district
// doubling, the owner's bridges), and nothing for a free space.
func TestViewGivesEachOwnedSpacesRent(t *testing.T) {
	st := sideTestState(3)
	st.owner[2], st.owner[4], st.owner[6] = 0, 0, 0 // Ann: the brown district whole
	st.owned = st.ownedByWalk()                     // owner set by hand
	st.art[2] = []int8{0, 5}
	st.owner[5], st.owner[13] = 1, 1 // Bob: two bridges
	st.owned = st.ownedByWalk()      // owner set by hand
	views := st.spaceViews()
	for _, no := range []int{2, 4, 5, 13} {
		if got, want := views[no-1].Rent, st.rent(no); got != want || got == 0 {
			t.Errorf("space %d: the view says rent %d, landing costs %d", no, got, want)
		}
	}
	if views[2-1].Rent != 2*st.d.space(2).Rent[2] {
		t.Errorf("space 2 with 2 art works in a whole district: rent %d, want %d", views[1].Rent, 2*st.d.space(2).Rent[2])
	}
	if views[8-1].Rent != 0 || views[8-1].Owner != "" {
		t.Errorf("a free space shows rent %d", views[7].Rent)
	}
}

// TestBoardListsThePricesOfTheSpacesForSale: the board's line of prices
// names every street and bridge nobody owns, at the price the data file
// gives it (what a side landing there pays to buy it), and no owned or
// unownable space.
func TestBoardListsThePricesOfTheSpacesForSale(t *testing.T) {
	st := sideTestState(3)
	st.owner[2], st.owner[5] = 0, 1
	st.owned = st.ownedByWalk() // owner set by hand
	v := st.View(0).(*View)
	got := map[string]bool{}
	for _, p := range v.priceParts(loadCatalogues().Board("en")) {
		got[p] = true
	}
	want := 0
	for no := 1; no <= spaceCount; no++ {
		sp := st.d.space(no)
		part := itoa(no) + ": " + itoa(sp.Price)
		switch {
		case !st.d.ownable(no) || st.owner[no] != noSide:
			if got[part] {
				t.Errorf("space %d is not for sale, and the board prices it", no)
			}
		case !got[part]:
			t.Errorf("space %d, for sale at %d, is missing from %v", no, sp.Price, got)
		default:
			want++
		}
	}
	if len(got) != want || want == 0 {
		t.Errorf("%d prices listed, %d spaces for sale", len(got), want)
	}
}
