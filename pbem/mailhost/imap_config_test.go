package mailhost

import (
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/pbem-games/pbem/pbem"
)

// TestIMAPConfigURL: the URL gives the TLS mode, the port, the user and
// the mailbox, with the defaults docs/hosting.md lists; a wrong setting
// is a usage error.
func TestIMAPConfigURL(t *testing.T) {
	good := []struct {
		cfg  IMAPConfig
		want imapServer
	}{
		{IMAPConfig{URL: "imaps://host@imap.example.org"},
			imapServer{host: "imap.example.org", port: 993, tls: TLSWrap, username: "host", auth: IMAPAuthPlain, mailbox: "INBOX", maxMessages: defaultIMAPMessages}},
		{IMAPConfig{URL: "imap://host%40example.org:pw@127.0.0.1:1143/Games/pbem", Auth: "XOAUTH2", MaxMessages: 5, Timeout: "5s"},
			imapServer{host: "127.0.0.1", port: 1143, tls: TLSStart, username: "host@example.org", password: "pw",
				auth: IMAPAuthXOAuth2, mailbox: "Games/pbem", maxMessages: 5, timeout: 5 * time.Second}},
		{IMAPConfig{URL: "imap://localhost/INBOX", Username: "me", TLS: "none"},
			imapServer{host: "localhost", port: 143, tls: TLSNone, username: "me", auth: IMAPAuthPlain, mailbox: "INBOX", maxMessages: defaultIMAPMessages}},
	}
	for _, c := range good {
		got, err := c.cfg.server()
		require.NoError(t, err, c.cfg.URL)
		if c.want.timeout == 0 {
			c.want.timeout = 30 * time.Second
		}
		assert.Equal(t, c.want, got, c.cfg.URL)
	}
	bad := map[string]IMAPConfig{
		"the scheme":   {URL: "pop3://host@example.org"},
		"no host":      {URL: "imaps:///INBOX"},
		"no user":      {URL: "imaps://imap.example.org"},
		"bad port":     {URL: "imaps://u@example.org:99999"},
		"tls":          {URL: "imaps://u@example.org", TLS: "maybe"},
		"auth":         {URL: "imaps://u@example.org", Auth: "cram-md5"},
		"max_messages": {URL: "imaps://u@example.org", MaxMessages: -1},
		"timeout":      {URL: "imaps://u@example.org", Timeout: "soon"},
	}
	for what, cfg := range bad {
		_, err := cfg.server()
		assert.ErrorIs(t, err, pbem.ErrUsage, what)
	}
}

// TestIMAPConfigLoad: the [imap] table and the PBEM_IMAP_* variables
// are read and checked when the config is loaded.
func TestIMAPConfigLoad(t *testing.T) {
	path := filepath.Join(t.TempDir(), "config.toml")
	require.NoError(t, os.WriteFile(path, []byte("[imap]\nurl = \"imaps://host@imap.example.org/INBOX\"\n"+
		"password_cmd = \"pass show imap\"\nca_file = \"~/ca.pem\"\nmax_messages = 20\n"), 0o600))
	env := map[string]string{"HOME": "/home/h", "PBEM_IMAP_AUTH": "xoauth2"}
	c, err := LoadConfig(path, func(k string) string { return env[k] })
	require.NoError(t, err)
	assert.Equal(t, IMAPConfig{URL: "imaps://host@imap.example.org/INBOX", PasswordCmd: "pass show imap",
		CAFile: "/home/h/ca.pem", MaxMessages: 20, Auth: "xoauth2"}, c.IMAP)

	env["PBEM_IMAP_URL"] = "imaps://imap.example.org" // no user
	_, err = LoadConfig(path, func(k string) string { return env[k] })
	assert.ErrorIs(t, err, pbem.ErrUsage)
}

// TestIMAPSecret: password_cmd gives the password (or the token) when
// none is written, its first line only.
func TestIMAPSecret(t *testing.T) {
	c := IMAPConfig{URL: "imaps://u@example.org", PasswordCmd: "printf 'tok\\nsecond line\\n'"}
	s, err := c.server()
	require.NoError(t, err)
	secret, err := c.secret(s)
	require.NoError(t, err)
	assert.Equal(t, "tok", secret)
	c.URL = "imaps://u:written@example.org"
	s, err = c.server()
	require.NoError(t, err)
	secret, err = c.secret(s)
	require.NoError(t, err)
	assert.Equal(t, "written", secret, "a password written in the config wins")
}
