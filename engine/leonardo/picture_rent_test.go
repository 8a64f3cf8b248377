package leonardo

import (
	"bytes"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/engine/enginetest"
)

// pictureTexts returns the texts of v's picture in lang.
func pictureTexts(t *testing.T, v *View, lang string) []string {
	t.Helper()
	var svg bytes.Buffer
	require.NoError(t, v.Picture(lang).WriteSVG(&svg))
	var out []string
	for _, tx := range svgTexts(t, svg.Bytes()) {
		out = append(out, tx.s)
	}
	return out
}

// TestPictureRents: every owned space of the ring carries the rent a
// visit costs now, as landing charges it (st.rent: the art works, a
// whole district, the owner's bridges), in the reader's words; free
// spaces carry none. The crowded space's rent moves to its band.
func TestPictureRents(t *testing.T) {
	st, r := crowdedState()
	st.owner[9] = noSide // space 9 is no street: put the six pawns on an owned one
	for i := range st.sides {
		st.sides[i].pos = 2
	}
	for _, lang := range []struct{ id, word string }{{engine.English, "rent "}, {"fr", "loyer "}} {
		var want, got []string
		for no := 1; no <= spaceCount; no++ {
			if st.owner[no] != noSide && st.rent(no) > 0 {
				want = append(want, lang.word+itoa(st.rent(no)))
			}
		}
		for _, s := range pictureTexts(t, st.viewWith(2, r), lang.id) {
			if strings.HasPrefix(s, lang.word) {
				got = append(got, s)
			}
		}
		slices.Sort(want)
		slices.Sort(got)
		require.NotEmpty(t, want)
		assert.Equal(t, want, got, lang.id)
	}
	enginetest.GoldenPicture(t, "testdata/picture-rent-crowded", st.viewWith(2, r).Picture(engine.English))
}

// TestPictureMarketOdds: while a market runs, the picture says what a
// stake may win, as the rules' draw settles it: the draw's range, the
// multiple paid, the numbers that back each product and the organiser's.
func TestPictureMarketOdds(t *testing.T) {
	st := viewTestState(4)
	st.setActor(phaseStake, 1)
	r := reports{market: &marketReport{space: 11, organiser: 0, waiting: []int8{1, 2, 3}}}
	v := st.viewWith(1, r)
	require.NotNil(t, v.Market)
	text := strings.Join(pictureTexts(t, v, engine.English), " ")
	assert.Contains(t, text, "The draw is 1 to "+itoa(st.d.Rules.DrawMax))
	assert.Contains(t, text, itoa(st.d.Market.Multiplier)+" times it")
	for _, p := range st.d.Market.Products {
		var ns []string
		for _, n := range p.Numbers {
			ns = append(ns, itoa(n))
		}
		assert.Contains(t, text, strings.Join(ns, " "), p.ID)
	}
	enginetest.GoldenPicture(t, "testdata/picture-market-seat", v.Picture(engine.English))
	enginetest.GoldenPicture(t, "testdata/picture-market-fr", v.Picture("fr"))
}
