package pbem

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/notation"
)

// nestedRecord is the dice game at path with one decision and depth
// variations nested in each other, one a line, unindented.
func nestedRecord(t *testing.T, path string, depth int) string {
	t.Helper()
	var b strings.Builder
	b.WriteString(readFile(t, path) + "1 Ann: roll\n")
	for range depth {
		b.WriteString("( 1 Ann: roll\n")
	}
	b.WriteString(strings.Repeat(")\n", depth))
	return b.String()
}

// TestLogOfNestedVariationsIsLinear: the log of a record nested as deep
// as allowed is bounded by a linear function of the record's size, and a
// deeper record is refused when read (10,000 levels in 140 KB printed
// 400 MB).
func TestLogOfNestedVariationsIsLinear(t *testing.T) {
	path := newTestGame(t, nil)
	src := nestedRecord(t, path, notation.MaxVariationDepth)
	f, err := testGames.Parse(path, []byte(src))
	require.NoError(t, err)
	r, err := f.Replay(-1)
	require.NoError(t, err)
	out := strings.Join(r.Log(engine.Observer).Lines(), "\n")
	assert.Contains(t, out, strings.Repeat("  ", notation.MaxVariationDepth-1)+"( ", "every level is shown")
	t.Logf("%d bytes of log for %d of record", len(out), len(src))
	assert.Less(t, len(out), 40*len(src), "%d bytes of log for %d of record", len(out), len(src))

	_, err = testGames.Parse(path, []byte(nestedRecord(t, path, notation.MaxVariationDepth+1)))
	assert.ErrorIs(t, err, ErrCorrupt)
	_, err = testGames.Parse(path, []byte(nestedRecord(t, path, 10_000)))
	assert.ErrorIs(t, err, ErrCorrupt)
	assert.ErrorContains(t, err, "nest more than 64 levels deep")
}
