package notation

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestQuoteCutsLongInput(t *testing.T) {
	assert.Equal(t, `"draw"`, Quote("draw"))
	assert.Equal(t, `"\x1b[31mred"`, Quote("\x1b[31mred"))
	assert.Equal(t, `"`+strings.Repeat("a", MaxQuoted)+`…"`, Quote(strings.Repeat("a", 10000)))
}

// TestDisplayCutsAndEscapes checks that an error display shows a window of
// a long source line around the caret, and escapes control characters
// (a terminal would obey them) while the caret stays under its column.
func TestDisplayCutsAndEscapes(t *testing.T) {
	long := strings.Repeat("x", 5000) + "BAD" + strings.Repeat("y", 5000)
	e := &Error{File: "stdin", Pos: Pos{Line: 1, Col: 5001}, Msg: "unknown word " + Quote(long), Source: long}
	lines := strings.Split(e.Display(), "\n")
	require.Len(t, lines, 4)
	assert.Less(t, len(lines[0]), 120, "the message quotes a little of the input")
	assert.Equal(t, "    …"+strings.Repeat("x", 36)+"BAD"+strings.Repeat("y", 33)+"…", lines[1])
	assert.Equal(t, strings.Repeat(" ", 4+1+36)+"^", lines[2])

	e = &Error{Pos: Pos{Line: 1, Col: 8}, Msg: "bad \x1b]0;owned\x07 title", Source: "a\x1b[2Jb\tBAD"}
	assert.Equal(t, "1:8: bad \\x1b]0;owned\\a title\n    a\\x1b[2Jb\tBAD\n"+strings.Repeat(" ", 4+9)+"\t^\n", e.Display())
}

func TestErrorMessageBounded(t *testing.T) {
	e := Errorf(Pos{Line: 1, Col: 1}, "%s", strings.Repeat("m", 100000))
	assert.Less(t, len(e.Error()), MaxMessage+20)
}

// TestSplitFrontMatterBOM checks that a byte order mark (some editors
// write one) does not hide the opening fence.
func TestSplitFrontMatterBOM(t *testing.T) {
	front, body, line, err := SplitFrontMatter(BOM + canonicalFile)
	require.NoError(t, err)
	assert.Equal(t, "format = \"pbem/1\"\ngame = \"palazzo\"\n", front)
	assert.Equal(t, 5, line)
	assert.True(t, strings.HasPrefix(body, "{opening}\n"))
}

// TestBlankRunsAreOneEntry checks that a run of blank lines is one entry
// that formats back to the same lines.
func TestBlankRunsAreOneEntry(t *testing.T) {
	src := "1 Ann: money\n\n\n  \n2 Bob: draw\n\n"
	rec, err := ParseRecord(src, 1)
	require.NoError(t, err)
	require.Len(t, rec.Entries, 4)
	assert.Equal(t, 3, rec.Entries[1].Lines)
	assert.Equal(t, 5, rec.Moves()[1].Pos.Line, "line numbers count every blank line")
	assert.Equal(t, "1 Ann: money\n\n\n\n2 Bob: draw\n\n", rec.Format())
	assert.Equal(t, cap(rec.Entries), len(rec.Entries), "entries are allocated once")
}
