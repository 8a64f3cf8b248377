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

// A token shows the player's initial, upper case, accents kept, or the
// seat's number when the font lacks the initial.
func TestSeatInitial(t *testing.T) {
	assert.Equal(t, "Ö", SeatInitial("ösaka", 0))
	assert.Equal(t, "Z", SeatInitial("Ze\u0301", 0))
	assert.Equal(t, "2", SeatInitial("李雷", 1))
	assert.Equal(t, "A", SeatInitial("ann", 3))
}
