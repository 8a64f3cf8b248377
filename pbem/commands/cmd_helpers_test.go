package commands

import (
	"os"
	"strings"
	"testing"
)

// runApp runs the app in process, as a pipe would: no terminal, nothing
// on stdin.
func runApp(t *testing.T, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	return runAppIn(t, "", args...)
}

// runAppIn is runApp with stdin.
func runAppIn(t *testing.T, stdin string, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	var out, errOut strings.Builder
	e := &env{games: games, stdin: strings.NewReader(stdin), stdout: &out, stderr: &errOut, now: clockFrom(os.Getenv), getenv: os.Getenv}
	code = e.run(append([]string{"pbem"}, args...))
	return code, out.String(), errOut.String()
}
