package report

import (
	"os"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/pbem-games/pbem/pbem/internal/testkit"
)

func TestFindQueryMatch(t *testing.T) {
	s := Summary{Game: "palazzo", Players: []string{"Ann", "Bob"}, Decisions: 40, Over: true,
		Winners: []string{"Bob"}, comments: []string{"Bob goes for tiles"}}
	for _, q := range []FindQuery{{}, {Game: "Palazzo"}, {Player: "ann"}, {Winner: "BOB"}, {MinDecisions: 40},
		{HasComment: "GOES FOR"}, {Game: "palazzo", Player: "Bob", Winner: "Bob", MinDecisions: 1, HasComment: "tiles"}} {
		assert.True(t, q.Match(s), "%+v", q)
	}
	for _, q := range []FindQuery{{Game: "princes"}, {Player: "Cid"}, {Winner: "Ann"}, {MinDecisions: 41},
		{HasComment: "castle"}, {Game: "palazzo", Winner: "Ann"}} {
		assert.False(t, q.Match(s), "%+v", q)
	}
}

func TestSummarizeFinishedGame(t *testing.T) {
	path := testkit.NewTestGame(t, nil)
	src, err := os.ReadFile(path)
	require.NoError(t, err)
	require.NoError(t, os.WriteFile(path, append(src, "1 Ann: stop {Ann is cautious}\n2 Bob: stop\n"...), 0o644))
	scanned, err := Summaries(testkit.DiceGames, []string{path})
	require.NoError(t, err)
	require.Len(t, scanned, 1)
	require.NoError(t, scanned[0].Err)
	s := scanned[0].Value
	assert.Equal(t, 2, s.Decisions)
	assert.True(t, s.Over)
	assert.Empty(t, s.ToAct)
	assert.NotEmpty(t, s.Winners)
	assert.Equal(t, []string{"Ann is cautious"}, s.comments)
	assert.True(t, FindQuery{HasComment: "cautious"}.Match(s))
}
