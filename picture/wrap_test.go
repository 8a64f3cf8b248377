package picture

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestWrapWords(t *testing.T) {
	st := TextStyle{Size: 12}
	words := "the quick brown fox jumps over the lazy dog"
	lines := WrapWords(words, TextWidth("the quick brown", st), st)
	assert.Equal(t, []string{"the quick brown", "fox jumps over", "the lazy dog"}, lines)
	for _, l := range lines {
		assert.LessOrEqual(t, TextWidth(l, st), TextWidth("the quick brown", st))
	}
	assert.Equal(t, []string{"unbreakable", "word"}, WrapWords("unbreakable word", 1, st),
		"a word wider than the width has a line of its own")
	assert.Empty(t, WrapWords("  ", 100, st))
}

func TestWrapPartsCutsOnlyBetweenParts(t *testing.T) {
	st := TextStyle{Size: 12}
	parts := []string{"heads p1 1", "p2 0", "p3 4"}
	lines := WrapParts(parts, ", ", TextWidth("heads p1 1, p2 0", st), st)
	assert.Equal(t, []string{"heads p1 1, p2 0,", "p3 4"}, lines)
}

func TestTextLinesStepsDown(t *testing.T) {
	var g Group
	y := g.TextLines(10, 20, []string{"a", "b"}, TextStyle{Size: 10})
	assert.InDelta(t, 20+2*10*LineHeight, y, 1e-9)
	assert.Len(t, g.shapes, 2)
}
