package leonardo

// Tests of the French texts and of the board widths: wrapping, the words
// of parties and districts, and great alliances with long names.

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/engine/enginetest"
)

// frTestAlliance is an alliance of five players with names of 16
// characters, the longest names allow, and no space to break at: 84
// columns.
const frTestAlliance = "Longest-Name-001+Longest-Name-002+Longest-Name-003+Longest-Name-004+Longest-Name-005"

// frTestLines gives the lines of sec as text.
func frTestLines(sec *engine.Section) []string {
	var out []string
	for _, l := range sec.Lines {
		out = append(out, l.Text())
	}
	return out
}

// A name too long for the rest of a line is broken after a "+".
func TestViewWrapNamesBreaksAlliances(t *testing.T) {
	var d engine.Doc
	sec := d.Add("x", false)
	wrapNames(sec, "Highest bid 45 by "+frTestAlliance+"; the next bid is at least 50.", "  ")
	assert.Equal(t, []string{
		"Highest bid 45 by",
		"  Longest-Name-001+Longest-Name-002+Longest-Name-003+Longest-Name-004+",
		"  Longest-Name-005;",
		"  the next bid is at least 50.",
	}, frTestLines(sec))
}

// A list whose parts fit is broken between parts; one whose part cannot
// follow its label is worded as running text, every line within 72.
func TestViewWrapParts(t *testing.T) {
	var d engine.Doc
	short := d.Add("short", false)
	wrapParts(short, "Sides: ", []string{"A Ann", "B Bob"}, ", ", "  ")
	assert.Equal(t, []string{"Sides: A Ann, B Bob"}, frTestLines(short))
	long := d.Add("long", false)
	wrapParts(long, "Sides: ", []string{"A Ann", "B " + frTestAlliance}, ", ", "  ")
	lines := frTestLines(long)
	assert.Greater(t, len(lines), 1)
	for _, l := range lines {
		assert.LessOrEqual(t, len(l), engine.BoardWidth, l)
	}
	assert.Equal(t, []string{"Sides: A Ann, B",
		"  Longest-Name-001+Longest-Name-002+Longest-Name-003+Longest-Name-004+",
		"  Longest-Name-005"}, lines)
}

// A district is worded in the reader's language; one the catalogue does
// not know, from another data file, keeps its id.
func TestViewDistrictNames(t *testing.T) {
	fr := loadCatalogues().Board("fr")
	assert.Equal(t, "bleu clair", districtName(fr, "lightblue"))
	assert.Equal(t, "light blue", districtName(loadCatalogues().Board(engine.English), "lightblue"))
	assert.Equal(t, "crimson", districtName(fr, "crimson"))
}

// An event that names a party words it in the reader's language; an id
// the catalogue lacks is kept.
func TestViewPartyWords(t *testing.T) {
	c := loadCatalogues()
	own := engine.Msg("event.party-own", "Bob", "ghibelline")
	assert.Equal(t, "Bob, you have joined the Ghibelline party", c.Word(engine.English, own))
	assert.Equal(t, "Bob, vous avez rejoint le parti gibelin", c.Word("fr", own))
	assert.Equal(t, "Ann est du parti guelfe", c.Word("fr", engine.Msg("event.party", "Ann", "guelph")))
	assert.Equal(t, "Ann is a whig", c.Word(engine.English, engine.Msg("event.party", "Ann", "whig")))
}

// frTestAssertWidth checks every line of v's board in English and French:
// at most 72 columns.
func frTestAssertWidth(t *testing.T, v *View) {
	t.Helper()
	for _, lang := range []string{engine.English, "fr"} {
		for _, sec := range v.Doc(lang).Sections {
			assert.LessOrEqual(t, engine.Columns(sec.Title), engine.BoardWidth, "%s: %q", lang, sec.Title)
			for _, l := range sec.Lines {
				assert.LessOrEqual(t, engine.Columns(l.Text()), engine.BoardWidth, "%s: %q", lang, l.Text())
			}
		}
	}
}

// An alliance of five players with names of 16 characters, and no space
// in them, bids at an auction, holds a market and makes an offer: every
// line of every board still fits, in both languages.
func TestViewWidthOfGreatAlliances(t *testing.T) {
	st := viewTestState(6)
	st.names = []string{"Longest-Name-001", "Longest-Name-002", "Longest-Name-003", "Longest-Name-004",
		"Longest-Name-005", "Longest-Name-006"}
	for b := engine.Seat(1); b < 5; b++ {
		viewTestAlly(st, 0, b)
	}
	st.current = 0
	st.setActor(phaseAuction, 0)
	auction := reports{auction: &auctionReport{space: 6, high: 250, bidder: 0, in: []int8{0, 5}, step: 5, start: 5}}
	st.phase = phaseStake
	market := reports{market: &marketReport{space: 3, organiser: 0, waiting: []int8{5}}}
	st.phase = phaseNegotiate
	talks := reports{talks: &talksReport{proposals: []proposalReport{{from: 0, to: 5, ally: true}},
		done: []int8{0}, offers: []int{1, 0, 0, 0, 0, 0}}}
	for _, c := range []struct {
		ph phase
		r  reports
	}{{phaseAuction, auction}, {phaseStake, market}, {phaseNegotiate, talks}, {phaseTurn, reports{}}} {
		st.setActor(c.ph, 0)
		for s := engine.Observer; s < 6; s++ {
			frTestAssertWidth(t, st.viewWith(s, c.r))
		}
	}
}

// A side without art works reads "aucune" (une œuvre) in French, where
// the bridges it lacks read "aucun".
func TestViewFrenchNoArt(t *testing.T) {
	st := viewTestState(3)
	for i := range st.art {
		st.art[i] = nil
	}
	text := enginetest.DocText(st.View(1).Doc("fr"))
	assert.Contains(t, text, "Les œuvres d'art de vos palais :\n  aucune\n")
	assert.Contains(t, text, "ponts aucun")
}
