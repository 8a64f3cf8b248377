package enginetest

import (
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/pbem-games/pbem/engine"
)

// update is the one -update flag of the module's tests. A flag may be
// defined only once per test binary (a second flag.Bool panics at init),
// and `go test ./... -update` hands the flag to every package: so every
// test package reads it through Update or Golden instead of declaring its
// own, and a package with no golden file imports this one to accept it.
var update = flag.Bool("update", false, "rewrite golden files (review them with git diff)")

// Update reports whether the tests run with -update, that is whether
// golden files (and other expected outputs) are to be rewritten.
func Update() bool { return *update }

// Golden compares got with the file at path. With -update it first
// (re)writes the file, creating its folder, so a review of `git diff` is
// the check.
func Golden(t testing.TB, path, got string) {
	t.Helper()
	if Update() {
		require.NoError(t, os.MkdirAll(filepath.Dir(path), 0o755))
		require.NoError(t, os.WriteFile(path, []byte(got), 0o644))
	}
	want, err := os.ReadFile(path)
	require.NoError(t, err, "run go test -update to create %s", path)
	assert.Equal(t, string(want), got, "differs from %s (go test -update rewrites it)", path)
}

// DocText writes a Doc as plain text for golden files: each section under
// a "== Title" line, marked "(private)" when it is, then its lines.
func DocText(d engine.Doc) string {
	var b strings.Builder
	for _, sec := range d.Sections {
		b.WriteString("== " + sec.Title)
		if sec.Private {
			b.WriteString(" (private)")
		}
		b.WriteByte('\n')
		for _, l := range sec.Lines {
			b.WriteString(l.Text() + "\n")
		}
	}
	return b.String()
}
