package examples

import (
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/pbem"
)

// TestReplayQuietIsTheReplaysState replays every example, whole and cut
// every 17 decisions, with and without events: the states are the same
// (every seat's view, to act, legal moves), the decisions the same, and
// the quiet replay built no event while the full one did.
func TestReplayQuietIsTheReplaysState(t *testing.T) {
	paths, err := filepath.Glob("*.pbem")
	require.NoError(t, err)
	for _, path := range paths {
		t.Run(path, func(t *testing.T) {
			f, err := catalog.Load(path)
			require.NoError(t, err)
			total := len(f.Record.Moves())
			for upTo := 0; upTo <= total; upTo += 17 {
				sameState(t, f, upTo)
			}
			sameState(t, f, -1)
		})
	}
}

// sameState compares the replays of f's first upTo decisions with and
// without events.
func sameState(t *testing.T, f *pbem.File, upTo int) {
	t.Helper()
	full, err := f.Replay(upTo)
	require.NoError(t, err)
	quiet, err := f.ReplayQuiet(upTo)
	require.NoError(t, err)
	require.Equal(t, len(full.Plies), len(quiet.Plies))
	told := false
	for i := range full.Plies {
		assert.Equal(t, full.Plies[i].Move, quiet.Plies[i].Move)
		assert.Empty(t, quiet.Plies[i].Events, "decision %d", i+1)
		told = told || len(full.Plies[i].Events) > 0
	}
	assert.True(t, told || len(full.Plies) == 0, "the full replay tells what happened")
	assert.Equal(t, full.State.ToAct(), quiet.State.ToAct(), "after %d", upTo)
	for s := engine.Observer; int(s) < len(f.Header.Players); s++ {
		assert.Equal(t, viewJSON(t, full, s), viewJSON(t, quiet, s), "seat %d after %d", s, upTo)
		if s >= 0 {
			assert.True(t, slices.Equal(full.LegalTexts(s), quiet.LegalTexts(s)), "seat %d after %d", s, upTo)
		}
	}
}

// viewJSON is seat s's view of r as JSON.
func viewJSON(t *testing.T, r *pbem.Replay, s engine.Seat) string {
	t.Helper()
	b, err := json.Marshal(r.State.View(s))
	require.NoError(t, err)
	return string(b)
}

// TestReplayQuietReplaysMetaLinesInFull: a record with a meta-line is
// replayed with its events, since an undo's consent depends on what they
// told whom.
func TestReplayQuietReplaysMetaLinesInFull(t *testing.T) {
	src, err := os.ReadFile("palazzo-3p.pbem")
	require.NoError(t, err)
	f, err := catalog.Parse("palazzo-3p.pbem", append(src, "!Bob: say {well played}\n"...))
	require.NoError(t, err)
	quiet, err := f.ReplayQuiet(-1)
	require.NoError(t, err)
	assert.NotEmpty(t, quiet.Plies[0].Events)
}
