package commands

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestCheckReportsFilesInTheirOrder checks many files on several workers:
// the report still lists them in the order they were given, whichever
// finishes first. The first file is a long finished game and the others
// a new game each, so a report in the order the checks end would put it
// last; every third file is broken, reported on stderr.
func TestCheckReportsFilesInTheirOrder(t *testing.T) {
	dir := t.TempDir()
	long, err := os.ReadFile("../../examples/leonardo-4p.pbem")
	require.NoError(t, err)
	paths := []string{filepath.Join(dir, "long.pbem")}
	require.NoError(t, os.WriteFile(paths[0], long, 0o644))

	newGame := filepath.Join(dir, "new.pbem")
	runPbem(t, "new", "palazzo", "Ann", "Bob", "--out", newGame)
	fresh, err := os.ReadFile(newGame)
	require.NoError(t, err)
	require.NoError(t, os.Remove(newGame))
	idLine := regexp.MustCompile(`(?m)^id = ".*"$`)
	for i := range 24 {
		src := idLine.ReplaceAllString(string(fresh), fmt.Sprintf(`id = "pz-%02d"`, i))
		if i%3 == 0 {
			src = "+++\nbroken"
		}
		path := filepath.Join(dir, fmt.Sprintf("g%02d.pbem", i))
		require.NoError(t, os.WriteFile(path, []byte(src), 0o644))
		paths = append(paths, path)
	}

	out, errOut, code := runPbemCode(t, append([]string{"check"}, paths...)...)
	assert.Equal(t, exitGameFile, code, errOut)
	good, bad := reportedFiles(out, paths), reportedFiles(errOut, paths)
	assert.Equal(t, 0, good[0], "the long game is reported first:\n%s", out)
	assert.Len(t, good, 17, out)
	assert.Len(t, bad, 8, errOut)
	assert.IsIncreasing(t, good, "stdout lists the good files in order:\n%s", out)
	assert.IsIncreasing(t, bad, "stderr lists the bad files in order:\n%s", errOut)
}

// reportedFiles returns, for each line of a report that starts with one of
// paths, the index of that path.
func reportedFiles(report string, paths []string) []int {
	var found []int
	for _, line := range strings.Split(report, "\n") {
		for i, path := range paths {
			if strings.HasPrefix(line, path+":") {
				found = append(found, i)
			}
		}
	}
	return found
}

// runPbem runs pbem with args and fails the test unless it succeeds.
func runPbem(t *testing.T, args ...string) string {
	t.Helper()
	out, errOut, code := runPbemCode(t, args...)
	require.Equal(t, exitOK, code, errOut)
	return out
}

// runPbemCode runs pbem with args, and returns its stdout, its stderr and
// its exit code.
func runPbemCode(t *testing.T, args ...string) (string, string, int) {
	t.Helper()
	var out, errOut strings.Builder
	e := &env{games: games, stdin: strings.NewReader(""), stdout: &out, stderr: &errOut, now: clockFrom(os.Getenv), getenv: os.Getenv}
	code := e.run(append([]string{"pbem"}, args...))
	return out.String(), errOut.String(), code
}
