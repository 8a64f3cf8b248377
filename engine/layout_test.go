package engine

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

// lines returns the texts of sec's lines.
func lines(sec Section) []string {
	var out []string
	for _, l := range sec.Lines {
		out = append(out, l.Text())
	}
	return out
}

// PadRight counts display columns: "Zoé" is 3 columns wide, not 4 bytes.
func TestPadRightCountsRunes(t *testing.T) {
	assert.Equal(t, "Zoé  ", PadRight("Zoé", 5))
	assert.Equal(t, "Zoé", PadRight("Zoé", 2), "a longer name is left whole")
	assert.Equal(t, 3, Columns("Zoé"))
}

// Columns counts what a fixed-width font shows: a combining accent adds
// nothing to its letter, a CJK letter takes two columns; padding and
// clipping follow.
func TestColumnsDisplayWidth(t *testing.T) {
	assert.Equal(t, 3, Columns("Zoe\u0301"), "e and a combining acute are one column")
	assert.Equal(t, 4, Columns("李雷"), "wide letters are two columns each")
	assert.Equal(t, 8, Columns("Ōsaka Kō"))
	assert.Equal(t, "李雷  |", PadRight("李雷", 6)+"|")
	assert.Equal(t, "  李雷|", PadLeft("李雷", 6)+"|")
	assert.Equal(t, "Zoe\u0301 |", PadRight("Zoe\u0301", 4)+"|")
	assert.Equal(t, "李.", Clip("李雷", 3, "."), "a wide letter is not cut in half")
	assert.Equal(t, "李雷", Clip("李雷", 4, "."))
	var sec Section
	WrapText(&sec, strings.Repeat("李", 35)+" 雷", "")
	assert.Equal(t, []string{strings.Repeat("李", 35), "雷"}, lines(sec), "70 + 1 + 2 columns do not fit 72")
}

func TestWrap(t *testing.T) {
	assert.Empty(t, Wrap("- ", "  ", "  ", 72), "no word, no line")
	assert.Equal(t, []string{"- a b"}, Wrap("- ", "  ", " a \n b ", 72))
	long := strings.Repeat("x", 80)
	assert.Equal(t, []string{"- " + long, "  y"}, Wrap("- ", "  ", long+" y", 72), "a long word is not cut")
	// 70 columns of words fill the first line; the next word would make 73.
	words := strings.Repeat("abcd ", 14) + "efg"
	assert.Equal(t, []string{strings.TrimSpace(strings.Repeat("abcd ", 14)), "> efg"}, Wrap("", "> ", words, 72))
	assert.Equal(t, []string{"ab", "cd"}, Wrap("", "", "ab cd", 4), "the width is a parameter")
}

// WrapText and WrapParts count runes: a word with accents is as wide as
// it shows. 68 + 1 + 3 = 72 runes fit on a line; 69 + 1 + 3 do not.
func TestWrapCountsRunes(t *testing.T) {
	var sec Section
	WrapText(&sec, strings.Repeat("é", 68)+" Zoé", "  ")
	WrapText(&sec, strings.Repeat("é", 69)+" Zoé", "  ")
	WrapParts(&sec, "", []string{strings.Repeat("é", 66), "Zoé"}, ", ", "  ")
	WrapParts(&sec, "", []string{strings.Repeat("é", 67), "Zoé"}, ", ", "  ")
	assert.Equal(t, []string{
		strings.Repeat("é", 68) + " Zoé", strings.Repeat("é", 69), "  Zoé",
		strings.Repeat("é", 66) + ", Zoé", strings.Repeat("é", 67) + ",", "  Zoé",
	}, lines(sec))
}

// WrapText keeps the spaces the text starts with on its first line only.
func TestWrapTextKeepsLead(t *testing.T) {
	var sec Section
	WrapText(&sec, "  "+strings.Repeat("w ", 40), "    ")
	got := lines(sec)
	assert.Equal(t, "  "+strings.TrimSpace(strings.Repeat("w ", 35)), got[0])
	assert.Equal(t, "    w w w w w", got[1])
	WrapText(&sec, "   ", "  ")
	assert.Len(t, sec.Lines, 2, "blank text adds no line")
}

// WrapParts breaks only between parts; a lead is kept and the broken line
// ends with the separator, trimmed.
func TestWrapPartsLead(t *testing.T) {
	var sec Section
	parts := []string{strings.Repeat("a", 30), strings.Repeat("b", 30), strings.Repeat("c", 30)}
	WrapParts(&sec, "> ", parts, " | ", "  ")
	assert.Equal(t, []string{"> " + parts[0] + " | " + parts[1] + " |", "  " + parts[2]}, lines(sec))
}

// BaseLetter drops accents where an ASCII letter remains, and keeps a
// letter of another script.
func TestBaseLetter(t *testing.T) {
	assert.Equal(t, 'O', BaseLetter('Ō'))
	assert.Equal(t, 's', BaseLetter('ş'))
	assert.Equal(t, 'Z', BaseLetter('Z'))
	assert.Equal(t, '李', BaseLetter('李'))
}
