package pbem

import (
	"os"
	"path/filepath"
	"runtime"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestMoveOnMissingGameMakesNoLock checks that a move on a game that does
// not exist leaves nothing behind: no lock file next to the missing game.
func TestMoveOnMissingGameMakesNoLock(t *testing.T) {
	path := filepath.Join(t.TempDir(), "nope.pbem")
	_, err := testGames.Move(path, MoveRequest{Moves: inputs("roll")})
	assert.ErrorIs(t, err, ErrMissing)
	assert.NoFileExists(t, path+LockSuffix)
}

// TestMoveOnStdinGameIsUsageError checks that "-" as the game (a file read
// from stdin) cannot be written back, and makes no "-.lock".
func TestMoveOnStdinGameIsUsageError(t *testing.T) {
	t.Chdir(t.TempDir())
	_, err := testGames.Move(Stdin, MoveRequest{Moves: inputs("roll")})
	assert.ErrorIs(t, err, ErrUsage)
	assert.Contains(t, err.Error(), "cannot be written back: name the game file")
	_, err = testGames.Reveal(Stdin, "", true)
	assert.ErrorIs(t, err, ErrUsage)
	assert.NoFileExists(t, Stdin+LockSuffix)
}

// TestLockFileReadableLikeTheGame checks that another player who may
// write the game may also lock it: locking needs read access to the lock
// file, which follows the game file's permissions, not 0600.
func TestLockFileReadableLikeTheGame(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("no Unix permissions")
	}
	path := newTestGame(t, nil)
	require.NoError(t, os.Chmod(path, 0o660))
	move(t, path, "", "roll")
	info, err := os.Stat(path + LockSuffix)
	require.NoError(t, err)
	assert.NotZero(t, info.Mode().Perm()&0o040, "group may read the lock: %v", info.Mode())
	game, err := os.Stat(path)
	require.NoError(t, err)
	assert.Equal(t, os.FileMode(0o660), game.Mode().Perm(), "a write keeps the game's permissions")
}

// TestStaleTempFilesRemovedOnNextWrite checks that the debris of a killed
// write (its temporary file) is removed by the next write of that game,
// and that nobody else's files are touched.
func TestStaleTempFilesRemovedOnNextWrite(t *testing.T) {
	tmpdir := t.TempDir()
	t.Setenv("TMPDIR", tmpdir)
	path := newTestGame(t, nil)
	dir := filepath.Dir(path)
	old := time.Now().Add(-2 * legacyTempAge)
	stale := filepath.Join(dir, ".game.pbem.tmp12345")
	legacy := filepath.Join(dir, ".game.pbem987")
	legacyTmp := filepath.Join(tmpdir, ".game.pbem555")
	fresh := filepath.Join(tmpdir, ".game.pbem777")  // maybe another folder's game.pbem, being written now
	other := filepath.Join(dir, ".game.pbem1.tmp42") // game.pbem1's
	for _, p := range []string{stale, legacy, legacyTmp, fresh, other} {
		require.NoError(t, os.WriteFile(p, []byte("partial"), 0o644))
	}
	for _, p := range []string{legacy, legacyTmp} {
		require.NoError(t, os.Chtimes(p, old, old))
	}

	move(t, path, "", "roll")
	assert.NoFileExists(t, stale)
	assert.NoFileExists(t, legacy)
	assert.NoFileExists(t, legacyTmp)
	assert.FileExists(t, fresh)
	assert.FileExists(t, other)
}

// TestWriteGoesThroughTheGameFolder checks that writes make their
// temporary file next to the game, never in $TMPDIR (where a killed write
// would leave it for good), and leave none behind.
func TestWriteGoesThroughTheGameFolder(t *testing.T) {
	tmpdir := t.TempDir()
	t.Setenv("TMPDIR", tmpdir)
	path := newTestGame(t, nil)
	move(t, path, "", "roll")
	entries, err := os.ReadDir(filepath.Dir(path))
	require.NoError(t, err)
	var names []string
	for _, e := range entries {
		names = append(names, e.Name())
	}
	assert.Equal(t, []string{"game.pbem", "game.pbem.lock"}, names)
	left, err := os.ReadDir(tmpdir)
	require.NoError(t, err)
	assert.Empty(t, left)
}

// TestFolderSweptForDebrisAtMostHourly: the debris of a killed write
// under the lock (its one fixed temporary file) goes with the next write
// of the game, at no cost; other debris, which takes listing the folder
// (10,000 games cost a reply 30 ms), is swept at the first write, then
// not again within the hour, the time of the last sweep kept in the lock.
func TestFolderSweptForDebrisAtMostHourly(t *testing.T) {
	t.Setenv("TMPDIR", t.TempDir())
	path := newTestGame(t, nil)
	dir := filepath.Dir(path)
	fixed := filepath.Join(dir, ".game.pbem.tmp")
	require.NoError(t, os.WriteFile(fixed, []byte("partial"), 0o644))
	move(t, path, "", "roll")
	assert.NoFileExists(t, fixed, "a killed locked write's file goes with the next write")

	digits := filepath.Join(dir, ".game.pbem.tmp4242")
	require.NoError(t, os.WriteFile(digits, []byte("partial"), 0o644))
	move(t, path, "", "roll")
	assert.FileExists(t, digits, "swept less than an hour ago: no listing")

	old := time.Now().Add(-2 * legacyTempAge).UTC().Format(time.RFC3339Nano)
	require.NoError(t, os.WriteFile(path+LockSuffix, []byte(old+"\n"), 0o644))
	move(t, path, "", "roll")
	assert.NoFileExists(t, digits, "an hour on, the folder is swept")
}
