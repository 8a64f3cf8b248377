package commands

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// newTestGame starts a two-player Palazzo game in a temporary directory
// and returns its path and bytes.
func newTestGame(t *testing.T) (path string, src []byte) {
	t.Helper()
	path = filepath.Join(t.TempDir(), "g.pbem")
	code, _, stderr := runApp(t, "new", "--seed", "7", "--out", path, "palazzo", "Ann", "Bob")
	require.Equal(t, exitOK, code, stderr)
	src, err := os.ReadFile(path)
	require.NoError(t, err)
	return path, src
}

// TestMoveRefusesBadInput: each wrong request gets its exit code and a
// message saying what is wrong, and leaves the game file as it was.
func TestMoveRefusesBadInput(t *testing.T) {
	long := "money\n" + strings.Repeat("x", 70_000) + "\n"
	tests := []struct {
		name   string
		stdin  string
		args   []string
		code   int
		stderr string
	}{
		{"line over 64 KB", long, []string{"move", "G", "-"}, exitMove,
			"stdin:2:1: line longer than 64 KB: a move is one line of a few words\n"},
		{"ply 0", "", []string{"move", "--ply", "0", "G", "money"}, exitUsage, "--ply 0: decisions are numbered from 1"},
		{"negative ply", "", []string{"move", "G", "money", "--ply", "-1"}, exitUsage, "--ply -1: decisions are numbered from 1"},
		{"empty --as on move", "", []string{"move", "--as", "", "G", "money"}, exitUsage, `--as "": expected a player's name`},
		{"empty --as on legal", "", []string{"legal", "--as", "", "G"}, exitUsage, `--as "": expected a player's name`},
		{"empty --as on log", "", []string{"log", "--as=", "G"}, exitUsage, `--as "": expected a player's name`},
		{"blank --as on view", "", []string{"view", "--as", " ", "G"}, exitUsage, `--as " ": expected a player's name`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			path, before := newTestGame(t)
			args := make([]string, len(tt.args))
			for i, a := range tt.args {
				args[i] = strings.ReplaceAll(a, "G", path)
			}
			code, _, stderr := runAppIn(t, tt.stdin, args...)
			assert.Equal(t, tt.code, code, stderr)
			assert.Contains(t, stderr, tt.stderr)
			after, err := os.ReadFile(path)
			require.NoError(t, err)
			assert.Equal(t, string(before), string(after), "the game file is untouched")
		})
	}
}

// TestMoveLongLineJustFits: a line of exactly the limit is read (and
// refused as notation, not as a read error).
func TestMoveLongLineJustFits(t *testing.T) {
	path, _ := newTestGame(t)
	code, _, stderr := runAppIn(t, strings.Repeat("x", maxMoveLine-1)+"\n", "move", path, "-")
	assert.Equal(t, exitMove, code, stderr)
	assert.NotContains(t, stderr, "longer than")
}
