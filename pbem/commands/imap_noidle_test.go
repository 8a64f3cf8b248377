package commands

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestIMAPInboxDovecotWithoutIdle: --idle on a server without IDLE (a
// Dovecot that does not announce it) makes its pass, then stops with an
// error naming the cron alternative after one attempt on a new
// connection, instead of connecting again forever.
func TestIMAPInboxDovecotWithoutIdle(t *testing.T) {
	d := startDovecotWith(t, "", "protocol imap {\n  imap_capability = IMAP4rev1 LITERAL+ SASL-IR ID ENABLE\n}\n")
	_, config := inboxHost(t, "[imap]\npassword = \""+dovecotPassword+"\"\nca_file = \""+d.caFile+"\"\n")
	out := t.TempDir()
	code, _, stderr := runApp(t, "inbox", "--config", config, "--outbox", out, "--imap", d.url(), "--idle")
	assert.Equal(t, exitInternal, code, stderr)
	assert.Contains(t, stderr, "the server has no IDLE: run pbem inbox --imap from cron instead")
	assert.Equal(t, 1, strings.Count(stderr, "connecting again"), stderr)

	code, _, stderr = runApp(t, "inbox", "--config", config, "--outbox", out, "--imap", d.url())
	assert.Equal(t, exitOK, code, "one pass needs no IDLE: %s", stderr)
}
