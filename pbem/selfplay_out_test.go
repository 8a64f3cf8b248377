package pbem

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestSelfplayOutWritesGamesThatReplay(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "games")
	res, err := testGames.Selfplay(SelfplayRequest{Game: "dice", Players: 3, Games: 4, Seed: "out",
		Variants: []string{"ready"}, Out: dir, Now: testNow})
	require.NoError(t, err)
	require.Len(t, res.Files, 4)
	assert.Equal(t, []string{"ready"}, res.Variants)
	decisions := 0
	for _, path := range res.Files {
		f, err := testGames.Load(path)
		require.NoError(t, err)
		assert.Equal(t, []string{"ready"}, f.Header.Variants)
		assert.Equal(t, testNow, f.Header.Created)
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

	_, err = testGames.Selfplay(SelfplayRequest{Game: "dice", Players: 3, Games: 1, Seed: "out",
		Variants: []string{"ready"}, Out: dir, Now: testNow})
	assert.ErrorIs(t, err, ErrExists, "a game file is never overwritten")
}

func TestSelfplayUnknownVariant(t *testing.T) {
	_, err := testGames.Selfplay(SelfplayRequest{Game: "dice", Games: 1, Variants: []string{"fast"}})
	assert.ErrorIs(t, err, ErrUsage)
}
