package commands

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestPNGNotToTerminal: a PNG is binary, so board refuses to print it on
// a terminal (usage, exit 2), writes nothing, and points to --out; SVG is
// text and goes to a terminal, and --out writes the PNG there too.
func TestPNGNotToTerminal(t *testing.T) {
	const game = "../../examples/palazzo-3p.pbem"
	code, stdout, stderr := runTTY(t, "pbem", "board", "--format", "png", game)
	assert.Equal(t, exitUsage, code)
	assert.Empty(t, stdout)
	assert.Contains(t, stderr, "--out FILE")

	code, stdout, _ = runTTY(t, "pbem", "board", "--format", "svg", game)
	assert.Equal(t, exitOK, code)
	assert.Contains(t, stdout, "<svg")

	out := filepath.Join(t.TempDir(), "b.png")
	code, _, stderr = runTTY(t, "pbem", "board", "--format", "png", "--out", out, game)
	assert.Equal(t, exitOK, code, stderr)
	data, err := os.ReadFile(out)
	assert.NoError(t, err)
	assert.Equal(t, "\x89PNG", string(data[:4]))
}
