package report

import (
	"encoding/json"
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/pbem-games/pbem/pbem"
	"github.com/pbem-games/pbem/pbem/internal/testkit"
)

// exportedGame is a finished dice game with a comment holding a quote and
// a comma (CSV quotes it), and cards dealt in secret.
func exportedGame(t *testing.T) *pbem.Replay {
	t.Helper()
	path := testkit.NewTestGame(t, nil)
	src, err := os.ReadFile(path)
	require.NoError(t, err)
	record := "1 Ann: roll {a \"bold\", risky start}\n2 Bob: bet 1\n3 Ann: stop\n4 Bob: roll\n5 Bob: stop\n"
	require.NoError(t, os.WriteFile(path, append(src, record...), 0o644))
	f, err := testkit.DiceGames.Load(path)
	require.NoError(t, err)
	r, err := f.Replay(-1)
	require.NoError(t, err)
	return r
}

func TestExportCSVGolden(t *testing.T) {
	var b strings.Builder
	require.NoError(t, ExportOf(exportedGame(t)).WriteCSV(&b))
	testkit.Golden(t, "export.csv", b.String())
}

func TestExportJSONGolden(t *testing.T) {
	out, err := json.MarshalIndent(ExportOf(exportedGame(t)), "", "  ")
	require.NoError(t, err)
	testkit.Golden(t, "export.json", string(out)+"\n")
}

func TestExportTellsNoPrivateEvent(t *testing.T) {
	x := ExportOf(exportedGame(t))
	for _, e := range x.Setup.Events {
		assert.Empty(t, e.To, "the deal's private cards are not exported")
		assert.NotEqual(t, "gets", e.Key)
	}
	for _, d := range x.Decisions {
		for _, e := range d.Events {
			assert.Empty(t, e.To)
		}
	}
}

func TestExportHidesSecretDecisions(t *testing.T) {
	path := testkit.NewTestGame(t, func(req *pbem.NewGame) { req.Variants = []string{"ready"} })
	src, err := os.ReadFile(path)
	require.NoError(t, err)
	require.NoError(t, os.WriteFile(path, append(src, "1 Bob: ready\n2 Ann: ready\n3 Ann: roll\n"...), 0o644))
	f, err := testkit.DiceGames.Load(path)
	require.NoError(t, err)
	r, err := f.Replay(-1)
	require.NoError(t, err)
	x := ExportOf(r)
	require.Len(t, x.Decisions, 3)
	assert.True(t, x.Decisions[0].Hidden, "decided at the same time as Ann")
	assert.True(t, x.Decisions[1].Hidden)
	assert.False(t, x.Decisions[2].Hidden)
}
