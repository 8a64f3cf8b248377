package commands

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestPrincesPickIsSecret: a Princes player picks among cards only they
// looked at (here Ann's prestige card p3, hidden until the end, and a
// profession); the others' log shows the verb alone, while Ann's shows
// her card. Before, `pick p3` stood in everyone's log and posts.
func TestPrincesPickIsSecret(t *testing.T) {
	const game = "../../examples/princes-4p.pbem"
	code, bobs, stderr := runApp(t, "log", "--as", "Bob", game)
	require.Equal(t, exitOK, code, stderr)
	assert.Contains(t, bobs, "241 Ann: pick\n")
	assert.NotContains(t, bobs, "pick p3")
	assert.NotContains(t, bobs, "pick philosopher")
	code, anns, stderr := runApp(t, "log", "--as", "Ann", game)
	require.Equal(t, exitOK, code, stderr)
	assert.Contains(t, anns, "241 Ann: pick p3")
	assert.Contains(t, anns, "248 Ann: pick philosopher")
}
