package commands

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestMailsCommand: pbem mails sets a player's mails key in place (the
// command-line twin of "!mails"), says so, refuses a value that is no
// choice with exit 2, and check accepts what it wrote.
func TestMailsCommand(t *testing.T) {
	path := filepath.Join(t.TempDir(), "g.pbem")
	mustRun(t, "new", "--seed", "mails", "--out", path, "palazzo", "Ann", "Bob")
	out := mustRun(t, "mails", "--as", "Ann", path, "digest")
	assert.Equal(t, path+": Ann now gets the daily digest (mails = digest)\n", out)
	src, err := os.ReadFile(path)
	require.NoError(t, err)
	assert.Contains(t, string(src), "name = \"Ann\"\nmails = \"digest\"\n")
	mustRun(t, "check", path)

	code, _, stderr := runApp(t, "mails", "--as", "Ann", path, "weekly")
	assert.Equal(t, exitUsage, code)
	assert.Contains(t, stderr, "expected turns, digest or both")
	code, _, _ = runApp(t, "mails", path, "digest")
	assert.Equal(t, exitUsage, code, "--as is needed")

	out = mustRun(t, "mails", "--as", "Ann", "--json", path, "turns")
	var res struct {
		Mails   string `json:"mails"`
		Changed bool   `json:"changed"`
	}
	require.NoError(t, json.Unmarshal([]byte(out), &res))
	assert.Equal(t, "turns", res.Mails)
	assert.True(t, res.Changed)
	src, err = os.ReadFile(path)
	require.NoError(t, err)
	assert.False(t, strings.Contains(string(src), "mails ="), "turns is the default: the key goes")
}
