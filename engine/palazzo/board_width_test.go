package palazzo

import (
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/engine/enginetest"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Names are measured in runes: "Zoé" (4 bytes) and a 16-letter name line
// up with "Al" in the players section, and no line passes 72 columns.
func TestBoardAlignsNamesByRunes(t *testing.T) {
	st := mustState(t, `
players: Zoé Maximilian-Georg Al
supply: 1b1 2m2 3s3 4b1
quarry 1: 2b1 3m2 4s3 5b2
Zoé: r5 s3 b7 c2 c2 | 1b1 3s2 | 2m1 4m3
Maximilian-Georg: r3 r4 r5 r6 r7 s3 s4 s5 | 1m1 2m2 3m3 4m1 5m2
Al: c2 | 5s3`)
	text := enginetest.DocText(st.View(0).(*View).Doc())
	scoreColumns := map[string]int{}
	for line := range strings.Lines(text) {
		line = strings.TrimSuffix(line, "\n")
		assert.LessOrEqual(t, utf8.RuneCountInString(line), engine.BoardWidth, "line %q", line)
		for _, name := range st.names {
			if rest, ok := strings.CutPrefix(line, name); ok && strings.Contains(rest, "  score ") {
				scoreColumns[name] = utf8.RuneCountInString(name + rest[:strings.Index(rest, "  score ")])
			}
		}
	}
	require.Len(t, scoreColumns, 3, "one score line per player:\n%s", text)
	assert.Equal(t, 16, scoreColumns["Zoé"], "names are padded to the longest, 16 runes")
	assert.Equal(t, scoreColumns["Zoé"], scoreColumns["Maximilian-Georg"])
	assert.Equal(t, scoreColumns["Zoé"], scoreColumns["Al"])
}
