package pbem

import (
	"os"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestGameTokens(t *testing.T) {
	path := newTestGame(t, nil)
	f, err := testGames.Load(path)
	require.NoError(t, err)

	tokens, err := GameTokens(f)
	require.NoError(t, err)
	ann, bob := tokens.Of("Ann"), tokens.Of("Bob")
	assert.True(t, validToken(ann), "Ann's token %q", ann)
	assert.True(t, validToken(bob), "Bob's token %q", bob)
	assert.NotEqual(t, ann, bob)

	info, err := os.Stat(path + TokensSuffix)
	require.NoError(t, err)
	assert.Equal(t, os.FileMode(0o600), info.Mode().Perm(), "only the host reads the tokens")
	game := readFile(t, path)
	assert.NotContains(t, game, ann, "the shared game file never holds a token")

	again, err := GameTokens(f)
	require.NoError(t, err)
	assert.Equal(t, ann, again.Of("Ann"), "tokens already mailed stay valid")

	assert.True(t, tokens.Check("Ann", ann))
	assert.False(t, tokens.Check("Ann", bob), "a token is one player's")
	assert.False(t, tokens.Check("Cid", ""), "no player, no token")
}

func TestGameTokensRefusesAnotherGamesFile(t *testing.T) {
	path := newTestGame(t, nil)
	f, err := testGames.Load(path)
	require.NoError(t, err)
	bad := "game = \"other\"\n[tokens]\nAnn = \"abcdefghijkl\"\nBob = \"abcdefghijkm\"\n"
	require.NoError(t, os.WriteFile(path+TokensSuffix, []byte(bad), 0o600))
	_, err = GameTokens(f)
	assert.ErrorIs(t, err, ErrGameFile)
	assert.ErrorContains(t, err, `belongs to game "other"`)
}

func TestGameTokensNeedsEveryPlayer(t *testing.T) {
	path := newTestGame(t, nil)
	f, err := testGames.Load(path)
	require.NoError(t, err)
	only := "game = \"" + f.Header.ID + "\"\n[tokens]\nAnn = \"abcdefghijkl\"\n"
	require.NoError(t, os.WriteFile(path+TokensSuffix, []byte(only), 0o600))
	_, err = GameTokens(f)
	assert.ErrorContains(t, err, "no valid token for Bob")
}
