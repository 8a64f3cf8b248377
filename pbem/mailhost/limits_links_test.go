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

// TestLinkedLockIsRefused: a lock file that is a symbolic link is not
// followed: no file appears at its target, and the game is not written.
func TestLinkedLockIsRefused(t *testing.T) {
	path := testkit.NewTestGame(t, nil)
	target := filepath.Join(t.TempDir(), "planted")
	require.NoError(t, os.Remove(path+pbem.LockSuffix)) // left by new
	require.NoError(t, os.Symlink(target, path+pbem.LockSuffix))
	before := testkit.ReadFile(t, path)
	_, err := testkit.DiceGames.Move(path, pbem.MoveRequest{Moves: testkit.Inputs("roll")})
	assert.ErrorIs(t, err, pbem.ErrGameFile)
	assert.Contains(t, err.Error(), "symbolic link")
	assert.NoFileExists(t, target)
	assert.Equal(t, before, testkit.ReadFile(t, path))
}

// TestLinkedGameIsWrittenThrough: a game file that is a symbolic link
// stays one; the move goes into the file it points to, locked there.
func TestLinkedGameIsWrittenThrough(t *testing.T) {
	real := testkit.NewTestGame(t, nil)
	link := filepath.Join(t.TempDir(), "linked.pbem")
	require.NoError(t, os.Symlink(real, link))
	testkit.Move(t, link, "", "roll")
	info, err := os.Lstat(link)
	require.NoError(t, err)
	assert.NotZero(t, info.Mode()&os.ModeSymlink, "the link stays a link")
	assert.Contains(t, testkit.ReadFile(t, real), "1 Ann: roll")
	assert.FileExists(t, real+pbem.LockSuffix, "the game is locked where it is")
	assert.NoFileExists(t, link+pbem.LockSuffix)
}

// TestLinkedArchiveLockAndLedgerAreNotFollowed: the inbox's archive lock
// and a game's ledger of sent mails are host files too: a symbolic link
// in their place is refused, and no file appears at its target.
func TestLinkedArchiveLockAndLedgerAreNotFollowed(t *testing.T) {
	archive := Archive{Dir: t.TempDir()}
	require.NoError(t, archive.Init())
	target := filepath.Join(t.TempDir(), "planted")
	require.NoError(t, os.Symlink(target, filepath.Join(archive.Dir, ".lock")))
	_, err := archive.LockWithin(0)
	assert.ErrorIs(t, err, pbem.ErrGameFile)
	assert.NoFileExists(t, target)

	path := testkit.NewTestGame(t, nil)
	require.NoError(t, os.Symlink(target, path+SentSuffix))
	l := &ledger{path: path + SentSuffix}
	l.add(sentEntry{reader: "ann", point: noPoint, id: "<x.1.ann@example.org>"})
	assert.Error(t, l.save())
	assert.NoFileExists(t, target)
}
