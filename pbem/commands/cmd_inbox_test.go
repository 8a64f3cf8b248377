package commands

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/pbem-games/pbem/pbem/mailhost"
)

// inboxHost makes a games folder with one game by mail and a config
// naming it, and returns the folder and the config's path.
func inboxHost(t *testing.T, extra string) (games, config string) {
	t.Helper()
	dir := t.TempDir()
	games = filepath.Join(dir, "games")
	require.NoError(t, os.Mkdir(games, 0o755))
	code, _, stderr := runApp(t, "new", "palazzo", "Ann", "Bob", "--out", filepath.Join(games, "g.pbem"),
		"--email", "Ann=ann@example.org", "--email", "Bob=bob@example.org")
	require.Equal(t, exitOK, code, stderr)
	config = filepath.Join(dir, "config.toml")
	require.NoError(t, os.WriteFile(config, []byte("from = \"Host <host@example.org>\"\ngames = \""+games+"\"\n"+extra), 0o600))
	return games, config
}

// strangerMail is a message from nobody of the game: stored, then refused.
const strangerMail = "From: eve@example.net\r\nTo: host@example.org\r\nSubject: [pbem pz-000000] hi\r\n" +
	"Message-ID: <s1@example.net>\r\n\r\nbuy 1s1\r\n"

// TestInboxPipeExitCodes: reading one message on stdin, pbem inbox exits
// as a mail server's pipe expects (sysexits.h): 0 once the message is
// stored, whatever became of it; 75 when it could not be stored; 78 for
// a wrong config. Never 1-5, which Postfix takes for a bounce.
func TestInboxPipeExitCodes(t *testing.T) {
	t.Run("refused", func(t *testing.T) {
		games, config := inboxHost(t, "")
		code, stdout, stderr := runAppIn(t, strangerMail, "inbox", "--config", config, "--outbox", filepath.Join(games, "out"))
		assert.Equal(t, exitOK, code, stderr)
		assert.Contains(t, stdout, "unknown-game")
	})
	t.Run("unreadable", func(t *testing.T) {
		games, config := inboxHost(t, "")
		code, _, stderr := runAppIn(t, "\x00\x01 not a mail", "inbox", "--config", config, "--outbox", filepath.Join(games, "out"))
		assert.Equal(t, exitOK, code, stderr)
	})
	t.Run("mail server down", func(t *testing.T) {
		_, config := inboxHost(t, "strangers = \"refuse\"\n[smtp]\nurl = \"smtp://127.0.0.1:1\"\ntls = \"none\"\ntimeout = \"2s\"\n")
		code, _, stderr := runAppIn(t, strangerMail, "inbox", "--config", config)
		assert.Equal(t, exitOK, code, "the message is stored: %s", stderr)
	})
	t.Run("archive locked", func(t *testing.T) {
		games, config := inboxHost(t, "archive_wait = \"1ms\"\n")
		unlock, err := mailhost.Archive{Dir: filepath.Join(games, "archive")}.LockWithin(0)
		require.NoError(t, err)
		defer unlock()
		code, _, stderr := runAppIn(t, strangerMail, "inbox", "--config", config, "--outbox", filepath.Join(games, "out"))
		assert.Equal(t, exitOK, code, "stored, processed by the next run: %s", stderr)
		code, _, _ = runAppIn(t, "", "inbox", "--config", config, "--outbox", filepath.Join(games, "out"), "--pending")
		assert.Equal(t, exitConflict, code, "--pending keeps the CLI's codes")
	})
	t.Run("not stored", func(t *testing.T) {
		games, config := inboxHost(t, "")
		require.NoError(t, os.WriteFile(filepath.Join(games, "archive"), nil, 0o600)) // no Maildir can be made there
		code, _, stderr := runAppIn(t, strangerMail, "inbox", "--config", config, "--outbox", filepath.Join(games, "out"))
		assert.Equal(t, 75, code, stderr)
	})
	t.Run("wrong config", func(t *testing.T) {
		_, config := inboxHost(t, "nonsense = \n")
		code, _, stderr := runAppIn(t, strangerMail, "inbox", "--config", config, "--outbox", "out")
		assert.Equal(t, 78, code, stderr)
		code, _, stderr = runAppIn(t, strangerMail, "inbox", "--config", filepath.Join(t.TempDir(), "none.toml"))
		assert.Equal(t, 78, code, stderr)
	})
}

// TestInboxPendingSendsTheSpool: --pending reads no message, processes
// what the archive holds pending and sends the mails left queued.
func TestInboxPendingSendsTheSpool(t *testing.T) {
	games, config := inboxHost(t, "strangers = \"refuse\"\n")
	in := &mailhost.Inbox{Archive: mailhost.Archive{Dir: filepath.Join(games, "archive")}}
	_, err := in.Store([]byte(strangerMail))
	require.NoError(t, err)
	out := filepath.Join(games, "out")
	code, stdout, stderr := runAppIn(t, "", "inbox", "--config", config, "--outbox", out, "--pending")
	require.Equal(t, exitOK, code, stderr)
	assert.Contains(t, stdout, "<s1@example.net>: unknown-game")
	sent, err := os.ReadDir(filepath.Join(out, "new"))
	require.NoError(t, err)
	assert.Len(t, sent, 1, "the answer to the stranger")
}
