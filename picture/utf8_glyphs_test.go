package picture

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// A PNG sets the letters the Go fonts have as they are, composes a letter
// and its combining accent, and folds only the letters the fonts lack:
// never an empty box.
func TestDrawableFoldsOnlyMissingGlyphs(t *testing.T) {
	assert.Equal(t, "Zoë Jürgen Ōsaka Kō Gül Şahin Дмитрий", drawable("Zoë Jürgen Ōsaka Kō Gül Şahin Дмитрий"))
	assert.Equal(t, "Zoé", drawable("Zoe\u0301"), "NFC: one glyph")
	assert.Equal(t, "?? and Zoë", drawable("李雷 and Zoë"))
	assert.Equal(t, "Ann", drawable("Ann"))
	st := TextStyle{Size: 12}
	assert.Equal(t, TextWidth("??", st), TextWidth("李雷", st), "measured as drawn")
}
