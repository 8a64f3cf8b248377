package pbem

import (
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// packageImports lists, for each package under pbem/ (by its folder, "."
// for pbem itself), the packages under pbem/ its non-test files may
// import: the core imports none, the satellites the core and each other
// one way only (docs/architecture.md draws it). A new package fails here
// until it is given its place.
var packageImports = map[string][]string{
	".":                 {},
	"compose":           {"."},
	"bot":               {"."},
	"report":            {".", "compose"},
	"mailhost":          {".", "compose", "bot"},
	"commands":          {".", "compose", "bot", "report", "mailhost"},
	"pbemtest":          {"."},
	"internal/testkit":  {".", "internal/dicegame"},
	"internal/dicegame": {},
	"internal/annotkit": {"internal/dicegame"},
	"internal/cmdratio": {}, // a tool: runs the pbem binary, imports none of it
}

// TestPackagesImportOneWay: no package under pbem/ imports one it is not
// allowed to, and the core none at all. The compiler forbids cycles; this
// keeps the layers, so that a satellite never becomes a dependency of
// what it serves.
func TestPackagesImportOneWay(t *testing.T) {
	const prefix = "github.com/pbem-games/pbem/pbem"
	found := map[string]bool{}
	err := filepath.WalkDir(".", func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") ||
			strings.Contains(path, "testdata") {
			return err
		}
		dir := filepath.ToSlash(filepath.Dir(path))
		found[dir] = true
		allowed, known := packageImports[dir]
		if !assert.True(t, known, "package pbem/%s has no place in packageImports", dir) {
			return nil
		}
		f, err := parser.ParseFile(token.NewFileSet(), path, nil, parser.ImportsOnly)
		require.NoError(t, err)
		for _, imp := range f.Imports {
			p, _ := strconv.Unquote(imp.Path.Value)
			if p != prefix && !strings.HasPrefix(p, prefix+"/") {
				continue
			}
			rel := strings.TrimPrefix(strings.TrimPrefix(p, prefix), "/")
			if rel == "" {
				rel = "."
			}
			assert.True(t, slices.Contains(allowed, rel), "%s imports pbem/%s", path, rel)
		}
		return nil
	})
	require.NoError(t, err)
	for dir := range packageImports {
		assert.True(t, found[dir], "packageImports names pbem/%s, which has no Go file", dir)
	}
}
