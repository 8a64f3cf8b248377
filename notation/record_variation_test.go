package notation

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// variationRecord is a hand-made record in canonical form: variations on
// one line and over several lines, nested, with comments and glyphs.
const variationRecord = `1 Ann: money
2 Bob: auction
( 2 Bob: buy s4 ?! {too early} 3 Ann: money )
( 2 Bob: money
  {slower}
  3 Ann: auction !
  ( 3 Ann: buy c2 ( 3 Ann: draw ) 4 Bob: money )
  4 Bob: bid 3
)
3 Ann: bid 4
`

func TestVariationRoundTrip(t *testing.T) {
	rec, err := ParseRecord(variationRecord, 1)
	require.NoError(t, err)
	assert.Equal(t, variationRecord, rec.Format())
	assert.Len(t, rec.Moves(), 3, "variation moves are not main-line moves")
}

func TestVariationEntries(t *testing.T) {
	rec, err := ParseRecord(variationRecord, 1)
	require.NoError(t, err)
	require.Len(t, rec.Entries, 5)
	v := rec.Entries[2]
	assert.Equal(t, Variation, v.Kind)
	assert.Equal(t, 2, v.Ply, "it replaces decision 2")
	require.Len(t, v.Variation, 2)
	buy := v.Variation[0]
	assert.Equal(t, Entry{Kind: Move, Ply: 2, Name: "Bob", Text: "buy s4", Glyph: "?!", Comment: "too early",
		HasComment: true, Pos: Pos{Line: 3, Col: 10}, Source: v.Source}, buy)
	assert.Equal(t, "money", v.Variation[1].Text)

	long := rec.Entries[3]
	require.Len(t, long.Variation, 5)
	assert.True(t, long.CloseBreak)
	assert.Equal(t, Comment, long.Variation[1].Kind)
	nested := long.Variation[3]
	assert.Equal(t, Variation, nested.Kind)
	assert.Equal(t, 3, nested.Ply)
	assert.Equal(t, Pos{Line: 7, Col: 3}, nested.Pos)
	assert.Equal(t, "draw", nested.Variation[1].Variation[0].Text)
	assert.Equal(t, Pos{Line: 8, Col: 10}, long.Variation[4].Pos)
}

func TestVariationSpacingIsCanonicalised(t *testing.T) {
	rec, err := ParseRecord("1 Ann: money\n(1 Ann: bid 3   2 Bob: pass{x}(2 Bob: bid 4))  \n2 Bob: pass\n", 1)
	require.NoError(t, err)
	assert.Equal(t, "1 Ann: money\n( 1 Ann: bid 3 2 Bob: pass {x} ( 2 Bob: bid 4 ) )\n2 Bob: pass\n", rec.Format())
}

func TestVariationErrors(t *testing.T) {
	for name, tc := range map[string]struct {
		src string
		pos Pos
	}{
		"before any move": {"( 1 Ann: money )\n", Pos{1, 1}},
		"not closed":      {"1 Ann: money\n( 1 Ann: bid 3\n2 Bob: pass\n", Pos{2, 1}},
		"wrong number":    {"1 Ann: money\n( 1 Ann: bid 3 3 Bob: pass )\n", Pos{2, 16}},
		"empty":           {"1 Ann: money\n( {nothing} )\n", Pos{2, 13}},
		"nested first":    {"1 Ann: money\n( ( 1 Ann: bid ) )\n", Pos{2, 3}},
		"after the close": {"1 Ann: money\n( 1 Ann: bid 3 ) x\n", Pos{2, 18}},
		"no name":         {"1 Ann: money\n( 1 bid 3 )\n", Pos{2, 11}},
		"bad glyph":       {"1 Ann: money\n( 1 Ann: bid 3 !!! )\n", Pos{2, 16}},
	} {
		t.Run(name, func(t *testing.T) {
			_, err := ParseRecord(tc.src, 1)
			var nerr *Error
			require.ErrorAs(t, err, &nerr)
			assert.Equal(t, tc.pos, nerr.Pos, nerr.Error())
			assert.NotEmpty(t, nerr.Source)
		})
	}
}

// TestVariationMoveEndingInANumberBeforeATime: a time's colons do not
// make the number before it a decision's: "bid 500 @…T11:12:22Z".
func TestVariationMoveEndingInANumberBeforeATime(t *testing.T) {
	src := "1 Ann: open\n( 1 Ann: bid 500 @2026-11-28T11:12:22Z\n  2 Bob: art 1 on 25 @2026-11-28T11:12:23Z 3 Cid: pass )\n"
	rec, err := ParseRecord(src, 1)
	require.NoError(t, err)
	v := rec.Entries[1].Variation
	require.Len(t, v, 3)
	assert.Equal(t, "bid 500", v[0].Text)
	assert.Equal(t, "art 1 on 25", v[1].Text)
	assert.Equal(t, 3, v[2].Ply)
	assert.Equal(t, src, rec.Format())
}

// TestVariationNestingIsBounded: variations nest at most
// MaxVariationDepth levels; deeper is an error placed at the "(" too deep.
func TestVariationNestingIsBounded(t *testing.T) {
	nested := func(depth int) string {
		return "1 Ann: money\n" + strings.Repeat("( 1 Ann: money\n", depth) + strings.Repeat(")\n", depth)
	}
	_, err := ParseRecord(nested(MaxVariationDepth), 1)
	require.NoError(t, err)
	_, err = ParseRecord(nested(MaxVariationDepth+1), 1)
	require.Error(t, err)
	assert.Contains(t, err.Error(), "variations nest more than 64 levels deep")
	assert.Equal(t, MaxVariationDepth+2, err.(*Error).Pos.Line)
}

// TestIndentedVariationIsAVariation reads a variation whose "(" comes
// after spaces or tabs as the same variation: parseRecord tells a line
// that may open one by its first byte (mayOpenVariation) before trimming.
func TestIndentedVariationIsAVariation(t *testing.T) {
	want, err := ParseRecord(variationRecord, 1)
	require.NoError(t, err)
	for _, indent := range []string{" ", "\t", "  ", " \t", "\t "} {
		src := strings.ReplaceAll(variationRecord, "\n( ", "\n"+indent+"( ")
		got, err := ParseRecord(src, 1)
		require.NoError(t, err, "indent %q", indent)
		require.Len(t, got.Entries, len(want.Entries), "indent %q", indent)
		for i := range want.Entries {
			assert.Equal(t, want.Entries[i].Kind, got.Entries[i].Kind, "indent %q, entry %d", indent, i)
			assert.Equal(t, want.Entries[i].Ply, got.Entries[i].Ply, "indent %q, entry %d", indent, i)
			assert.Len(t, got.Entries[i].Variation, len(want.Entries[i].Variation), "indent %q, entry %d", indent, i)
		}
	}
}
