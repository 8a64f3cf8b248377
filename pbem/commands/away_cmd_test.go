package commands

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	list "github.com/pbem-games/pbem/games"
)

// TestAwayCommand: pbem away records a window, refuses one in the past
// (exit 2) or a missing one (exit 2), cancels, and check accepts what it
// wrote.
func TestAwayCommand(t *testing.T) {
	t.Setenv("PBEM_NOW", "2026-11-22T00:00:00Z")
	path := filepath.Join(t.TempDir(), "g.pbem")
	mustRun(t, "new", "--seed", "away", "--deadline", "3d", "--out", path, "palazzo", "Ann", "Bob")
	out := mustRun(t, "away", "--as", "Ann", path, "2026-12-20..2027-01-03")
	assert.Equal(t, "!Ann: away 2026-12-20..2027-01-03 @2026-11-22T00:00:00Z\n", strings.SplitAfter(out, "\n")[0])

	code, _, stderr := runApp(t, "away", "--as", "Ann", path, "2026-11-01..2026-11-02")
	assert.Equal(t, exitUsage, code)
	assert.Contains(t, stderr, "away days cannot be in the past")
	code, _, _ = runApp(t, "away", "--as", "Ann", path)
	assert.Equal(t, exitUsage, code, "a window is needed without --cancel")
	code, _, _ = runApp(t, "away", path, "2026-12-01..2026-12-02")
	assert.Equal(t, exitUsage, code, "--as is needed")

	out = mustRun(t, "away", "--as", "Ann", "--cancel", "--json", path)
	var res struct {
		Line string `json:"line"`
	}
	require.NoError(t, json.Unmarshal([]byte(out), &res))
	assert.Equal(t, "!Ann: away cancel @2026-11-22T00:00:00Z", res.Line)
	mustRun(t, "check", path)
}

// TestAwayMovesEveryGamesDeadline: in every game, two away days of the
// first player awaited move their deadline by two days, as status shows.
func TestAwayMovesEveryGamesDeadline(t *testing.T) {
	t.Setenv("PBEM_NOW", "2026-11-22T00:00:00Z")
	for _, g := range list.All {
		info := g.Info()
		t.Run(info.ID, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "g.pbem")
			names := []string{"Ann", "Bob", "Cid", "Dan", "Eve", "Fay"}[:info.MinPlayers]
			mustRun(t, append([]string{"new", "--seed", "away", "--deadline", "3d", "--out", path, info.ID}, names...)...)
			first := waitOf(t, path)
			require.NotEmpty(t, first.Waiting)
			who := first.Waiting[0].Player
			mustRun(t, "away", "--as", who, path, "2026-11-23..2026-11-24")
			after := waitOf(t, path)
			require.Equal(t, who, after.Waiting[0].Player)
			assert.Equal(t, "2026-11-25T00:00:00Z", first.Waiting[0].Due)
			assert.Equal(t, "2026-11-27T00:00:00Z", after.Waiting[0].Due)
		})
	}
}

// gameWait is what status --json tells of one game.
type gameWait struct {
	Waiting []struct {
		Player string `json:"player"`
		Due    string `json:"due"`
	} `json:"waiting"`
}

// waitOf returns what status --json says of the game at path.
func waitOf(t *testing.T, path string) gameWait {
	t.Helper()
	var out struct {
		Games []gameWait `json:"games"`
	}
	require.NoError(t, json.Unmarshal([]byte(mustRun(t, "status", "--json", path)), &out))
	require.Len(t, out.Games, 1)
	return out.Games[0]
}

// TestRemindDigestCommand: remind --digest mails the digest once a day,
// in French for a French player, and says so in text and in JSON as
// docs/json.md documents it.
func TestRemindDigestCommand(t *testing.T) {
	c := &jsonChecker{t: t, doc: jsonDoc{"digest": readJSONDoc(t)["digest"]}, reported: map[string]bool{}}
	c.digest()
	assert.Empty(t, c.doc.unseen())
}

// digest runs remind --digest on a game where Ann, French, chose the
// digest: a dry run, a run, and a rerun the same day that sends nothing;
// the JSON is checked against the table "digest" of docs/json.md.
func (c *jsonChecker) digest() {
	t := c.t
	dir, outbox := t.TempDir(), t.TempDir()
	path := filepath.Join(dir, "g.pbem")
	t.Setenv("PBEM_NOW", "2026-11-22T00:00:00Z")
	mustRun(t, "new", "--seed", "digest", "--deadline", "3d", "--email", "Ann=ann@example.org", "--email", "Bob=bob@example.org",
		"--out", path, "palazzo", "Ann", "Bob")
	src, err := os.ReadFile(path)
	require.NoError(t, err)
	src = []byte(strings.Replace(string(src), "email = \"ann@example.org\"\n", "email = \"ann@example.org\"\nlang = \"fr\"\nmails = \"digest\"\n", 1))
	require.NoError(t, os.WriteFile(path, src, 0o644))

	args := []string{"remind", "--digest", "--games", dir, "--from", "host@example.org"}
	out := mustRun(t, append(args, "--dry-run")...)
	assert.Contains(t, out, "digest: would mail ann@example.org (fr): [pbem] une partie attend votre décision")
	c.check("remind --digest --dry-run", "digest", mustRun(t, append(args, "--dry-run", "--json")...))
	c.check("remind --digest", "digest", mustRun(t, append(args, "--json", "--outbox", outbox)...))
	mails, err := os.ReadDir(filepath.Join(outbox, "new"))
	require.NoError(t, err)
	assert.Len(t, mails, 1)
	assert.Equal(t, "", mustRun(t, append(args, "--outbox", outbox)...), "once a day")
}
