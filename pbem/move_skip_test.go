package pbem

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// skipGame copies testdata/skip/patrician-4p.pbem, a 4-player Patrician
// game with messengers in which Ann placed her only messenger on her
// first turn and is to play again, and returns the copy's path and bytes.
func skipGame(t *testing.T) (string, []byte) {
	t.Helper()
	src, err := os.ReadFile(filepath.Join("testdata", "skip", "patrician-4p.pbem"))
	require.NoError(t, err)
	path := filepath.Join(t.TempDir(), "pt.pbem")
	require.NoError(t, os.WriteFile(path, src, 0o644))
	return path, src
}

func stdinMoves(lines ...string) []MoveInput {
	in := make([]MoveInput, len(lines))
	for i, l := range lines {
		in[i] = MoveInput{Text: l, Origin: "stdin", Line: i + 1}
	}
	return in
}

// Issue 7: a whole turn written in advance declines a step the game
// skipped (Ann has no messenger left): the decline is noted, not recorded.
func TestMoveDeclinesASkippedStep(t *testing.T) {
	path, src := skipGame(t)
	res, err := realGames.Move(path, MoveRequest{Moves: stdinMoves("play si4", "build a", "messenger none")})
	require.NoError(t, err)
	assert.Equal(t, []string{"stdin:3: messenger none: skipped, you have no messenger left"}, res.Notes)
	require.Len(t, res.Plies, 2)
	assert.Equal(t, []string{"Bob"}, res.ToAct)
	got, err := os.ReadFile(path)
	require.NoError(t, err)
	assert.Equal(t, string(src)+"13 Ann: play si4\n14 Ann: build a\n", string(got))
}

// Any other line about the skipped step is refused with the reason, and
// the file stays as it was.
func TestMoveRefusesActingInASkippedStep(t *testing.T) {
	path, src := skipGame(t)
	_, err := realGames.Move(path, MoveRequest{Moves: stdinMoves("play si4", "build a", "messenger bo fi")})
	require.Error(t, err)
	assert.True(t, IsMoveRefusal(err))
	assert.Contains(t, err.Error(), "stdin:3:1: illegal move: no messenger is pending: you have no messenger left")
	got, err := os.ReadFile(path)
	require.NoError(t, err)
	assert.Equal(t, string(src), string(got))
}
