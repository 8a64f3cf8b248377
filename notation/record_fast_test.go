package notation

import (
	"math/rand/v2"
	"strings"
	"testing"
	"unicode"

	"github.com/stretchr/testify/assert"
)

// TestBlankHelpersMatchStrings holds the record parser's byte loops to the
// strings functions they replace, over random texts of the bytes that
// matter (blanks, carriage returns, glyph marks, letters, a multi-byte
// letter).
func TestBlankHelpersMatchStrings(t *testing.T) {
	rng := rand.New(rand.NewPCG(24, 3))
	pieces := []string{" ", "\t", "\r", "!", "?", "a", "é", "\n", "(", " \t", ":", "{", "}", "\v", "\f", "\u0085", "\u00a0", "\u3000", "\x1c"}
	for range 20000 {
		var b strings.Builder
		for range rng.IntN(8) {
			b.WriteString(pieces[rng.IntN(len(pieces))])
		}
		s := b.String()
		assert.Equal(t, strings.TrimLeft(s, " \t"), trimBlanks(s), "%q", s)
		assert.Equal(t, strings.Trim(s, " \t\r") == "", blankLine(s), "%q", s)
		assert.Equal(t, strings.LastIndexAny(s, " \t"), lastBlank(s), "%q", s)
		assert.Equal(t, strings.IndexAny(s, ":{"), indexColonOrBrace(s), "%q", s)
		assert.Equal(t, strings.TrimRightFunc(s, unicode.IsSpace), trimRightSpace(s), "%q", s)
		if move, glyph, err := splitGlyph(s, Pos{Line: 1, Col: 1}); err == nil && glyph != "" {
			assert.Equal(t, strings.TrimRight(s, "!?"), s[:len(s)-len(glyph)], "%q", s)
			assert.Equal(t, strings.TrimRightFunc(strings.TrimRight(s, "!?"), unicode.IsSpace), move, "%q", s)
		}
	}
}
