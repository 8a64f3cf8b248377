package pbem

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func newSealedGame(t *testing.T) string {
	t.Helper()
	return newTestGame(t, func(r *NewGame) { r.Sealed = true })
}

func TestSealedFileHoldsCommitmentOnly(t *testing.T) {
	path := newSealedGame(t)
	src := readFile(t, path)
	assert.Contains(t, src, "mode = \"sealed\"\ncommitment = \"sha256:630dcd2966c4336691125448bbb25b4ff412a49c732db2c8abc1b8581bd710dd\"\n")
	assert.NotContains(t, src, "seed")
	assert.NotContains(t, src, testSeed)

	info, err := os.Stat(path + KeySuffix)
	require.NoError(t, err)
	assert.Equal(t, os.FileMode(0o600), info.Mode().Perm())
	assert.Equal(t, testSeed+"\n", readFile(t, path+KeySuffix))
}

func TestSealedNeedsKey(t *testing.T) {
	path := newSealedGame(t)
	move(t, path, "", "roll")
	require.NoError(t, os.Rename(path+KeySuffix, path+".away"))

	_, err := openReplay(testGames, path, -1)
	assert.ErrorIs(t, err, ErrNeedKey)
	assert.ErrorIs(t, err, ErrGameFile)
	assert.Contains(t, err.Error(), path+".key does not exist")
	assert.Contains(t, err.Error(), "kept by its host, who ran pbem new --sealed; board, log, post and export show "+
		"the public story without it, but your own view and your moves go through the host", "the error says whom to ask")
	err = refused(t, path, MoveRequest{Moves: inputs("roll")})
	assert.ErrorIs(t, err, ErrNeedKey)
	_, err = testGames.Verify(path)
	assert.ErrorIs(t, err, ErrNeedKey)
	assert.Contains(t, err.Error(), "not revealed yet")
}

func TestSealedWrongKey(t *testing.T) {
	path := newSealedGame(t)
	other := strings.Repeat("ab", 32)
	require.NoError(t, os.WriteFile(path+KeySuffix, []byte(other+"\n"), 0o600))
	_, err := openReplay(testGames, path, -1)
	assert.ErrorIs(t, err, ErrBadKey)
}

func TestRevealNeedsTheEndOrForce(t *testing.T) {
	path := newSealedGame(t)
	move(t, path, "", "roll")
	before := readFile(t, path)
	_, err := testGames.Reveal(path, "", false)
	assert.ErrorIs(t, err, ErrUsage)
	assert.Equal(t, before, readFile(t, path))

	res, err := testGames.Reveal(path, "", true)
	require.NoError(t, err)
	assert.Equal(t, testSeed, res.Seed)
	assert.False(t, res.Already)
}

func TestRevealAndVerify(t *testing.T) {
	path := newSealedGame(t)
	move(t, path, "", "stop")
	move(t, path, "", "roll", "stop")
	// The host keeps the key elsewhere.
	key := filepath.Join(t.TempDir(), "host.key")
	require.NoError(t, os.Rename(path+KeySuffix, key))
	_, err := testGames.Reveal(path, "", false)
	assert.ErrorIs(t, err, ErrNeedKey)

	before := readFile(t, path)
	res, err := testGames.Reveal(path, key, false)
	require.NoError(t, err)
	after := readFile(t, path)
	commit := "commitment = \"sha256:630dcd2966c4336691125448bbb25b4ff412a49c732db2c8abc1b8581bd710dd\"\n"
	assert.Equal(t, strings.Replace(before, commit, commit+"seed = \""+testSeed+"\"\n", 1), after,
		"the seed is added after the commitment, nothing else changes")
	assert.Equal(t, testSeed, res.Seed)

	again, err := testGames.Reveal(path, key, false)
	require.NoError(t, err)
	assert.True(t, again.Already)
	assert.Equal(t, after, readFile(t, path))

	v, err := testGames.Verify(path) // no key file any more
	require.NoError(t, err)
	assert.Equal(t, &VerifyResult{Path: path, Mode: "sealed", Committed: true, Decisions: 3, Over: true}, v)
}

func TestVerifyCatchesTampering(t *testing.T) {
	path := newSealedGame(t)
	move(t, path, "", "stop")
	move(t, path, "", "stop")
	_, err := testGames.Reveal(path, "", false)
	require.NoError(t, err)
	src := readFile(t, path)

	other := strings.Repeat("ab", 32)
	require.NoError(t, os.WriteFile(path, []byte(strings.Replace(src, testSeed, other, 1)), 0o644))
	_, err = testGames.Verify(path)
	assert.ErrorIs(t, err, ErrBadKey, "a seed that does not match the commitment")

	require.NoError(t, os.WriteFile(path, []byte(strings.Replace(src, "2 Bob: stop", "2 Bob: bet 6", 1)), 0o644))
	_, err = testGames.Verify(path)
	var merr *MoveError
	assert.ErrorAs(t, err, &merr, "a move that the seed makes illegal (Bob holds a 3)")
}

func TestRevealOpenGame(t *testing.T) {
	_, err := testGames.Reveal(newTestGame(t, nil), "", true)
	assert.ErrorIs(t, err, ErrUsage)
}

func TestVerifyOpenGame(t *testing.T) {
	path := newTestGame(t, nil)
	move(t, path, "", "roll")
	v, err := testGames.Verify(path)
	require.NoError(t, err)
	assert.False(t, v.Committed)
	assert.Equal(t, 1, v.Decisions)
}

// TestRevealKeepsCRLF checks that the front matter Reveal rewrites keeps
// the line ending of a CRLF file, as its record does.
func TestRevealKeepsCRLF(t *testing.T) {
	path := newSealedGame(t)
	move(t, path, "", "stop")
	move(t, path, "", "stop")
	lf := readFile(t, path)
	require.NoError(t, os.WriteFile(path, []byte(strings.ReplaceAll(lf, "\n", "\r\n")), 0o644))

	_, err := testGames.Reveal(path, "", false)
	require.NoError(t, err)
	commit := "commitment = \"sha256:630dcd2966c4336691125448bbb25b4ff412a49c732db2c8abc1b8581bd710dd\"\n"
	want := strings.Replace(lf, commit, commit+"seed = \""+testSeed+"\"\n", 1)
	assert.Equal(t, strings.ReplaceAll(want, "\n", "\r\n"), readFile(t, path))
}
