package mailhost

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/pbem-games/pbem/pbem"
	"github.com/pbem-games/pbem/pbem/internal/testkit"
)

func TestGameTokens(t *testing.T) {
	path := testkit.NewTestGame(t, nil)
	f, err := testkit.DiceGames.Load(path)
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
	game := testkit.ReadFile(t, path)
	assert.NotContains(t, game, ann, "the shared game file never holds a token")

	again, err := GameTokens(f)
	require.NoError(t, err)
	assert.Equal(t, ann, again.Of("Ann"), "tokens already mailed stay valid")

	assert.True(t, tokens.Check("Ann", ann))
	assert.False(t, tokens.Check("Ann", bob), "a token is one player's")
	assert.False(t, tokens.Check("Cid", ""), "no player, no token")
}

func TestGameTokensRefusesAnotherGamesFile(t *testing.T) {
	path := testkit.NewTestGame(t, nil)
	f, err := testkit.DiceGames.Load(path)
	require.NoError(t, err)
	bad := "game = \"other\"\n[tokens]\nAnn = \"abcdefghijkl\"\nBob = \"abcdefghijkm\"\n"
	require.NoError(t, os.WriteFile(path+TokensSuffix, []byte(bad), 0o600))
	_, err = GameTokens(f)
	assert.ErrorIs(t, err, pbem.ErrGameFile)
	assert.ErrorContains(t, err, `belongs to game "other"`)
}

func TestGameTokensNeedsEveryPlayer(t *testing.T) {
	path := testkit.NewTestGame(t, nil)
	f, err := testkit.DiceGames.Load(path)
	require.NoError(t, err)
	only := "game = \"" + f.Header.ID + "\"\n[tokens]\nAnn = \"abcdefghijkl\"\n"
	require.NoError(t, os.WriteFile(path+TokensSuffix, []byte(only), 0o600))
	_, err = GameTokens(f)
	assert.ErrorContains(t, err, "no valid token for Bob")
}

// TestReplaceToken: after a replace, the old player's token no longer
// answers for the seat and the new player has one of their own.
func TestReplaceToken(t *testing.T) {
	path := filepath.Join(t.TempDir(), "g.pbem")
	_, err := testkit.PalazzoGames.Create(pbem.NewGame{Game: "palazzo", Players: []string{"Ann", "Bob"}, Seed: testkit.TestSeed,
		Now: testkit.TestNow, Out: path})
	require.NoError(t, err)
	f, err := testkit.PalazzoGames.Load(path)
	require.NoError(t, err)
	before, err := GameTokens(f)
	require.NoError(t, err)
	old := before.Of("Bob")

	_, err = ReplacePlayer(testkit.PalazzoGames, path, pbem.ReplaceRequest{Old: "Bob", New: "Dan"})
	require.NoError(t, err)
	f, err = testkit.PalazzoGames.Load(path)
	require.NoError(t, err)
	after, err := GameTokens(f)
	require.NoError(t, err)
	assert.False(t, after.Check("Bob", old), "Bob's token is gone")
	assert.False(t, after.Check("Dan", old), "Dan does not inherit it")
	assert.True(t, validToken(after.Of("Dan")))
	assert.Equal(t, before.Of("Ann"), after.Of("Ann"), "the others keep theirs")
}
