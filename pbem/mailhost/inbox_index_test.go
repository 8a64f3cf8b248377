package mailhost

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/pbem-games/pbem/pbem"
	"github.com/pbem-games/pbem/pbem/internal/testkit"
)

// TestInboxRefusesAnAmbiguousGameID copies a game file within the games
// folder: a reply to the game routes to neither copy (no tokens are drawn
// for the copy), the host is warned, and once the copy is gone the next
// run applies the reply.
func TestInboxRefusesAnAmbiguousGameID(t *testing.T) {
	w := sentWorld(t, "")
	copyPath := filepath.Join(w.games, "copy.pbem")
	require.NoError(t, os.WriteFile(copyPath, []byte(testkit.ReadFile(t, w.path)), 0o644))
	before := testkit.ReadFile(t, w.path)

	res := w.receive(w.reply(w.only(annAddr), "money", replyOptions{}))
	assert.Equal(t, OutcomeAmbiguous, res.Outcome, res.String())
	assert.Contains(t, res.Note, "is in 2 files (copy.pbem, g.pbem)")
	assert.Equal(t, before, testkit.ReadFile(t, w.path))
	assert.NoFileExists(t, copyPath+TokensSuffix, "no tokens are drawn for the copy")
	assert.Empty(t, w.sent(), "the player is not told a wrong thing")
	require.NotEmpty(t, w.inbox.Warnings)
	assert.Contains(t, w.inbox.Warnings[len(w.inbox.Warnings)-1].Error(), "is in 2 files")
	pending, err := w.inbox.Archive.Pending()
	require.NoError(t, err)
	assert.Equal(t, []string{res.Key}, pending, "the message waits for the host")

	require.NoError(t, os.Remove(copyPath))
	results, err := w.inbox.Process()
	require.NoError(t, err)
	require.Len(t, results, 1)
	assert.Equal(t, OutcomeApplied, results[0].Outcome)
	assert.Equal(t, []string{"1 Ann: money @2026-11-21T23:55:00Z"}, w.record())
}

// TestInboxIndexReadsOnlyChangedFiles checks that the index of the games
// folder is kept in the archive, that a run reads no file it knows, and
// that a file a message routes to is read again when it changed.
func TestInboxIndexReadsOnlyChangedFiles(t *testing.T) {
	w := sentWorld(t, "")
	idx, warnings := w.inbox.index()
	require.Empty(t, warnings)
	require.NoError(t, w.inbox.saveIndex(idx))
	require.FileExists(t, filepath.Join(w.inbox.Archive.Dir, indexFile))

	// The file changes behind the index's back: a run still finds the id
	// it indexed, without reading the file.
	f, err := testkit.PalazzoGames.Load(w.path)
	require.NoError(t, err)
	newID := strings.Repeat("x", len(f.Header.ID))
	other := strings.Replace(testkit.ReadFile(t, w.path), f.Header.ID, newID, 1)
	require.NoError(t, os.WriteFile(w.path, []byte(other+"\n"), 0o644))
	idx, _ = w.inbox.index()
	_, paths := idx.find([]string{f.Header.ID})
	assert.Equal(t, []string{w.path}, paths)

	// Routing to it checks it again: it no longer holds the id.
	assert.Empty(t, idx.resolve(f.Header.ID, paths))
	_, paths = idx.find([]string{newID})
	assert.Equal(t, []string{w.path}, paths)
}

func TestReadFrontMatterStopsAtItsEnd(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "g.pbem")
	require.NoError(t, os.WriteFile(path, []byte("+++\r\nid = \"pz-1\"\r\n+++\r\n1 Ann: money\n"), 0o644))
	front, err := pbem.ReadFrontMatter(path)
	require.NoError(t, err)
	assert.Equal(t, "id = \"pz-1\"\n", front)

	require.NoError(t, os.WriteFile(path, []byte("+++\n"+strings.Repeat("# x\n", pbem.MaxPeek/4)), 0o644))
	_, err = pbem.ReadFrontMatter(path)
	assert.ErrorIs(t, err, pbem.ErrCorrupt)
}

// BenchmarkInboxIndex measures what finding a game costs a run of the
// inbox, by the number of games in the folder: the index is kept from the
// run before, and the game routed to changed since, as after a move.
func BenchmarkInboxIndex(b *testing.B) {
	for _, n := range []int{1, 1000, 10000} {
		b.Run(fmt.Sprintf("games=%d", n), func(b *testing.B) {
			in, first := benchGamesFolder(b, n)
			route := func() {
				idx, _ := in.index()
				id, paths := idx.find([]string{"pz-000000"})
				if len(idx.resolve(id, paths)) != 1 {
					b.Fatal("the game is not found")
				}
				if err := in.saveIndex(idx); err != nil {
					b.Fatal(err)
				}
			}
			route()
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				b.StopTimer()
				touch(b, first)
				b.StartTimer()
				route()
			}
		})
	}
}

// benchGamesFolder makes a games folder of n copies of a Palazzo game,
// each with its own id, and an inbox serving it.
func benchGamesFolder(b *testing.B, n int) (*Inbox, string) {
	b.Helper()
	dir := b.TempDir()
	src := filepath.Join(dir, "src.pbem")
	_, err := testkit.PalazzoGames.Create(pbem.NewGame{Game: "palazzo", Players: []string{"Ann", "Bob"}, Seed: testkit.TestSeed,
		Now: testkit.TestNow, Out: src, Emails: map[string]string{"Ann": annAddr, "Bob": bobAddr}})
	if err != nil {
		b.Fatal(err)
	}
	f, err := testkit.PalazzoGames.Load(src)
	if err != nil {
		b.Fatal(err)
	}
	games := filepath.Join(dir, "games")
	if err := os.Mkdir(games, 0o755); err != nil {
		b.Fatal(err)
	}
	for i := range n {
		id := fmt.Sprintf("pz-%06d", i)
		data := strings.Replace(string(f.Src), `id = "`+f.Header.ID+`"`, `id = "`+id+`"`, 1)
		if err := os.WriteFile(filepath.Join(games, id+".pbem"), []byte(data), 0o644); err != nil {
			b.Fatal(err)
		}
	}
	in := &Inbox{Host: &Host{Games: testkit.PalazzoGames}, GamesDir: games, Archive: Archive{Dir: filepath.Join(dir, "archive")}}
	return in, filepath.Join(games, "pz-000000.pbem")
}

// touch changes the time of the file at path, as a move written to it would.
func touch(b *testing.B, path string) {
	info, err := os.Stat(path)
	if err != nil {
		b.Fatal(err)
	}
	t := info.ModTime().Add(1e6)
	if err := os.Chtimes(path, t, t); err != nil {
		b.Fatal(err)
	}
}
