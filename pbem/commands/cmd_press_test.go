package commands

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/pbem-games/pbem/pbem"
	"github.com/pbem-games/pbem/pbem/mailhost"
)

// TestSayToLeavesOthersOutputsAlone: for every game, what a third player
// and the public are shown (board, view, log, post, status, the game
// file) is the same, byte for byte, with and without Ann's private word
// to Bob, which press lists for Ann and Bob only.
func TestSayToLeavesOthersOutputsAlone(t *testing.T) {
	t.Setenv(nowEnv, "2026-11-28T08:32:00Z")
	for _, g := range games {
		t.Run(g.Info().ID, func(t *testing.T) {
			players := []string{"Ann", "Bob", "Cid"}
			if g.Info().MaxPlayers < 3 {
				t.Skip("a game of two has no third player")
			}
			var dirs [2]string
			for i := range dirs {
				dirs[i] = t.TempDir()
				path := filepath.Join(dirs[i], "g.pbem")
				code, _, stderr := runApp(t, append([]string{"new", "--seed", "7", "--out", path, g.Info().ID}, players...)...)
				require.Equal(t, 0, code, stderr)
			}
			a := filepath.Join(dirs[1], "g.pbem")
			code, out, stderr := runApp(t, "say", "--as", "Ann", "--to", "bob", a, "a", "xyzzy", "deal")
			require.Equal(t, 0, code, stderr)
			assert.Equal(t, "2026-11-28T08:32:00Z Ann to Bob (private): a xyzzy deal\n", out)
			for _, args := range [][]string{{"board"}, {"view", "--as", "Cid"}, {"log", "--as", "Cid"}, {"log"},
				{"post"}, {"status"}, {"press", "--as", "Cid"}} {
				var outs [2]string
				for i, dir := range dirs {
					code, out, stderr := runApp(t, append(args, filepath.Join(dir, "g.pbem"))...)
					require.Equal(t, 0, code, "%v: %s", args, stderr)
					outs[i] = strings.ReplaceAll(out, dir, "DIR")
				}
				assert.Equal(t, outs[0], outs[1], "%v", args)
				assert.NotContains(t, outs[1], "xyzzy", "%v", args)
			}
			b0, err := os.ReadFile(filepath.Join(dirs[0], "g.pbem"))
			require.NoError(t, err)
			b1, err := os.ReadFile(a)
			require.NoError(t, err)
			assert.Equal(t, string(b0), string(b1), "the shared game file holds no private press")
			for _, who := range []string{"Ann", "bob"} {
				code, out, stderr = runApp(t, "press", "--as", who, a)
				require.Equal(t, 0, code, stderr)
				assert.Equal(t, "2026-11-28T08:32:00Z Ann to Bob (private): a xyzzy deal\n", out, who)
			}
		})
	}
}

// TestSayToRefusals: a private word to no player, to oneself or with
// nothing to say is a usage error (exit 2), and nothing is kept.
func TestSayToRefusals(t *testing.T) {
	path := filepath.Join(t.TempDir(), "g.pbem")
	code, _, stderr := runApp(t, "new", "--seed", "7", "--out", path, "palazzo", "Ann", "Bob")
	require.Equal(t, 0, code, stderr)
	for _, args := range [][]string{
		{"say", "--as", "Ann", "--to", "Dan", path, "hi"},
		{"say", "--as", "Ann", "--to", "Ann", path, "hi"},
		{"say", "--as", "Ann", "--to", "Bob", "--to", "bob", path, "hi"},
		{"say", "--as", "Ann", "--to", "Bob", path, " "},
		{"say", "--as", "Ann", "--to", "Bob", path, "a\x1b[31m"},
		{"press", path},
	} {
		code, _, stderr := runApp(t, args...)
		assert.Equal(t, 2, code, "%v: %s", args, stderr)
	}
	_, err := os.Stat(path + pbem.PressSuffix)
	assert.True(t, os.IsNotExist(err), "nothing kept")
	code, _, _ = runApp(t, "press", "--as", "Ann", filepath.Join(t.TempDir(), "none.pbem"))
	assert.Equal(t, 4, code, "no game file")
}

// TestPressJSON: say --to and press print JSON with --json.
func TestPressJSON(t *testing.T) {
	path := filepath.Join(t.TempDir(), "g.pbem")
	code, _, stderr := runApp(t, "new", "--seed", "7", "--out", path, "palazzo", "Ann", "Bob")
	require.Equal(t, 0, code, stderr)
	code, out, stderr := runApp(t, "say", "--json", "--as", "Ann", "--to", "Bob", path, "hello")
	require.Equal(t, 0, code, stderr)
	var said pbem.PressResult
	require.NoError(t, json.Unmarshal([]byte(out), &said))
	assert.Equal(t, pbem.PressLine{Time: said.Line.Time, From: "Ann", To: []string{"Bob"}, Text: "hello"}, said.Line)
	code, out, stderr = runApp(t, "press", "--json", "--as", "Bob", path)
	require.Equal(t, 0, code, stderr)
	var listed struct {
		Player string           `json:"player"`
		Press  []pbem.PressLine `json:"press"`
	}
	require.NoError(t, json.Unmarshal([]byte(out), &listed))
	assert.Equal(t, "Bob", listed.Player)
	assert.Equal(t, []pbem.PressLine{said.Line}, listed.Press)
}

// TestObserveCommand: observe adds an address to the front matter, once;
// --remove takes it out; --json tells the list; a bad address is a usage
// error and a missing file exit 4.
func TestObserveCommand(t *testing.T) {
	path := filepath.Join(t.TempDir(), "g.pbem")
	code, _, stderr := runApp(t, "new", "--seed", "7", "--out", path, "palazzo", "Ann", "Bob")
	require.Equal(t, 0, code, stderr)
	code, out, stderr := runApp(t, "observe", path, "Kib@Example.org")
	require.Equal(t, 0, code, stderr)
	assert.Equal(t, "kib@example.org observes the game now\n", out)
	code, out, _ = runApp(t, "observe", path, "kib@example.org")
	require.Equal(t, 0, code)
	assert.Equal(t, "kib@example.org observed the game already\n", out)
	src, err := os.ReadFile(path)
	require.NoError(t, err)
	assert.Contains(t, string(src), `observers = ["kib@example.org"]`)
	code, _, stderr = runApp(t, "check", path)
	assert.Equal(t, 0, code, stderr)

	code, out, stderr = runApp(t, "observe", "--json", "--remove", path, "kib@example.org")
	require.Equal(t, 0, code, stderr)
	var res pbem.ObserveResult
	require.NoError(t, json.Unmarshal([]byte(out), &res))
	assert.Equal(t, pbem.ObserveResult{Address: "kib@example.org", Changed: true, Observers: []string{}}, res)

	code, _, _ = runApp(t, "observe", path, "not an address")
	assert.Equal(t, 2, code)
	code, _, _ = runApp(t, "observe", filepath.Join(t.TempDir(), "none.pbem"), "kib@example.org")
	assert.Equal(t, 4, code)
}

// TestSayToSend: say --to --send mails the word to its reader only, with
// the reader's own reply address, and keeps it; --send without --to is a
// usage error.
func TestSayToSend(t *testing.T) {
	dir, config := inboxHost(t, "")
	path, out := filepath.Join(dir, "g.pbem"), filepath.Join(dir, "out")
	code, _, stderr := runApp(t, "say", "--as", "Ann", "--to", "Bob", "--send", "--config", config, "--outbox", out,
		path, "shall", "we", "share?")
	require.Equal(t, 0, code, stderr)
	mails, err := os.ReadDir(filepath.Join(out, "new"))
	require.NoError(t, err)
	require.Len(t, mails, 1)
	raw, err := os.ReadFile(filepath.Join(out, "new", mails[0].Name()))
	require.NoError(t, err)
	assert.Contains(t, string(raw), "To: \"Bob\" <bob@example.org>")
	assert.Contains(t, string(raw), "Ann says to you privately (to Bob only): shall we share?")
	f, err := games.Load(path)
	require.NoError(t, err)
	tokens, err := mailhost.GameTokens(f)
	require.NoError(t, err)
	assert.NotContains(t, string(raw), tokens.Of("Ann"), "Ann's token never reaches Bob")
	assert.Contains(t, string(raw), tokens.Of("Bob"), "Bob answers with his own token")
	code, _, _ = runApp(t, "say", "--as", "Ann", "--send", "--config", config, path, "hi")
	assert.Equal(t, 2, code)
}
