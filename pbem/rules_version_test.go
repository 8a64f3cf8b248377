package pbem

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/pbem-games/pbem/engine"
)

// Issue 7, ruling P1: the two files hold the same record, in which Ann
// plays LU4, builds nothing and places a messenger next to Lucca. It is
// legal under patrician/2 (nothing was built in Lucca) and was not under
// patrician/1: a file replays under the rules version it names, as it was
// played. (The test reads game files, so it lives here rather than in
// engine/patrician, which may not import pbem.)
func TestRulesVersionsReplayAsPlayed(t *testing.T) {
	r, err := replayPatrician(t, "testdata/rules/messenger-v2.pbem")
	require.NoError(t, err)
	assert.Equal(t, 3, len(r.Plies))

	_, err = replayPatrician(t, "testdata/rules/messenger-v1.pbem")
	require.Error(t, err)
	assert.ErrorIs(t, err, engine.ErrIllegal)
	assert.Contains(t, err.Error(), "you cannot place a messenger next to Lucca: it is the city of the card you played")
}

// replayPatrician loads the Patrician game at path, which must load, and
// replays all of it.
func replayPatrician(t *testing.T, path string) (*Replay, error) {
	t.Helper()
	f, err := patricianGames.Load(path)
	require.NoError(t, err)
	return f.Replay(-1)
}
