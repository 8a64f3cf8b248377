package report

import (
	"html/template"
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/pbem"
	"github.com/pbem-games/pbem/pbem/internal/testkit"
)

// replayLogTemplate is the replay page's log as html/template wrote it
// before replayLogItems (testdata/replay_log.tmpl, the page's text then).
func replayLogTemplate(t *testing.T) *template.Template {
	t.Helper()
	src, err := os.ReadFile("testdata/replay_log.tmpl")
	require.NoError(t, err)
	return template.Must(template.New("log").Parse(string(src)))
}

// trickyLog is a log with every part the page's log shows (glyphs,
// comments, events, variations with and without comments, line comments
// after the setup, between and after decisions), in texts with each
// character the escaper replaces, a NUL, invalid UTF-8 and other scripts.
func trickyLog() *pbem.LogResult {
	odd := "a<b>&c\"d'e+f\x00g\xff\xfeh — ü 王 </script>"
	return &pbem.LogResult{
		Plies: []pbem.Ply{
			{},
			{N: 1, Name: "Ann & Bob", Move: "buy <Jester>", Glyph: "!?", Comment: odd,
				Told: []pbem.Event{{Text: odd}, {Text: "plain"}}},
			{N: 2, Name: odd, Move: odd, Variations: [][]pbem.Ply{
				{{N: 2, Name: "Cid", Move: "pass"}, {N: 3, Name: "Dee", Move: "x+y", Comment: odd}},
				{{N: 2, Name: "Cid", Move: odd, Comment: "'quoted'"}},
			}},
			{N: 3, Name: "Dee", Move: "end", Glyph: odd},
		},
		Comments: []pbem.LineComment{{After: 0, Text: odd}, {After: 2, Text: "two"}, {After: 2, Text: "<b>"}, {After: 9, Text: "past the end"}},
	}
}

// TestReplayLogItemsAreTheTemplates: the log items written by hand are,
// byte for byte, what the page's template made of the same log, for a
// made-up log with every part and awkward texts and for the logs of the
// four example games, public and as a player sees them.
func TestReplayLogItemsAreTheTemplates(t *testing.T) {
	tmpl := replayLogTemplate(t)
	logs := map[string]*pbem.LogResult{"tricky": trickyLog(), "empty": {}}
	for _, name := range []string{"palazzo-3p", "princes-4p", "leonardo-4p", "patrician-4p"} {
		f, err := testkit.RealGames.Load("../../examples/" + name + ".pbem")
		require.NoError(t, err)
		for _, s := range []engine.Seat{engine.Observer, 1} {
			page, err := ReplayPageOf(f, s, pbem.English)
			require.NoError(t, err)
			logs[name+"/"+f.Name(s)] = page.Log
		}
	}
	for name, log := range logs {
		var want strings.Builder
		require.NoError(t, tmpl.Execute(&want, &ReplayPage{Log: log}))
		got := `<div id="log"><ol>` + string(replayLogItems(log)) + "\n</ol></div>\n"
		assert.Equal(t, want.String(), got, name)
	}
}
