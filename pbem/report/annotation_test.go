package report

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/pbem-games/pbem/pbem"
	"github.com/pbem-games/pbem/pbem/internal/annotkit"
	"github.com/pbem-games/pbem/pbem/internal/testkit"
)

// find looks in the comments' own texts: not in the outcomes a sealed
// game's host writes before them, nor in the deal's line.
func TestSummarizeSealedGameReadsPastOutcomes(t *testing.T) {
	games := pbem.Games{annotkit.Dice{}}
	path := filepath.Join(t.TempDir(), "g.pbem")
	_, err := games.Create(pbem.NewGame{Game: "dice", Players: []string{"Ann", "Bob"}, Seed: testkit.TestSeed,
		Now: testkit.TestNow, Out: path, Sealed: true})
	require.NoError(t, err)
	src, err := os.ReadFile(path)
	require.NoError(t, err)
	require.NoError(t, os.WriteFile(path, append(src, "1 Ann: roll {= rolls:4; Ann is cautious}\n2 Bob: roll {= rolls:2}\n"...), 0o644))
	scanned, err := Summaries(games, []string{path})
	require.NoError(t, err)
	require.Len(t, scanned, 1)
	require.NoError(t, scanned[0].Err)
	s := scanned[0].Value
	assert.Equal(t, 2, s.Decisions)
	assert.True(t, FindQuery{HasComment: "cautious"}.Match(s))
	assert.False(t, FindQuery{HasComment: "rolls"}.Match(s), "an outcome is not a comment")
	assert.False(t, FindQuery{HasComment: "dealt"}.Match(s), "nor is the deal's")
}
