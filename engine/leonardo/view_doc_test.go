package leonardo

import (
	"encoding/json"
	"os"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/pbem-games/pbem/engine"
)

// viewTestNotationPage is the notation reference of the game.
const viewTestNotationPage = "../../docs/notation/leonardo.md"

// viewTestExample matches a row of the moves table: its example.
var viewTestExample = regexp.MustCompile("^\\| `[^|]*` \\| `([^`]*)` \\|")

// viewTestPage reads the notation page.
func viewTestPage(t *testing.T) string {
	t.Helper()
	raw, err := os.ReadFile(viewTestNotationPage)
	require.NoError(t, err)
	return string(raw)
}

// Every example of the notation page is a move in its canonical form, one
// for each verb.
func TestViewNotationExamples(t *testing.T) {
	st := viewTestState(4)
	var seen []string
	for _, line := range strings.Split(viewTestPage(t), "\n") {
		m := viewTestExample.FindStringSubmatch(line)
		if m == nil {
			continue
		}
		mv, err := Game{}.ParseMove(st, 0, m[1])
		if assert.NoError(t, err, m[1]) {
			assert.Equal(t, m[1], Game{}.FormatMove(st, mv), "the example is canonical")
		}
		seen = append(seen, strings.Fields(m[1])[0])
	}
	assert.Equal(t, verbs, seen, "one example per verb, in the order of the verbs")
}

// The other forms of a lot the page shows are written as it says.
func TestViewNotationLots(t *testing.T) {
	page := strings.Join(strings.Fields(viewTestPage(t)), " ")
	st := viewTestState(4)
	for in, out := range map[string]string{
		"offer Bob: 120 for 14":        "offer Bob: 120fl for 14",
		"offer Bob: 14+31 for nothing": "offer Bob: 14 + 31 for nothing",
		"offer Bob: 5fl for 14":        "offer Bob: 5fl for 14",
	} {
		assert.Contains(t, page, "`"+in+"`")
		assert.Contains(t, page, "`"+out+"`")
		mv, err := Game{}.ParseMove(st, 0, in)
		require.NoError(t, err, in)
		assert.Equal(t, out, Game{}.FormatMove(st, mv))
	}
}

// viewTestJSONRow matches a row of the view's JSON table: its path.
var viewTestJSONRow = regexp.MustCompile("^\\| `([^`]*)` \\|")

// Every field of the views (public, private, each decision running, the
// end) is in the page's JSON table, and every row of the table is in one
// of them.
func TestViewJSONDocumented(t *testing.T) {
	_, table, ok := strings.Cut(viewTestPage(t), "<!-- json: view-leonardo -->")
	require.True(t, ok)
	rows := map[string]bool{}
	for _, line := range strings.Split(table, "\n") {
		if m := viewTestJSONRow.FindStringSubmatch(line); m != nil {
			rows[m[1]] = true
		}
	}
	leaves, objects := map[string]bool{}, map[string]bool{}
	for _, v := range viewTestAllViews() {
		raw, err := json.Marshal(v)
		require.NoError(t, err)
		var back any
		require.NoError(t, json.Unmarshal(raw, &back))
		viewTestPaths(back, "", leaves, objects)
	}
	for p := range leaves {
		assert.True(t, rows[p], "%s is not documented", p)
	}
	for r := range rows {
		assert.True(t, leaves[r] || objects[r], "%s is in no view", r)
	}
}

// viewTestAllViews are views with every field: an auction, a market, an
// administration, a negotiation, the end, each with a private part.
func viewTestAllViews() []*View {
	var out []*View
	st := viewTestState(4)
	st.sides[1].pos = 20
	st.owner[20] = noSide
	st.owned = st.ownedByWalk() // owner set by hand
	st.setActor(phaseAuction, 3)
	out = append(out, st.viewWith(3, reports{auction: &auctionReport{space: 20, high: 45, bidder: 2, in: []int8{1, 2}, start: 5, step: 5}}))
	st = viewTestState(4)
	out = append(out, st.viewWith(3, viewTestMarket(st)))
	st = viewTestState(4)
	out = append(out, st.viewWith(0, viewTestTalks(st)))
	st = viewTestState(4)
	st.sides[1].pos = 7
	st.sides[2].admins = []int8{1}
	st.setActor(phaseSoldier, 2)
	viewTestAlly(st, 0, 2)
	out = append(out, st.viewWith(0, reports{}))
	st.phase, st.toAct = phaseOver, nil
	out = append(out, st.viewWith(engine.Observer, reports{}))
	return out
}

// viewTestPaths adds the paths of the leaves of v to leaves (a list of
// values is one leaf, "path[]") and those of its objects to objects.
func viewTestPaths(v any, path string, leaves, objects map[string]bool) {
	switch v := v.(type) {
	case map[string]any:
		objects[path] = true
		for k, e := range v {
			p := k
			if path != "" {
				p = path + "." + k
			}
			viewTestPaths(e, p, leaves, objects)
		}
	case []any:
		if !slices.ContainsFunc(v, func(e any) bool { _, ok := e.(map[string]any); return ok }) {
			leaves[path+"[]"] = true
		}
		for _, e := range v {
			if _, ok := e.(map[string]any); ok {
				viewTestPaths(e, path+"[]", leaves, objects)
			}
		}
	default:
		leaves[path] = true
	}
}
