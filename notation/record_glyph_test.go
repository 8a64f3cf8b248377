package notation

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestGlyphsParseAndFormatCanonically(t *testing.T) {
	for in, want := range map[string]string{
		"14 Bob: bid r5 !? {goes for tiles}": "14 Bob: bid r5 !? {goes for tiles}",
		"14 Bob: bid r5!?{goes for tiles}":   "14 Bob: bid r5 !? {goes for tiles}",
		"14 Bob: bid r5   ??":                "14 Bob: bid r5 ??",
		"14 Bob: pass !":                     "14 Bob: pass !",
	} {
		e, err := parseLine(in, 3)
		require.Nil(t, err, in)
		assert.NotEmpty(t, e.Glyph, in)
		assert.NotContains(t, e.Text, "!", in)
		assert.NotContains(t, e.Text, "?", in)
		assert.Equal(t, want, e.Format(), in)
	}
}

func TestGlyphNAG(t *testing.T) {
	for i, g := range []string{"!", "?", "!!", "??", "!?", "?!"} {
		assert.Equal(t, i+1, NAG(g), g)
	}
	assert.Equal(t, 0, NAG("!!!"))
}

func TestGlyphErrorsArePlaced(t *testing.T) {
	_, err := parseLine("1 Ann: money !!? {x}", 7)
	require.NotNil(t, err)
	assert.Equal(t, Pos{Line: 7, Col: 14}, err.Pos)
	assert.Contains(t, err.Msg, "not a glyph")
	_, err = parseLine("1 Ann: !? {x}", 7)
	require.NotNil(t, err)
	assert.Contains(t, err.Msg, "expected a move before the glyph")
}

func TestSplitMoveInput(t *testing.T) {
	move, glyph, comment, has, err := SplitMoveInput("  draw !? {Bob goes for tiles} ")
	require.NoError(t, err)
	assert.Equal(t, []any{"draw", "!?", "Bob goes for tiles", true}, []any{move, glyph, comment, has})
	move, glyph, _, has, err = SplitMoveInput("buy 3m2 pay r5 r4")
	require.NoError(t, err)
	assert.Equal(t, []any{"buy 3m2 pay r5 r4", "", false}, []any{move, glyph, has})
	_, _, _, _, err = SplitMoveInput("draw {open")
	var nerr *Error
	require.ErrorAs(t, err, &nerr)
	assert.Equal(t, Pos{Line: 1, Col: 6}, nerr.Pos)
	_, _, _, _, err = SplitMoveInput("draw {a} b")
	require.ErrorAs(t, err, &nerr)
	assert.Equal(t, Pos{Line: 1, Col: 10}, nerr.Pos)
}
