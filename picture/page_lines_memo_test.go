package picture

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A LinesMemo returns what its function returns, called once for each
// text, width and style however often asked; appending to the lines it
// returned changes nothing it remembers; and it forgets everything past
// its bound rather than grow.
func TestLinesMemoIsItsFunction(t *testing.T) {
	calls := 0
	memo := NewLinesMemo(func(s string, width float64, st TextStyle) []string {
		calls++
		return WrapWords(s, width, st)
	})
	words := []string{"a", "florins", "Lorenzo", "Übermut", "王", "3", "·", "prestige", "WWWW"}
	styles := []TextStyle{{Size: 12}, {Size: 12, Bold: true}, {Size: 14, Anchor: Middle}}
	rng := rand.New(rand.NewPCG(24, 3))
	type call struct {
		s     string
		width float64
		st    TextStyle
	}
	var asked []call
	for range 300 {
		var b strings.Builder
		for range rng.IntN(12) {
			b.WriteString(words[rng.IntN(len(words))] + " ")
		}
		c := call{b.String(), float64(20 + rng.IntN(200)), styles[rng.IntN(len(styles))]}
		asked = append(asked, c)
	}
	for round := range 3 {
		for _, c := range asked {
			lines := memo.Lines(c.s, c.width, c.st)
			require.Equal(t, WrapWords(c.s, c.width, c.st), lines, "round %d: %q in %v", round, c.s, c.width)
			// Two callers appending to the same lines each keep their own.
			mine := append(lines, "mine")
			theirs := append(memo.Lines(c.s, c.width, c.st), "theirs")
			require.Equal(t, "mine", mine[len(mine)-1])
			require.Equal(t, "theirs", theirs[len(theirs)-1])
		}
	}
	distinct := map[call]bool{}
	for _, c := range asked {
		distinct[c] = true
	}
	assert.Equal(t, len(distinct), calls, "each call once")

	for i := range maxMemoLines + 10 {
		memo.Lines(strings.Repeat("x ", i%7), float64(i), TextStyle{Size: 10})
	}
	assert.LessOrEqual(t, len(memo.m), maxMemoLines)
}
