package commands

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestIMAPFetchmailDovecot tests the recipe docs/hosting.md gives for
// hosts that would rather keep a mail fetcher: fetchmail polls the
// Dovecot mailbox and hands each unseen message to pbem inbox on stdin
// (--mda), which plays it; with keep, the message stays on the server,
// flagged seen once pbem took it (exit 0).
func TestIMAPFetchmailDovecot(t *testing.T) {
	fetchmail, err := exec.LookPath("fetchmail")
	switch {
	case err != nil && os.Getenv("PBEM_IMAP_TEST") == "1":
		t.Fatal("PBEM_IMAP_TEST=1 but fetchmail is not installed (apt-get install fetchmail)")
	case err != nil:
		t.Skip("fetchmail is not installed (PBEM_IMAP_TEST=1 makes this a failure)")
	}
	h := newIMAPHost(t, "")
	turn := h.newMails()
	require.Len(t, turn, 1)
	uid := h.d.deliver(h.reply(turn[0]))

	bin, err := exec.LookPath("pbem-process") // the test binary acting as pbem (TestMain)
	require.NoError(t, err)
	home := t.TempDir()
	rc := filepath.Join(home, ".fetchmailrc")
	recipe := fmt.Sprintf("set no syslog\n"+
		"poll localhost via 127.0.0.1 protocol IMAP port %d\n"+
		"  user %q password %q\n"+
		"  ssl sslcertck sslcertfile %q sslcommonname localhost\n"+
		"  keep\n"+
		"  mda \"%s inbox --config %s --outbox %s\"\n",
		h.d.port, dovecotUser, dovecotPassword, h.d.caFile, bin, h.config, h.out)
	require.NoError(t, os.WriteFile(rc, []byte(recipe), 0o600))
	cmd := exec.Command(fetchmail, "--fetchmailrc", rc, "--idfile", filepath.Join(home, ".fetchids"), "--nodetach")
	cmd.Env = append(os.Environ(), "HOME="+home)
	out, err := cmd.CombinedOutput()
	require.NoError(t, err, "fetchmail: %s\ndovecot: %s", out, h.d.log())

	assert.Equal(t, 1, h.moves(), "the reply was played: %s", out)
	next := h.newMails()
	require.Len(t, next, 1, "the next turn mail")
	assert.Equal(t, "2", next[0].Get("X-PBEM-Ply"))
	assert.True(t, h.d.seen(uid), "kept on the server, flagged seen")

	// Nothing new: fetchmail fetches nothing (exit 1: no mail).
	cmd = exec.Command(fetchmail, "--fetchmailrc", rc, "--idfile", filepath.Join(home, ".fetchids"), "--nodetach")
	cmd.Env = append(os.Environ(), "HOME="+home)
	out, err = cmd.CombinedOutput()
	var exit *exec.ExitError
	require.ErrorAs(t, err, &exit, "%s", out)
	assert.Equal(t, 1, exit.ExitCode(), "fetchmail's code for no mail: %s", out)
	assert.Equal(t, 1, h.moves())
}
