package patrician

import (
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/engine/enginetest"
	"github.com/stretchr/testify/assert"
)

// A name with an accent and a 16-letter name keep every line within 72
// columns, counted in runes, and each player's lines under their number.
func TestBoardWithWideNames(t *testing.T) {
	st := mustState(t, `
players: Zoé Maximilian-Georg Al
variants: ambassadors messengers
bo: 112 3 | bo4
Zoé: bo5 fi6 | ro5 lu4 fi5 mi4 lu1 | 20 | 1
Maximilian-Georg: fi5 | bo1 fi2 ro1 ro2 lu2 si1 si2 mi1 mi2 fe1 fe2 pa1 pa2 ve1 ve2 | 12 | 0`)
	text := enginetest.DocText(st.View(1).(*View).Doc())
	for line := range strings.Lines(text) {
		line = strings.TrimSuffix(line, "\n")
		assert.LessOrEqual(t, utf8.RuneCountInString(line), engine.BoardWidth, "line %q", line)
	}
	for i, name := range st.names {
		assert.Contains(t, text, "\n"+itoa(i+1)+" "+name+"  score ", "player line of %s:\n%s", name, text)
	}
}
