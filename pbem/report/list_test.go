package report

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/pbem-games/pbem/pbem"
	"github.com/pbem-games/pbem/pbem/internal/testkit"
)

func TestListGolden(t *testing.T) {
	dir := t.TempDir()
	require.NoError(t, os.MkdirAll(filepath.Join(dir, "sub"), 0o755))
	for name, players := range map[string][]string{"b.pbem": {"Ann", "Bob"}, "a.pbem": {"Ann", "Bob"},
		"sub/c.pbem": {"Ann", "Cid", "Dee"}} {
		_, err := testkit.DiceGames.Create(pbem.NewGame{Game: "dice", Players: players, Seed: name, Now: testkit.TestNow,
			Out: filepath.Join(dir, name)})
		require.NoError(t, err)
	}
	testkit.Move(t, filepath.Join(dir, "b.pbem"), "Ann", "stop")
	testkit.Move(t, filepath.Join(dir, "b.pbem"), "Bob", "stop")
	testkit.Move(t, filepath.Join(dir, "a.pbem"), "Ann", "roll")
	require.NoError(t, os.WriteFile(filepath.Join(dir, "notes.txt"), []byte("not a game"), 0o644))
	for _, name := range []string{"a.pbem", "b.pbem", "sub/c.pbem"} {
		// A file's date says nothing: list reads the recorded times.
		require.NoError(t, os.Chtimes(filepath.Join(dir, name), testkit.TestNow.AddDate(3, 0, 0), testkit.TestNow.AddDate(3, 0, 0)))
	}
	scanned, err := Summaries(testkit.DiceGames, []string{dir})
	require.NoError(t, err)
	var games []Summary
	for _, s := range scanned {
		require.NoError(t, s.Err)
		s.Value.File = strings.TrimPrefix(s.Value.File, dir+string(filepath.Separator))
		games = append(games, s.Value)
	}
	assert.True(t, games[0].WaitsFor("BOB"))
	var b strings.Builder
	require.NoError(t, WriteList(&b, games))
	testkit.Golden(t, "list.txt", b.String())
}

// list's "since" is when the wait began, from the recorded times: not
// the file's date, and not moved by a meta-line.
func TestListSinceFromRecordedTimes(t *testing.T) {
	path := filepath.Join(t.TempDir(), "g.pbem")
	_, err := testkit.DiceGames.Create(pbem.NewGame{Game: "dice", Players: []string{"Ann", "Bob"}, Seed: "s", Now: testkit.TestNow, Out: path})
	require.NoError(t, err)
	later := testkit.TestNow.Add(5 * time.Hour)
	_, err = testkit.DiceGames.Move(path, pbem.MoveRequest{As: "Ann", Moves: []pbem.MoveInput{{Text: "stop"}}, Now: func() time.Time { return later }})
	require.NoError(t, err)
	_, err = testkit.DiceGames.Say(path, pbem.SeatRequest{As: "Ann", Text: "hi", Now: later.Add(time.Hour)})
	require.NoError(t, err)
	require.NoError(t, os.Chtimes(path, testkit.TestNow.AddDate(1, 0, 0), testkit.TestNow.AddDate(1, 0, 0)))
	scanned, err := Summaries(testkit.DiceGames, []string{path})
	require.NoError(t, err)
	require.NoError(t, scanned[0].Err)
	assert.Equal(t, later, scanned[0].Value.Since)
}
