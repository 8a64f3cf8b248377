package bot

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/pbem-games/pbem/pbem"
	"github.com/pbem-games/pbem/pbem/internal/testkit"
)

func TestSelfplayOutWritesGamesThatReplay(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "games")
	res, err := Selfplay(testkit.DiceGames, SelfplayRequest{Game: "dice", Players: 3, Games: 4, Seed: "out",
		Variants: []string{"ready"}, Out: dir, Now: testkit.TestNow})
	require.NoError(t, err)
	require.Len(t, res.Files, 4)
	assert.Equal(t, []string{"ready"}, res.Variants)
	decisions := 0
	for _, path := range res.Files {
		f, err := testkit.DiceGames.Load(path)
		require.NoError(t, err)
		assert.Equal(t, []string{"ready"}, f.Header.Variants)
		assert.Equal(t, testkit.TestNow, f.Header.Created)
		r, err := f.Replay(-1)
		require.NoError(t, err, "a self-played file replays")
		assert.True(t, r.Over(), "%s: the game is finished", path)
		assert.Equal(t, "ready", r.Plies[0].Move, "the variant was played")
		decisions += len(r.Plies)
	}
	assert.Equal(t, res.Decisions, decisions)
	entries, err := os.ReadDir(dir)
	require.NoError(t, err)
	assert.Len(t, entries, 4, "no lock files beside the games")

	again, err := Selfplay(testkit.DiceGames, SelfplayRequest{Game: "dice", Players: 3, Games: 1, Seed: "out",
		Variants: []string{"ready"}, Out: dir, Now: testkit.TestNow})
	require.NoError(t, err, "the same game again takes another id")
	assert.NotEqual(t, res.Files[0], again.Files[0], "a game file is never overwritten")
}

func TestSelfplayOutFailedRunLeavesNoFile(t *testing.T) {
	req := SelfplayRequest{Game: "dice", Games: 3, Seed: "again", Out: t.TempDir(), Now: testkit.TestNow}
	first, err := Selfplay(testkit.DiceGames, req)
	require.NoError(t, err)
	// A file that is no game has the name game 2 of the same run takes:
	// games 0 and 1 are written, then game 2 is refused and the run
	// removes them.
	last := []byte("not a game\n")
	req.Out = t.TempDir()
	there := filepath.Join(req.Out, filepath.Base(first.Files[2]))
	require.NoError(t, os.WriteFile(there, last, 0o644))
	_, err = Selfplay(testkit.DiceGames, req)
	require.ErrorIs(t, err, pbem.ErrExists)
	entries, err := os.ReadDir(req.Out)
	require.NoError(t, err)
	require.Len(t, entries, 1, "only the file that was there")
	after, err := os.ReadFile(there)
	require.NoError(t, err)
	assert.Equal(t, last, after)
}
