package enginetest

// The localisation checks of Suite, once engine/l10ntest: the message keys
// a game's source uses exist in every language, translations use the
// arguments of the English, events are keyed and worded in every language,
// and boards stay printable UTF-8 within 72 display columns in every
// language.

import (
	"go/ast"
	"go/parser"
	"go/token"
	"math/rand/v2"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/pbem-games/pbem/engine"
)

// messageKey matches the string literals that name a message: a known
// first part, a dot, then lower-case words. A literal that ends in a dot
// or a dash is the start of a key built in code ("event.passes-" + why),
// which the game lists in L10n.Keys.
var messageKey = regexp.MustCompile(`^(event|await|board|result|material|card|portrait|moves)\.[a-z0-9.-]*[a-z0-9]$`)

// sourceKeys returns the message keys written as string literals in the
// non-test Go files of the current directory (the package under test), so
// that a message only a rare position words is checked too.
func sourceKeys(t *testing.T) []string {
	t.Helper()
	files, err := filepath.Glob("*.go")
	require.NoError(t, err)
	var keys []string
	fset := token.NewFileSet()
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, name, nil, 0)
		require.NoError(t, err)
		ast.Inspect(f, func(n ast.Node) bool {
			if lit, ok := n.(*ast.BasicLit); ok && lit.Kind == token.STRING {
				if s, err := strconv.Unquote(lit.Value); err == nil && messageKey.MatchString(s) {
					keys = append(keys, s)
				}
			}
			return true
		})
	}
	return keys
}

// Catalogues gives a game's catalogue of a language.
type Catalogues func(lang string) *engine.Catalog

// checkKeys checks that every language of langs (English first) has each
// of keys, as a message or a counted message, and that every translation
// has exactly the English keys, each using the English arguments.
func checkKeys(t *testing.T, langs []string, cat Catalogues, keys []string) {
	t.Helper()
	require.NotEmpty(t, keys)
	for _, lang := range langs {
		c := cat(lang)
		require.Equal(t, lang, c.Lang(), "the game knows %s", lang)
		for _, key := range keys {
			has := c.Has(key) || (c.Has(key+".one") && c.Has(key+".other"))
			assert.True(t, has, "%s has no message %s", lang, key)
		}
	}
	en := cat(langs[0])
	for _, lang := range langs[1:] {
		c := cat(lang)
		assert.Equal(t, en.Keys(), c.Keys(), "%s has the keys of %s, no more, no fewer", lang, langs[0])
		for _, key := range c.Keys() {
			assert.Equal(t, en.Slots(key), c.Slots(key), "%s %s uses the arguments of %s", lang, key, langs[0])
		}
	}
}

// playedViews is a random game: its events, and every seat's view (the
// Observer's first) at every decision and at the end.
type playedViews struct {
	Events []engine.Event
	Views  []engine.View
}

// playViews plays a game of g with n players from seed (PlayRandom) and
// keeps every seat's view after every step-th decision and at the end;
// every event is kept.
func playViews(t *testing.T, g engine.Game, n int, seed uint64, opts engine.Options, step int) playedViews {
	t.Helper()
	var views []engine.View
	_, events := PlayRandom(t, g, n, seed, opts, func(ply int, st engine.State) {
		if ply%step != 0 && len(st.ToAct()) > 0 {
			return
		}
		for _, s := range allSeats(n) {
			views = append(views, st.View(s))
		}
	})
	return playedViews{Events: events, Views: views}
}

// PlayRandom plays a game of g with n players from seed: setup from
// DecisionRand(seed, 0), then at each decision a random legal move of the
// first seat to act (from PCG(seed, 1)), applied with DecisionRand(seed,
// ply). after, if not nil, sees the state at ply 0 (setup) and after each
// decision. It returns the final state and every event.
func PlayRandom(t testing.TB, g engine.Game, n int, seed uint64, opts engine.Options, after func(ply int, st engine.State)) (engine.State, []engine.Event) {
	t.Helper()
	st, events, err := g.Setup(opts, n, DecisionRand(seed, 0))
	require.NoError(t, err)
	pick := rand.New(rand.NewPCG(seed, 1))
	for ply := 0; ; ply++ {
		if ply > 0 {
			s := st.ToAct()[0]
			legal := st.Legal(s)
			ev, err := st.Apply(s, legal[pick.IntN(len(legal))], DecisionRand(seed, ply))
			require.NoError(t, err)
			events = append(events, ev...)
		}
		if after != nil {
			after(ply, st)
		}
		if len(st.ToAct()) == 0 {
			return st, events
		}
	}
}

// checkL10nEvents checks that every event has a message key and that
// every language words it with no placeholder or key left over.
func checkL10nEvents(t *testing.T, c *engine.Catalogs, langs []string, events []engine.Event) {
	t.Helper()
	for _, e := range events {
		if e.Key == "" {
			assert.Fail(t, "event without a message key", "%v cannot be worded", e.Args)
			continue
		}
		for _, lang := range langs {
			text := c.Word(lang, e.Message())
			assert.NotContains(t, text, "{", "%s %s", lang, e.Key)
			assert.NotContains(t, text, e.Key, "%s lacks %s", lang, e.Key)
		}
	}
}

// checkDocsIn holds every language's layout of the views to the rules of
// the conformance suite: printable UTF-8, at most 72 display columns, and no
// private section for the Observer. No language is English.
func checkDocsIn(t *testing.T, langs []string, views []engine.View) {
	t.Helper()
	for _, v := range views {
		assert.Equal(t, v.Doc(engine.English), v.Doc(""), "no language is English")
		for _, lang := range langs {
			for _, sec := range v.Doc(lang).Sections {
				assert.False(t, sec.Private && v.Viewer() == engine.Observer, "%s: the Observer sees %q", lang, sec.Title)
				assertLine(t, lang, sec.Title)
				for _, l := range sec.Lines {
					assertLine(t, lang, l.Text())
				}
			}
		}
	}
}

// assertLine fails t if line is not a board line (checkLine).
func assertLine(t *testing.T, lang, line string) {
	t.Helper()
	if err := checkLine(line); err != nil {
		t.Errorf("%s: %q: %v", lang, line, err)
	}
}
