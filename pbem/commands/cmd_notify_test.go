package commands

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// notifyHost is a games folder with one Palazzo game between Ann and Bob
// (in language lang) and a config whose notify_cmd is cmd; it returns the
// game file and the config.
func notifyHost(t *testing.T, lang, cmd string) (game, config string) {
	t.Helper()
	dir := t.TempDir()
	game = filepath.Join(dir, "g.pbem")
	args := []string{"new", "palazzo", "Ann", "Bob", "--out", game, "--email", "Ann=ann@example.org", "--email", "Bob=bob@example.org"}
	if lang != "" {
		args = append(args, "--lang", "Ann="+lang, "--lang", "Bob="+lang)
	}
	code, _, stderr := runApp(t, args...)
	require.Equal(t, exitOK, code, stderr)
	config = filepath.Join(dir, "config.toml")
	text := "from = \"Host <host@example.org>\"\nnotify_cmd = '" + cmd + "'\nnotify_timeout = \"20s\"\n"
	require.NoError(t, os.WriteFile(config, []byte(text), 0o600))
	return game, config
}

// TestNotifyCommand: pbem notify runs the host's command once a turn,
// again with --again, and says what it did; a failing command exits 1.
func TestNotifyCommand(t *testing.T) {
	out := filepath.Join(t.TempDir(), "pings")
	game, config := notifyHost(t, "", `printf "%s|%s\n" "$PBEM_ID" "$PBEM_TEXT" >> `+out)
	code, stdout, stderr := runApp(t, "notify", "--config", config, game)
	require.Equal(t, exitOK, code, stderr)
	assert.Contains(t, stdout, "— decision 1: Ann to play. (pz-")
	assert.Contains(t, stdout, "notify_cmd: sent\n")
	code, stdout, _ = runApp(t, "notify", "--config", config, game)
	assert.Equal(t, exitOK, code)
	assert.Contains(t, stdout, "notify_cmd: already sent (--again sends it again)\n")
	code, stdout, _ = runApp(t, "notify", "--again", "--config", config, game)
	assert.Equal(t, exitOK, code)
	assert.Contains(t, stdout, "notify_cmd: sent\n")
	pings := strings.Split(strings.TrimSpace(readText(t, out)), "\n")
	require.Len(t, pings, 2)
	assert.Regexp(t, `^pz-[0-9a-f]+\.1\.0\|Palazzo pz-[0-9a-f]+ — decision 1: Ann to play\.$`, pings[0])

	failing, config := notifyHost(t, "", "echo no network >&2; exit 1")
	code, stdout, stderr = runApp(t, "notify", "--config", config, failing)
	assert.Equal(t, exitInternal, code)
	assert.Contains(t, stdout, "notify_cmd: failed\n")
	assert.Contains(t, stderr, "notify_cmd: exit status 1: no network")
}

// TestNotifyCommandUsage: without a channel, pbem notify is a usage
// error, but --dry-run shows what would be sent, in the players' French.
func TestNotifyCommandUsage(t *testing.T) {
	game, _ := notifyHost(t, "fr", "")
	empty := filepath.Join(t.TempDir(), "empty.toml")
	require.NoError(t, os.WriteFile(empty, nil, 0o600))
	code, _, stderr := runApp(t, "notify", "--config", empty, game)
	assert.Equal(t, exitUsage, code)
	assert.Contains(t, stderr, "nothing to notify with")

	code, stdout, stderr := runApp(t, "notify", "--dry-run", "--json", "--config", empty, game)
	require.Equal(t, exitOK, code, stderr)
	var got struct {
		DryRun       bool `json:"dry_run"`
		Notification struct {
			Text  string   `json:"text"`
			ToAct []string `json:"to_act"`
			Lang  string   `json:"lang"`
		} `json:"notification"`
	}
	require.NoError(t, json.Unmarshal([]byte(stdout), &got))
	assert.True(t, got.DryRun)
	assert.Equal(t, "fr", got.Notification.Lang)
	assert.Equal(t, []string{"Ann"}, got.Notification.ToAct)
	assert.Contains(t, got.Notification.Text, "— décision 1 : à Ann de jouer.")
}

// TestSendNotifies: pbem send notifies once after the turn mails,
// however often it runs, and a failing notification fails no mail.
func TestSendNotifies(t *testing.T) {
	out := filepath.Join(t.TempDir(), "pings")
	game, config := notifyHost(t, "", `echo "$PBEM_ID" >> `+out)
	outbox := filepath.Join(t.TempDir(), "out")
	for range 2 {
		code, _, stderr := runApp(t, "send", "--config", config, "--outbox", outbox, game)
		require.Equal(t, exitOK, code, stderr)
	}
	assert.Len(t, strings.Fields(readText(t, out)), 1, "one turn, one notification")
	code, _, _ := runApp(t, "send", "--dry-run", "--config", config, "--to", "Ann", game)
	assert.Equal(t, exitOK, code)
	assert.Len(t, strings.Fields(readText(t, out)), 1, "--dry-run notifies no one")

	failing, config := notifyHost(t, "", "exit 3")
	code, stdout, stderr := runApp(t, "send", "--config", config, "--outbox", outbox, failing)
	assert.Equal(t, exitOK, code, "the mails went: the failed notification is only logged")
	assert.Contains(t, stdout, "sent to")
	assert.Contains(t, stderr, "pbem: notify pz-")
	assert.Contains(t, stderr, "exit status 3")
}

// readText returns the content of the file at path.
func readText(t *testing.T, path string) string {
	t.Helper()
	b, err := os.ReadFile(path)
	require.NoError(t, err)
	return string(b)
}

// notify checks `notify --json`, shown and sent, against the doc.
func (c *jsonChecker) notify() {
	t := c.t
	out := filepath.Join(t.TempDir(), "pings")
	game, config := notifyHost(t, "", "echo ok >> "+out)
	front := strings.Replace(readText(t, game), "\nmode = ", "\nnotify = \"http://127.0.0.1:1/hook\"\nnotify_format = \"slack\"\nmode = ", 1)
	require.NoError(t, os.WriteFile(game, []byte(front), 0o644))
	c.check("notify --dry-run", "notify", mustRun(t, "notify", "--json", "--dry-run", "--config", config, game))
	_, stdout, _ := runApp(t, "notify", "--json", "--config", config, game) // nothing listens at port 1: failed
	c.check("notify", "notify", stdout)
}
