package mailhost

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/pbem-games/pbem/pbem"
	"github.com/pbem-games/pbem/pbem/internal/testkit"
)

// indexedWorld is a sent game whose folder the inbox has indexed whole,
// with the id of its game.
func indexedWorld(t *testing.T) (*mailWorld, string) {
	t.Helper()
	w := sentWorld(t, "")
	idx, warnings := w.inbox.index()
	require.Empty(t, warnings)
	require.True(t, idx.whole, "a first run reads the whole folder")
	require.NoError(t, w.inbox.saveIndex(idx))
	f, err := testkit.PalazzoGames.Load(w.path)
	require.NoError(t, err)
	return w, f.Header.ID
}

// indexPath is the path of a file of the index in the world's archive.
func indexPath(w *mailWorld, rel ...string) string {
	return filepath.Join(append([]string{w.inbox.Archive.Dir}, rel...)...)
}

// addGame writes a copy of the world's game under another id and name,
// with Ann's address replaced by addr, and returns its path.
func addGame(t *testing.T, w *mailWorld, oldID, newID, addr string) string {
	t.Helper()
	src := strings.Replace(testkit.ReadFile(t, w.path), `id = "`+oldID+`"`, `id = "`+newID+`"`, 1)
	src = strings.ReplaceAll(src, annAddr, addr)
	path := filepath.Join(w.games, newID+".pbem")
	require.NoError(t, os.WriteFile(path, []byte(src), 0o644))
	return path
}

// TestInboxIndexRunReadsOnlyWhatItRoutes checks that while no game file
// is added or removed, a run reads neither the index's log nor any game
// file but the one it routes to, and writes only that file's entries:
// the log is appended to, never rewritten.
func TestInboxIndexRunReadsOnlyWhatItRoutes(t *testing.T) {
	w, id := indexedWorld(t)
	// A log that does not read would make the next whole run read every
	// file again: a partial run must not need it.
	const garbage = "not an index line\n"
	require.NoError(t, os.WriteFile(indexPath(w, indexFile), []byte(garbage), 0o600))

	idx, warnings := w.inbox.index()
	require.Empty(t, warnings)
	assert.False(t, idx.whole, "nothing was added or removed: the run reads no log")
	_, paths := idx.find([]string{id})
	assert.Equal(t, []string{w.path}, paths)
	assert.True(t, idx.knows(annAddr))
	assert.False(t, idx.knows("eve@example.org"))
	assert.Equal(t, []string{w.path}, idx.resolve(id, paths))
	require.NoError(t, w.inbox.saveIndex(idx))
	assert.Equal(t, garbage, testkit.ReadFile(t, indexPath(w, indexFile)), "nothing changed: nothing written")

	// The game changes (a move): routing to it reads it again, and its
	// new line is appended to the log.
	later := time.Now().Add(time.Hour)
	require.NoError(t, os.Chtimes(w.path, later, later))
	idx, _ = w.inbox.index()
	require.False(t, idx.whole)
	_, paths = idx.find([]string{id})
	assert.Equal(t, []string{w.path}, idx.resolve(id, paths))
	require.NoError(t, w.inbox.saveIndex(idx))
	log := testkit.ReadFile(t, indexPath(w, indexFile))
	assert.True(t, strings.HasPrefix(log, garbage), "the log is appended to")
	assert.Equal(t, 2, strings.Count(log, "\n"), log)
	assert.Contains(t, testkit.ReadFile(t, indexPath(w, indexDir, "id", id)), "\t"+strconv.FormatInt(later.UnixNano(), 10)+"\t",
		"the id's file holds the game's new time")
}

// TestInboxIndexFollowsGamesAddedAndRemoved checks that a run after a
// game file was added reads it (and only it), and that once it is
// removed its id and its players are forgotten.
func TestInboxIndexFollowsGamesAddedAndRemoved(t *testing.T) {
	w, id := indexedWorld(t)
	const newID, eve = "pz-added", "eve@example.org"
	added := addGame(t, w, id, newID, eve)

	idx, warnings := w.inbox.index()
	require.Empty(t, warnings)
	assert.True(t, idx.whole, "a file was added: the run reads the log and the new file")
	_, paths := idx.find([]string{newID})
	assert.Equal(t, []string{added}, paths)
	require.NoError(t, w.inbox.saveIndex(idx))
	assert.FileExists(t, indexPath(w, indexDir, "id", newID))

	idx, _ = w.inbox.index()
	require.False(t, idx.whole)
	assert.True(t, idx.knows(eve), "the new game's player is known")
	_, paths = idx.find([]string{newID})
	assert.Equal(t, []string{added}, paths)

	require.NoError(t, os.Remove(added))
	idx, _ = w.inbox.index()
	require.True(t, idx.whole)
	require.NoError(t, w.inbox.saveIndex(idx))
	assert.NoFileExists(t, indexPath(w, indexDir, "id", newID))
	idx, _ = w.inbox.index()
	require.False(t, idx.whole)
	assert.False(t, idx.knows(eve), "the removed game's player is forgotten")
	assert.True(t, idx.knows(annAddr))
	_, paths = idx.find([]string{newID})
	assert.Empty(t, paths)
}

// TestInboxIndexLosesNoGame checks that the index, a cache, never makes
// a game unknown: an id file lost, or a game added after the run that
// recorded the folder's time listed it, is found by listing the folder
// again.
func TestInboxIndexLosesNoGame(t *testing.T) {
	w, id := indexedWorld(t)
	require.NoError(t, os.Remove(indexPath(w, indexDir, "id", id)))
	idx, _ := w.inbox.index()
	require.False(t, idx.whole)
	_, paths := idx.find([]string{id})
	assert.Equal(t, []string{w.path}, paths, "a lost id file is made up for by the whole index")
	require.NoError(t, w.inbox.saveIndex(idx))
	assert.FileExists(t, indexPath(w, indexDir, "id", id), "and written again")

	// A game added between a run's listing and its end: the stamp then
	// holds the folder's time with the new file in it.
	added := addGame(t, w, id, "pz-late", "eve@example.org")
	names, dirTime := idx.store.stamp()
	require.NoError(t, idx.store.writeStamp(names, folderTime(w.games)))
	require.NotEqual(t, dirTime, folderTime(w.games))
	idx, _ = w.inbox.index()
	require.False(t, idx.whole, "the folder's time is the stamp's")
	_, paths = idx.find([]string{"pz-late"})
	assert.Equal(t, []string{added}, paths, "an id not found lists the folder again")
}

// TestInboxIndexFollowsAPlayersNewAddress checks that when a game routed
// to has a player's address changed (a replacement), the old address is
// no longer known and the new one is.
func TestInboxIndexFollowsAPlayersNewAddress(t *testing.T) {
	w, id := indexedWorld(t)
	const zoe = "zoe@example.org"
	src := strings.ReplaceAll(testkit.ReadFile(t, w.path), annAddr, zoe)
	require.NoError(t, os.WriteFile(w.path, []byte(src), 0o644))

	idx, _ := w.inbox.index()
	require.False(t, idx.whole)
	_, paths := idx.find([]string{id})
	assert.Equal(t, []string{w.path}, idx.resolve(id, paths))
	require.NoError(t, w.inbox.saveIndex(idx))

	idx, _ = w.inbox.index()
	require.False(t, idx.whole)
	assert.True(t, idx.knows(zoe))
	assert.False(t, idx.knows(annAddr))
	assert.True(t, idx.knows(bobAddr))
	peek, err := pbem.PeekGame(w.path)
	require.NoError(t, err)
	assert.Contains(t, peek.Emails, zoe)
}
