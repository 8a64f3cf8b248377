package leonardo

// Tests of crowded pictures: six pawns on one space, and great alliances
// with the longest names.

import (
	"bytes"
	"encoding/xml"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/engine/enginetest"
	"github.com/pbem-games/pbem/picture"
)

// crowdedState is a six-player game with every pawn on space 9, and an
// auction running on space 13.
func crowdedState() (*state, reports) {
	st := viewTestState(6)
	for i := range st.sides {
		st.sides[i].pos = 9
	}
	st.current = 0
	st.setActor(phaseAuction, 2)
	return st, reports{auction: &auctionReport{space: 13, high: 45, bidder: 1, in: []int8{1, 2, 4}, step: 5, start: 5}}
}

// greatState is a six-player game whose players have the longest names:
// five of them in one alliance, which bids at an auction and shares a
// space with the sixth.
func greatState() (*state, reports) {
	st, r := crowdedState()
	st.names = []string{"Longest-Name-001", "Longest-Name-002", "Longest-Name-003", "Longest-Name-004",
		"Longest-Name-005", "Longest-Name-006"}
	for b := engine.Seat(1); b < 5; b++ {
		viewTestAlly(st, 0, b)
	}
	r.auction.bidder, r.auction.in = 0, []int8{0, 5}
	return st, r
}

// The crowded pictures, in English and French: six pawns on one space
// (read the PNG), the great alliance's names wrapped in their box.
func TestPictureCrowdedGolden(t *testing.T) {
	st, r := crowdedState()
	enginetest.GoldenPicture(t, "testdata/picture-crowded-6p", st.viewWith(2, r).Picture(engine.English))
	st, r = greatState()
	enginetest.GoldenPicture(t, "testdata/picture-great-fr", st.viewWith(5, r).Picture("fr"))
}

// Every text of a crowded picture stays inside the picture's margins,
// and every text drawn inside the ring inside the ring's middle: names
// of great alliances are wrapped, not left to run out of their box.
func TestPictureTextsInTheirBoxes(t *testing.T) {
	inLeft, inRight := lvMargin+lvCellW, lvMargin+(lvAcross-1)*lvCellW
	for _, lang := range []string{engine.English, "fr"} {
		st, r := greatState()
		for s := engine.Observer; s < 6; s += 5 {
			p := st.viewWith(s, r).Picture(lang)
			var svg bytes.Buffer
			require.NoError(t, p.WriteSVG(&svg))
			texts := svgTexts(t, svg.Bytes())
			require.NotEmpty(t, texts)
			for _, tx := range texts {
				assert.True(t, tx.x0 >= lvMargin-0.5 && tx.x1 <= engine.PictureWidth-lvMargin+0.5,
					"%s: %q runs out of the picture (%.0f to %.0f)", lang, tx.s, tx.x0, tx.x1)
				if tx.x0 > inLeft && tx.x0 < inRight {
					assert.LessOrEqual(t, tx.x1, inRight, "%s: %q runs out of the ring's middle", lang, tx.s)
				}
			}
		}
	}
}

// svgText is a text of an SVG picture and where it lies across.
type svgText struct {
	s      string
	x0, x1 float64
}

// svgTexts reads the texts of an SVG written by package picture, with
// their extent across as picture.TextWidth measures them, the groups'
// translations added.
func svgTexts(t *testing.T, svg []byte) []svgText {
	t.Helper()
	var out []svgText
	dx := []float64{0}
	dec := xml.NewDecoder(bytes.NewReader(svg))
	for {
		tok, err := dec.Token()
		if err != nil {
			break
		}
		switch el := tok.(type) {
		case xml.StartElement:
			switch el.Name.Local {
			case "g":
				tr := strings.Fields(strings.Trim(strings.TrimPrefix(svgAttr(el, "transform"), "translate"), "()"))
				x, _ := strconv.ParseFloat(tr[0], 64)
				dx = append(dx, dx[len(dx)-1]+x)
			case "text":
				var s string
				require.NoError(t, dec.DecodeElement(&s, &el))
				out = append(out, svgTextOf(el, s, dx[len(dx)-1]))
			}
		case xml.EndElement:
			if el.Name.Local == "g" {
				dx = dx[:len(dx)-1]
			}
		}
	}
	return out
}

// svgTextOf places text element el, of text s, in a group moved by dx.
func svgTextOf(el xml.StartElement, s string, dx float64) svgText {
	x, _ := strconv.ParseFloat(svgAttr(el, "x"), 64)
	size, _ := strconv.ParseFloat(svgAttr(el, "font-size"), 64)
	w := picture.TextWidth(s, picture.TextStyle{Size: size, Bold: svgAttr(el, "font-weight") == "bold"})
	x += dx
	switch svgAttr(el, "text-anchor") {
	case "middle":
		x -= w / 2
	case "end":
		x -= w
	}
	return svgText{s: s, x0: x, x1: x + w}
}

// svgAttr is the value of el's attribute name, "" if none.
func svgAttr(el xml.StartElement, name string) string {
	for _, a := range el.Attr {
		if a.Name.Local == name {
			return a.Value
		}
	}
	return ""
}
