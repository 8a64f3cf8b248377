package commands

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"strings"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestIMAPInboxDovecotXOAuth2: with auth = "xoauth2" the inbox logs in
// to Dovecot with the OAuth2 token password_cmd prints (SASL XOAUTH2),
// which Dovecot checks with a token introspection endpoint (here a local
// HTTP server, as Gmail's or Microsoft's would be), and plays the reply;
// a stale token is refused and nothing is read.
func TestIMAPInboxDovecotXOAuth2(t *testing.T) {
	const token = "ya29.imap-test-token"
	var mu sync.Mutex
	var asked []string
	introspect := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		require.NoError(t, r.ParseForm())
		mu.Lock()
		asked = append(asked, r.PostForm.Get("token"))
		mu.Unlock()
		w.Header().Set("Content-Type", "application/json")
		if r.PostForm.Get("token") != token {
			fmt.Fprint(w, `{"active": false}`)
			return
		}
		fmt.Fprintf(w, `{"active": true, "username": %q}`, dovecotUser)
	}))
	defer introspect.Close()
	d := startDovecotWith(t, introspect.URL, "")
	imapConf := fmt.Sprintf("[imap]\nauth = \"xoauth2\"\npassword_cmd = \"echo %s\"\nca_file = %q\n", token, d.caFile)
	games, config := inboxHost(t, imapConf)
	h := &imapHost{t: t, d: d, games: games, config: config, game: games + "/g.pbem", out: games + "/out", mailsTaken: map[string]bool{}}
	code, _, stderr := runApp(t, "send", "--config", config, "--outbox", h.out, h.game)
	require.Equal(t, exitOK, code, stderr)
	turn := h.newMails()
	require.Len(t, turn, 1)
	uid := d.deliver(h.reply(turn[0]))

	stale := strings.Replace(config, "config.toml", "stale.toml", 1)
	writeConfigWith(t, config, stale, "echo "+token, "echo expired")
	code, _, stderr = runApp(t, "inbox", "--config", stale, "--outbox", h.out, "--imap", d.url())
	assert.Equal(t, exitInternal, code, stderr)
	assert.Contains(t, stderr, "login as host")
	assert.False(t, d.seen(uid), "nothing read with a stale token")

	assert.Contains(t, h.inbox(), "<imap-reply-1@client.example>: applied")
	assert.Equal(t, 1, h.moves())
	assert.True(t, d.seen(uid))
	mu.Lock()
	defer mu.Unlock()
	assert.Equal(t, []string{"expired", token}, asked, "Dovecot asked about each token pbem sent")
}

// writeConfigWith copies the config from to to with old replaced by new.
func writeConfigWith(t *testing.T, from, to, old, new string) {
	b, err := os.ReadFile(from)
	require.NoError(t, err)
	require.Contains(t, string(b), old)
	require.NoError(t, os.WriteFile(to, []byte(strings.Replace(string(b), old, new, 1)), 0o600))
}
