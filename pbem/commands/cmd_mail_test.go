package commands

import (
	"io"
	"net/mail"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/emersion/go-mbox"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// finishedGameWithEmails copies the finished example game, giving each
// player an address, so that `mail` writes one message per player.
func finishedGameWithEmails(t *testing.T) string {
	t.Helper()
	src, err := os.ReadFile("../../examples/palazzo-3p.pbem")
	require.NoError(t, err)
	named := regexp.MustCompile(`(?m)^name = "(\w+)"$`)
	src = named.ReplaceAll(src, []byte("name = \"$1\"\nemail = \"$1@example.org\""))
	path := filepath.Join(t.TempDir(), "g.pbem")
	require.NoError(t, os.WriteFile(path, src, 0o644))
	return path
}

// TestMailEMLOneMessage: one mail on stdout is one RFC 5322 message, its
// header from the first line.
func TestMailEMLOneMessage(t *testing.T) {
	path := finishedGameWithEmails(t)
	code, stdout, stderr := runApp(t, "mail", "--format", "eml", "--to", "Bob", path)
	require.Equal(t, exitOK, code, stderr)
	msg, err := mail.ReadMessage(strings.NewReader(stdout))
	require.NoError(t, err)
	assert.Equal(t, `"Bob" <Bob@example.org>`, msg.Header.Get("To"))
	assert.Equal(t, "<pz-6739ea.176.bob@pbem.invalid>", msg.Header.Get("Message-ID"))
}

// TestMailEMLSeveralMessages: several mails on stdout are an mbox stream
// that a reader splits into the same messages, each whole.
func TestMailEMLSeveralMessages(t *testing.T) {
	path := finishedGameWithEmails(t)
	code, stdout, stderr := runApp(t, "mail", "--format", "eml", "--from", "Host <host@example.org>", path)
	require.Equal(t, exitOK, code, stderr)
	require.True(t, strings.HasPrefix(stdout, "From host@example.org "), stdout)

	r := mbox.NewReader(strings.NewReader(stdout))
	var to []string
	for {
		part, err := r.NextMessage()
		if err == io.EOF {
			break
		}
		require.NoError(t, err)
		msg, err := mail.ReadMessage(part)
		require.NoError(t, err)
		body, err := io.ReadAll(msg.Body)
		require.NoError(t, err)
		assert.Contains(t, string(body), "Palazzo", "each body is whole")
		assert.NotContains(t, string(body), "\nFrom host@", "no message runs into the next")
		to = append(to, msg.Header.Get("To"))
	}
	assert.Equal(t, []string{`"Ann" <Ann@example.org>`, `"Bob" <Bob@example.org>`, `"Cid" <Cid@example.org>`}, to)
}
