package commands

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
	"unicode"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// docsNamesPages are the pages whose backticked Go names must exist: a page
// that names a function renamed or deleted since misleads its reader.
var docsNamesPages = []string{"../../docs/architecture.md"}

// TestDocsNamesExist checks that every qualified Go identifier the pages
// name in backticks (`engine.RedealSorted`, `Replay.decisionPoint`) is
// declared in the module's non-test source.
func TestDocsNamesExist(t *testing.T) {
	idx := docsNamesIndexOf(t, "../..")
	for _, page := range docsNamesPages {
		b, err := os.ReadFile(page)
		require.NoError(t, err)
		names := docsNamesOf(string(b), idx.isQualifier)
		// The page names dozens; a handful means the extraction broke.
		require.Greater(t, len(names), 20, "%s: names found: %v", page, names)
		t.Logf("%s names %d: %v", page, len(names), names)
		for _, name := range names {
			if why := idx.missing(name); why != "" {
				t.Errorf("%s names `%s`, but %s", page, name, why)
			}
		}
	}
}

// TestDocsNamesCatchesMistakes runs the check on small pages: a misspelled
// or test-only name is reported, and code that is no Go name is not read
// as one.
func TestDocsNamesCatchesMistakes(t *testing.T) {
	idx := docsNamesIndexOf(t, "../..")
	tests := []struct {
		page    string
		names   []string // what the extraction finds
		missing []string // which of them do not exist
	}{
		{"`engine.RedealSorted` and `engine.RedealSortd`",
			[]string{"engine.RedealSorted", "engine.RedealSortd"}, []string{"engine.RedealSortd"}},
		{"`*engine.Catalogs`, `Info.TitleIn(lang)`, `Info().Messages`, `Replay.decisionPont`",
			[]string{"engine.Catalogs", "Info.TitleIn", "Info.Messages", "Replay.decisionPont"},
			[]string{"Replay.decisionPont"}},
		{"`engine.Info.CheckOptions`, `engine.Info.CheckOption`, `Ranked.Wins` (a field)",
			[]string{"engine.Info.CheckOptions", "engine.Info.CheckOption", "Ranked.Wins"},
			[]string{"engine.Info.CheckOption"}},
		// plainState is declared in engine/rollout_test.go only.
		{"`engine.plainState`", []string{"engine.plainState"}, []string{"engine.plainState"}},
		{"`Replya.Apply` misspells a type", []string{"Replya.Apply"}, []string{"Replya.Apply"}},
		// Files, variables, catalogue keys, calls and commands are no names.
		{"`notation.go`, `engine/rollout.go`, `rng.IntN(count)`, `game.title`, `Legal(s)`, " +
			"`sha256(seed ‖ \"ply\" ‖ n)`, `SearchOpponents() bool`, `pbem move x.pbem`, `MovePattern{Verb, Form}`",
			nil, nil},
		{"```\n`engine.InAFence`\n```\n", nil, nil},
	}
	for _, tt := range tests {
		names := docsNamesOf(tt.page, idx.isQualifier)
		assert.Equal(t, tt.names, names, "%q", tt.page)
		var missing []string
		for _, name := range names {
			if idx.missing(name) != "" {
				missing = append(missing, name)
			}
		}
		assert.Equal(t, tt.missing, missing, "%q", tt.page)
	}
}

var (
	// docsNamesSpan is a code span on one line.
	docsNamesSpan = regexp.MustCompile("`([^`\n]+)`")
	// docsNamesCall is a call's parenthesised arguments, innermost first.
	docsNamesCall = regexp.MustCompile(`\([^()]*\)`)
	// docsNamesLiteral is a composite literal's braces at the end.
	docsNamesLiteral = regexp.MustCompile(`\{[^{}]*\}$`)
	// docsNamesQualified is a dotted chain of two or more identifiers.
	docsNamesQualified = regexp.MustCompile(`^[\pL_][\pL\pN_]*(\.[\pL_][\pL\pN_]*)+$`)
	// docsNamesFile is a file name, which looks dotted too.
	docsNamesFile = regexp.MustCompile(`\.(go|md|toml|pbem|tmpl|txt|json|sh)$`)
)

// docsNamesOf returns, once each and in page order, the qualified names
// the page's code spans hold outside fenced blocks: a span that is a
// dotted chain once its arguments, braces and leading star are dropped,
// and whose first part isQualifier accepts (a package or a type, not a
// variable such as rng).
func docsNamesOf(page string, isQualifier func(string) bool) []string {
	var names []string
	for _, span := range docsNamesSpans(page) {
		name := strings.TrimPrefix(span, "*")
		for prev := ""; prev != name; {
			prev, name = name, docsNamesCall.ReplaceAllString(name, "")
		}
		name = docsNamesLiteral.ReplaceAllString(name, "")
		if docsNamesFile.MatchString(name) || !docsNamesQualified.MatchString(name) {
			continue
		}
		first, _, _ := strings.Cut(name, ".")
		if isQualifier(first) && !slices.Contains(names, name) {
			names = append(names, name)
		}
	}
	return names
}

// docsNamesSpans returns the contents of the page's code spans, skipping
// fenced blocks (pictures and commands, not names).
func docsNamesSpans(page string) []string {
	var spans []string
	fenced := false
	for line := range strings.Lines(page) {
		if strings.HasPrefix(strings.TrimSpace(line), "```") {
			fenced = !fenced
			continue
		}
		if fenced {
			continue
		}
		for _, m := range docsNamesSpan.FindAllStringSubmatch(line, -1) {
			spans = append(spans, m[1])
		}
	}
	return spans
}

// docsNamesIndex is what the module's non-test source declares.
type docsNamesIndex struct {
	pkgs    map[string]bool                // package names
	top     map[string]bool                // "pkg.Name" of every top-level declaration
	types   map[string][]string            // type name: its "pkg.Type" keys
	members map[string]map[string]ast.Expr // "pkg.Type": field or method name: its type (nil for a method)
	embeds  map[string][]ast.Expr          // "pkg.Type": the types it embeds
	pkgOf   map[string]string              // "pkg.Type": pkg
}

// docsNamesIndexOf parses every non-test Go file under root, leaving out
// hidden folders and testdata.
func docsNamesIndexOf(t *testing.T, root string) *docsNamesIndex {
	t.Helper()
	x := &docsNamesIndex{pkgs: map[string]bool{}, top: map[string]bool{},
		types: map[string][]string{}, members: map[string]map[string]ast.Expr{},
		embeds: map[string][]ast.Expr{}, pkgOf: map[string]string{}}
	fset := token.NewFileSet()
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		name := d.Name()
		if d.IsDir() {
			if path != root && (strings.HasPrefix(name, ".") || strings.HasPrefix(name, "_") || name == "testdata") {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(name, ".go") || strings.HasSuffix(name, "_test.go") {
			return nil
		}
		f, err := parser.ParseFile(fset, path, nil, parser.SkipObjectResolution)
		if err != nil {
			return err
		}
		x.add(f)
		return nil
	})
	require.NoError(t, err)
	return x
}

// add indexes the declarations of one file.
func (x *docsNamesIndex) add(f *ast.File) {
	pkg := f.Name.Name
	x.pkgs[pkg] = true
	for _, decl := range f.Decls {
		switch d := decl.(type) {
		case *ast.FuncDecl:
			if d.Recv == nil {
				x.top[pkg+"."+d.Name.Name] = true
			} else if recv := docsNamesTypeName(d.Recv.List[0].Type); recv != "" {
				x.member(pkg, recv)[d.Name.Name] = nil
			}
		case *ast.GenDecl:
			for _, spec := range d.Specs {
				x.addSpec(pkg, spec)
			}
		}
	}
}

// addSpec indexes one type, variable or constant declaration.
func (x *docsNamesIndex) addSpec(pkg string, spec ast.Spec) {
	switch s := spec.(type) {
	case *ast.ValueSpec:
		for _, n := range s.Names {
			x.top[pkg+"."+n.Name] = true
		}
	case *ast.TypeSpec:
		x.top[pkg+"."+s.Name.Name] = true
		members := x.member(pkg, s.Name.Name)
		var fields *ast.FieldList
		switch tt := s.Type.(type) {
		case *ast.StructType:
			fields = tt.Fields
		case *ast.InterfaceType:
			fields = tt.Methods
		}
		if fields == nil {
			return
		}
		key := pkg + "." + s.Name.Name
		for _, fld := range fields.List {
			for _, n := range fld.Names {
				members[n.Name] = fld.Type
			}
			if len(fld.Names) == 0 { // embedded: its name is a field, its members promoted
				if n := docsNamesTypeName(fld.Type); n != "" {
					members[n] = fld.Type
					x.embeds[key] = append(x.embeds[key], fld.Type)
				}
			}
		}
	}
}

// member returns the member table of type name of pkg, made on first use.
func (x *docsNamesIndex) member(pkg, name string) map[string]ast.Expr {
	key := pkg + "." + name
	if x.members[key] == nil {
		x.members[key] = map[string]ast.Expr{}
		x.types[name] = append(x.types[name], key)
		x.pkgOf[key] = pkg
	}
	return x.members[key]
}

// isQualifier reports whether a name's first part is a package of the
// module or looks like a type (upper case); anything else (rng, game) is a
// variable or a word, not checked.
func (x *docsNamesIndex) isQualifier(first string) bool {
	r := []rune(first)[0]
	return x.pkgs[first] || unicode.IsUpper(r)
}

// missing returns why name does not exist, or "" when it does: its
// qualifier is a package holding the next part, or a type; every later
// part is a field or method (own or promoted) of the type before it.
func (x *docsNamesIndex) missing(name string) string {
	parts := strings.Split(name, ".")
	var keys []string
	if x.pkgs[parts[0]] {
		key := parts[0] + "." + parts[1]
		if !x.top[key] {
			return fmt.Sprintf("package %s declares no %s", parts[0], parts[1])
		}
		keys, parts = []string{key}, parts[2:]
	} else {
		keys, parts = x.types[parts[0]], parts[1:]
		if len(keys) == 0 {
			return fmt.Sprintf("no package declares a type %s", strings.Split(name, ".")[0])
		}
	}
	for _, p := range parts {
		var next []string
		found := false
		for _, k := range keys {
			typ, ok := x.lookup(k, p, 0)
			found = found || ok
			if n := x.keyOf(x.pkgOf[k], typ); n != "" {
				next = append(next, n)
			}
		}
		if !found {
			return fmt.Sprintf("%v has no field or method %s", keys, p)
		}
		keys = next
	}
	return ""
}

// lookup finds member name of the type at key, or promoted from a type it
// embeds, and returns its type.
func (x *docsNamesIndex) lookup(key, name string, depth int) (ast.Expr, bool) {
	if typ, ok := x.members[key][name]; ok {
		return typ, true
	}
	if depth > 4 {
		return nil, false
	}
	for _, e := range x.embeds[key] {
		if typ, ok := x.lookup(x.keyOf(x.pkgOf[key], e), name, depth+1); ok {
			return typ, true
		}
	}
	return nil, false
}

// keyOf returns the "pkg.Type" key of a type expression written in pkg,
// or "" for a method, an unnamed type or a type of another module.
func (x *docsNamesIndex) keyOf(pkg string, typ ast.Expr) string {
	if sel, ok := docsNamesDeref(typ).(*ast.SelectorExpr); ok {
		if id, ok := sel.X.(*ast.Ident); ok {
			pkg = id.Name // the import's name, the package's name here
		}
	}
	key := pkg + "." + docsNamesTypeName(typ)
	if x.members[key] == nil {
		return ""
	}
	return key
}

// docsNamesTypeName returns the name of a named type expression (T, *T,
// p.T, T[A]), or "".
func docsNamesTypeName(typ ast.Expr) string {
	switch t := docsNamesDeref(typ).(type) {
	case *ast.Ident:
		return t.Name
	case *ast.SelectorExpr:
		return t.Sel.Name
	}
	return ""
}

// docsNamesDeref strips pointers and type arguments from a type
// expression.
func docsNamesDeref(typ ast.Expr) ast.Expr {
	for {
		switch t := typ.(type) {
		case *ast.StarExpr:
			typ = t.X
		case *ast.IndexExpr:
			typ = t.X
		case *ast.IndexListExpr:
			typ = t.X
		default:
			return typ
		}
	}
}
