package mailhost

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/pbem-games/pbem/pbem"
)

// envOf returns a getenv reading vars only.
func envOf(vars map[string]string) func(string) string {
	return func(k string) string { return vars[k] }
}

func writeConfig(t *testing.T, content string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "config.toml")
	require.NoError(t, os.WriteFile(path, []byte(content), 0o600))
	return path
}

func TestLoadConfigFileThenEnvironment(t *testing.T) {
	path := writeConfig(t, `
from = "Host <host@example.org>"
games = "~/games"
strangers = "drop"
plus_address = false
[smtp]
url = "smtps://mail.example.org"
username = "host"
password_cmd = "echo secret"
`)
	c, err := LoadConfig(path, envOf(map[string]string{"HOME": "/home/h", "PBEM_SMTP_USERNAME": "other"}))
	require.NoError(t, err)
	assert.Equal(t, path, c.Path)
	sender, err := c.Sender()
	require.NoError(t, err)
	assert.Equal(t, pbem.MailPlayer{Name: "Host", Email: "host@example.org"}, sender)
	assert.Equal(t, "/home/h/games", c.Games, "~ is the home directory")
	assert.Equal(t, "/home/h/games/archive", c.ArchiveDir(c.Games))
	assert.True(t, c.DropStrangers())

	for policy, drop := range map[string]bool{"": true, "drop": true, "refuse": false} {
		c := Config{Strangers: policy}
		assert.Equal(t, drop, c.DropStrangers(), "strangers = %q", policy)
	}
	assert.False(t, c.Plus())
	assert.Equal(t, "other", c.SMTP.Username, "the environment wins over the file")

	s, err := c.SMTP.server()
	require.NoError(t, err)
	assert.Equal(t, smtpServer{host: "mail.example.org", port: 465, tls: TLSWrap, username: "other",
		timeout: s.timeout}, s, "smtps means TLS from the start on port 465")
}

func TestLoadConfigDefaultPath(t *testing.T) {
	dir := t.TempDir()
	require.NoError(t, os.MkdirAll(filepath.Join(dir, "pbem"), 0o700))
	require.NoError(t, os.WriteFile(filepath.Join(dir, "pbem", "config.toml"), []byte(`games = "/g"`), 0o600))
	c, err := LoadConfig("", envOf(map[string]string{"XDG_CONFIG_HOME": dir}))
	require.NoError(t, err)
	assert.Equal(t, "/g", c.Games)
	assert.True(t, c.Plus(), "plus-addresses are on by default")

	// A missing default file is no error; a missing explicit one is.
	c, err = LoadConfig("", envOf(map[string]string{"XDG_CONFIG_HOME": t.TempDir(), "PBEM_GAMES": "/e"}))
	require.NoError(t, err)
	assert.Equal(t, "/e", c.Games)
	_, err = LoadConfig(filepath.Join(dir, "none.toml"), envOf(nil))
	assert.Error(t, err)
}

func TestLoadConfigErrors(t *testing.T) {
	for _, tt := range []struct{ name, content, env, want string }{
		{"unknown key", "form = \"x@y\"\n", "", "unknown key form"},
		{"bad from", "from = \"not an address\"\n", "", "not a mail address"},
		{"bad policy", "strangers = \"bite\"\n", "", `strangers = "bite"`},
		{"bad scheme", "[smtp]\nurl = \"http://mail.example.org\"\n", "", "the scheme is smtp or smtps"},
		{"bad tls from the environment", "[smtp]\nurl = \"smtp://mail.example.org\"\n", "ssl", `smtp tls "ssl"`},
	} {
		t.Run(tt.name, func(t *testing.T) {
			_, err := LoadConfig(writeConfig(t, tt.content), envOf(map[string]string{"PBEM_SMTP_TLS": tt.env}))
			assert.ErrorIs(t, err, pbem.ErrUsage)
			assert.ErrorContains(t, err, tt.want)
		})
	}
}

func TestSMTPServerDefaults(t *testing.T) {
	s, err := SMTPConfig{URL: "smtp://ann:pw@127.0.0.1:2525", Timeout: "5s"}.server()
	require.NoError(t, err)
	assert.Equal(t, "127.0.0.1", s.host)
	assert.Equal(t, 2525, s.port)
	assert.Equal(t, TLSStart, s.tls, "smtp means STARTTLS, required")
	assert.Equal(t, "ann", s.username)
	assert.Equal(t, "pw", s.password)

	s, err = SMTPConfig{URL: "smtp://mail.example.org", TLS: TLSNone}.server()
	require.NoError(t, err)
	assert.Equal(t, 587, s.port)
	assert.Equal(t, TLSNone, s.tls)
}

func TestPasswordCmd(t *testing.T) {
	pw, err := runPasswordCmd("printf 'secret\\nignored\\n'")
	require.NoError(t, err)
	assert.Equal(t, "secret", pw, "the first line is the password")
	_, err = runPasswordCmd("echo oops >&2; exit 3")
	assert.ErrorContains(t, err, "oops")
}
