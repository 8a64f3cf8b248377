package commands

import (
	"os"
	"path"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// readmeCommands returns the commands of the README's "Two commands"
// block, without their comments.
func readmeCommands(t *testing.T, readme string) []string {
	t.Helper()
	block := regexp.MustCompile("(?s)## Two commands.*?```sh\n(.*?)```").FindStringSubmatch(readme)
	require.NotNil(t, block, "README has a ## Two commands block")
	var cmds []string
	for line := range strings.Lines(block[1]) {
		cmd, _, _ := strings.Cut(line, "#")
		if cmd = strings.TrimSpace(cmd); cmd != "" {
			cmds = append(cmds, cmd)
		}
	}
	return cmds
}

// TestReadmeFirstCommand runs the README's first command twice in one
// folder, as a newcomer might: both runs start a game and print the board
// and the first mail, and every file they leave is one .gitignore keeps
// out of git status.
func TestReadmeFirstCommand(t *testing.T) {
	src, err := os.ReadFile("../../README.md")
	require.NoError(t, err)
	cmds := readmeCommands(t, string(src))
	require.Len(t, cmds, 2)
	args, ok := strings.CutPrefix(cmds[0], "go run . ")
	require.True(t, ok, cmds[0])

	ignore, err := os.ReadFile("../../.gitignore")
	require.NoError(t, err)
	t.Chdir(t.TempDir())
	for run := 1; run <= 2; run++ {
		code, stdout, stderr := runApp(t, strings.Fields(args)...)
		require.Equal(t, exitOK, code, "run %d: %s", run, stderr)
		assert.Contains(t, stdout, "Palazzo pz-", "run %d: the board", run)
		assert.Contains(t, stdout, "\nTo: Ann\n", "run %d: the first mail", run)
	}
	left, err := os.ReadDir(".")
	require.NoError(t, err)
	games := 0
	for _, f := range left {
		if strings.HasSuffix(f.Name(), ".pbem") {
			games++
		}
		assert.True(t, ignoredAtTop(string(ignore), f.Name()), "%s is not in .gitignore", f.Name())
	}
	assert.Equal(t, 2, games, "one game file per run")
}

// ignoredAtTop reports whether a file called name at the top of the
// checkout matches a pattern of the .gitignore text (plain and "/"-anchored
// glob patterns, all this project uses).
func ignoredAtTop(gitignore, name string) bool {
	for line := range strings.Lines(gitignore) {
		pattern := strings.TrimPrefix(strings.TrimSpace(line), "/")
		if pattern == "" || strings.HasPrefix(pattern, "#") {
			continue
		}
		if ok, _ := path.Match(pattern, name); ok {
			return true
		}
	}
	return false
}

// TestReadmeTestCommand: the README's second command runs every test, and
// CI runs the same command; the Go version the README asks for is the one
// go.mod names.
func TestReadmeTestCommand(t *testing.T) {
	src, err := os.ReadFile("../../README.md")
	require.NoError(t, err)
	cmds := readmeCommands(t, string(src))
	require.Len(t, cmds, 2)
	assert.Equal(t, "go test ./...", cmds[1])
	ci, err := os.ReadFile(filepath.Join("../../.ci", "run"))
	require.NoError(t, err)
	assert.Regexp(t, `(?m)^go test \./\.\.\.$`, string(ci))

	mod, err := os.ReadFile("../../go.mod")
	require.NoError(t, err)
	goVersion := regexp.MustCompile(`(?m)^go (\S+)$`).FindSubmatch(mod)
	require.NotNil(t, goVersion)
	want := "Go " + string(goVersion[1]) + " "
	assert.True(t, strings.Contains(string(src), want), "the README asks for %q", want)
}
