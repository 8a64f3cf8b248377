package leonardo

import (
	"strings"
	"testing"

	"github.com/pbem-games/pbem/engine/enginetest"
)

// TestCheckArtCountsWorksPerPalace checks that a purchase laying several
// works on one palace counts them all against the palace's limit, and
// works on two palaces each against its own: checkArt counts the works a
// move lays per palace (an array since round 3 of issue 24, a map before).
func TestCheckArtCountsWorksPerPalace(t *testing.T) {
	g, _, err := Game{}.Setup(suiteOptions, 3, enginetest.NewRand(1))
	if err != nil {
		t.Fatal(err)
	}
	st := g.(*state)
	limit := st.d.Rules.ArtPerPalace
	var streets []int8
	for no := int8(1); no <= spaceCount; no++ {
		if st.d.space(int(no)).Kind == kindStreet {
			streets = append(streets, no)
		}
	}
	a, b := streets[0], streets[1]
	st.owner[a], st.owner[b] = st.current, st.current
	st.owned = st.ownedByWalk() // owner set by hand
	st.sides[st.current].cash = 1 << 20
	if st.d.Rules.ArtPerTurn < 2 || limit < 2 || len(st.artDeck) < 2 {
		t.Fatalf("the data allows %d works a turn, %d a palace, %d in the deck: the test needs 2", st.d.Rules.ArtPerTurn, limit, len(st.artDeck))
	}
	for _, c := range []struct {
		onA, onB int // works already on a and b
		on       [2]int8
		full     bool // the move overfills a palace
	}{
		{limit - 2, 0, [2]int8{a, a}, false},
		{limit - 1, 0, [2]int8{a, a}, true},
		{limit - 1, limit - 1, [2]int8{a, b}, false},
		{limit - 1, limit, [2]int8{a, b}, true},
		{0, limit - 1, [2]int8{b, b}, true},
	} {
		st.art[a], st.art[b] = make([]int8, c.onA), make([]int8, c.onB)
		err := st.checkArt(ArtMove{N: 2, On: [4]int8{c.on[0], c.on[1]}})
		if full := err != nil && strings.Contains(err.Error(), "holds at most"); full != c.full || (err != nil && !full) {
			t.Errorf("%d on %d, %d on %d, 2 more on %v: %v, want full %t", c.onA, a, c.onB, b, c.on, err, c.full)
		}
	}
}
