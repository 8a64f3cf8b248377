//go:build unix

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

// TestSecretsReadableByOthersAreRefused: a tokens file or a sealed key
// that its group or others may read is refused, saying how to fix it; at
// mode 0600 it is used.
func TestSecretsReadableByOthersAreRefused(t *testing.T) {
	w := sentWorld(t, "")
	f, err := testkit.PalazzoGames.Load(w.path)
	require.NoError(t, err)
	tokens := w.path + TokensSuffix
	require.FileExists(t, tokens)
	for _, mode := range []os.FileMode{0o644, 0o640, 0o604, 0o620} {
		require.NoError(t, os.Chmod(tokens, mode))
		_, err = GameTokens(f)
		assert.ErrorIs(t, err, pbem.ErrGameFile, "%04o", mode)
		assert.ErrorContains(t, err, "chmod 600")
	}
	require.NoError(t, os.Chmod(tokens, 0o600))
	_, err = GameTokens(f)
	assert.NoError(t, err)

	path := filepath.Join(t.TempDir(), "sealed.pbem")
	_, err = testkit.DiceGames.Create(pbem.NewGame{Game: "dice", Players: []string{"Ann", "Bob"}, Seed: testkit.TestSeed, Now: testkit.TestNow,
		Out: path, Sealed: true})
	require.NoError(t, err)
	require.NoError(t, os.Chmod(path+pbem.KeySuffix, 0o644))
	_, err = testkit.DiceGames.Move(path, pbem.MoveRequest{Moves: testkit.Inputs("roll")})
	assert.ErrorIs(t, err, pbem.ErrGameFile)
	assert.ErrorContains(t, err, "chmod 600")
	require.NoError(t, os.Chmod(path+pbem.KeySuffix, 0o600))
	testkit.Move(t, path, "", "roll")
}
