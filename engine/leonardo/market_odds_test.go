package leonardo

import (
	"slices"
	"testing"
)

// TestMarketViewGivesTheOdds: a market's view says what a stake may win,
// as the draw settles it: every number of the draw backs one product or
// keeps the stakes for the organiser, exactly once.
func TestMarketViewGivesTheOdds(t *testing.T) {
	st := sideTestState(3)
	o := st.marketOdds()
	if o.DrawMax != st.d.Rules.DrawMax || o.Multiplier != st.d.Market.Multiplier {
		t.Fatalf("odds %+v, rules draw %d multiplier %d", o, st.d.Rules.DrawMax, st.d.Market.Multiplier)
	}
	seen := map[int]int{}
	for _, p := range o.Products {
		for _, n := range p.Numbers {
			seen[n]++
			if got := st.d.Market.Products[st.d.productOf[n]].ID; got != p.Product {
				t.Errorf("number %d backs %s, the view says %s", n, got, p.Product)
			}
		}
	}
	for _, n := range o.Organiser {
		seen[n]++
		if st.d.productOf[n] >= 0 {
			t.Errorf("number %d backs a product, the view gives it to the organiser", n)
		}
	}
	for n := 1; n <= o.DrawMax; n++ {
		if seen[n] != 1 {
			t.Errorf("number %d is listed %d times", n, seen[n])
		}
	}
	if !slices.Equal(o.Organiser, []int{5, 6, 7, 8}) {
		t.Errorf("organiser's numbers %v, the data file's are 5 6 7 8", o.Organiser)
	}
}
