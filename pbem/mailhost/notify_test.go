package mailhost

import (
	"bytes"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/pbem-games/pbem/pbem"
	"github.com/pbem-games/pbem/pbem/internal/testkit"
)

// hookServer is a local web server standing for a chat service's webhook:
// it keeps every body posted to it and answers with status.
type hookServer struct {
	*httptest.Server
	mu     sync.Mutex
	bodies []string
	status int
}

func newHookServer(t *testing.T) *hookServer {
	t.Helper()
	h := &hookServer{status: http.StatusNoContent}
	h.Server = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		b, _ := io.ReadAll(r.Body)
		h.mu.Lock()
		h.bodies = append(h.bodies, r.Method+" "+r.URL.Path+" "+r.Header.Get("Content-Type")+"\n"+string(b))
		status := h.status
		h.mu.Unlock()
		w.WriteHeader(status)
		if status >= 300 {
			io.WriteString(w, "the service is down\n\x1b[31mred\x1b[0m")
		}
	}))
	t.Cleanup(h.Close)
	return h
}

// take returns the bodies posted since the last call.
func (h *hookServer) take() []string {
	h.mu.Lock()
	defer h.mu.Unlock()
	b := h.bodies
	h.bodies = nil
	return b
}

// setFront adds lines to the front matter of the game file at path,
// after its mode.
func setFront(t *testing.T, path, lines string) {
	t.Helper()
	text := testkit.ReadFile(t, path)
	i := strings.Index(text, "\nmode = ")
	require.Positive(t, i)
	j := i + 1 + strings.Index(text[i+1:], "\n")
	require.NoError(t, os.WriteFile(path, []byte(text[:j+1]+lines+text[j+1:]), 0o644))
}

// notifyWorld is the mail world of inbox_helpers_test.go whose game posts
// to a local webhook in format, and whose host logs the failures in log.
func notifyWorld(t *testing.T, format string) (*mailWorld, *hookServer, *bytes.Buffer) {
	t.Helper()
	w := newMailWorld(t)
	hook := newHookServer(t)
	setFront(t, w.path, "notify = \""+hook.URL+"/hooks/s3cr3t\"\nnotify_format = \""+format+"\"\n")
	log := &bytes.Buffer{}
	w.host.Notify = &Notifier{Log: log}
	return w, hook, log
}

// gameID returns the id of the game of w.
func (w *mailWorld) gameID() string {
	w.t.Helper()
	f, err := testkit.PalazzoGames.Load(w.path)
	require.NoError(w.t, err)
	return f.Header.ID
}

// TestNotifyPostsEachFormat: the first turn's notification is posted once
// in the game's notify_format, with the body each service reads; a second
// `pbem send` posts nothing again.
func TestNotifyPostsEachFormat(t *testing.T) {
	text := "Palazzo %s — decision 1: Ann to play."
	want := map[string]string{
		"json": `{"id":"%s.1.0","game":"%s","title":"Palazzo %s","game_name":"Palazzo","ply":1,"to_act":["Ann"],` +
			`"event":"turn","text":"` + text + `","lang":"en"}`,
		"discord": `{"content":"` + text + `","allowed_mentions":{"parse":[]}}`,
		"slack":   `{"text":"` + text + `"}`,
	}
	for format, body := range want {
		t.Run(format, func(t *testing.T) {
			w, hook, log := notifyWorld(t, format)
			id := w.gameID()
			_, err := w.host.Send(w.path, "")
			require.NoError(t, err)
			got := hook.take()
			require.Len(t, got, 1)
			wantBody := strings.ReplaceAll(body, "%s", id)
			assert.Equal(t, "POST /hooks/s3cr3t application/json\n"+wantBody, got[0])
			assert.Empty(t, log.String())

			_, err = w.host.Send(w.path, "")
			require.NoError(t, err)
			assert.Empty(t, hook.take(), "a second run posts the same turn again")
		})
	}
}

// TestNotifyOnceAcrossRuns: two runs of the host (two processes, sharing
// only the files) post one turn once; the inbox's next move posts the
// next turn, once.
func TestNotifyOnceAcrossRuns(t *testing.T) {
	w, hook, _ := notifyWorld(t, "json")
	_, err := w.host.Send(w.path, "")
	require.NoError(t, err)
	second := &Host{Games: testkit.PalazzoGames, From: hostAddr, Plus: true, Outbox: MaildirOutbox{Dir: w.outbox},
		Now: w.host.Now, Notify: &Notifier{}}
	_, err = second.Send(w.path, "")
	require.NoError(t, err)
	assert.Len(t, hook.take(), 1, "one turn, one post")

	res := w.receive(w.reply(w.only(annAddr), "money", replyOptions{}))
	require.Equal(t, OutcomeApplied, res.Outcome, res.String())
	got := hook.take()
	require.Len(t, got, 1, "the move starts decision 2: one post")
	assert.Contains(t, got[0], `"ply":2`)
	assert.Contains(t, got[0], `"id":"`+w.gameID()+`.2.0"`)
	_, err = second.Send(w.path, "")
	require.NoError(t, err)
	assert.Empty(t, hook.take())
	assert.Len(t, strings.Split(strings.TrimSpace(testkit.ReadFile(t, w.path+SentSuffix)), "\n"), 4,
		"two turn mails and two notifications in the ledger")
}

// TestNotifyFailureNeverStopsTheGame: a webhook that answers 500, one
// that does not answer in time, and a command that exits 1 are logged
// (without the address's secret path), the mails go, and the next run
// tries again.
func TestNotifyFailureNeverStopsTheGame(t *testing.T) {
	w, hook, log := notifyWorld(t, "slack")
	hook.status = http.StatusInternalServerError
	w.host.Notify.Cmd = "echo oops >&2; exit 1"
	mails, err := w.host.Send(w.path, "")
	require.NoError(t, err, "a failed notification fails no mail")
	assert.Len(t, mails, 1)
	assert.Len(t, hook.take(), 1)
	id := w.gameID()
	assert.Contains(t, log.String(), "pbem: notify "+id+".1.0, notify-url: POST "+hook.URL+"/…: 500 Internal Server Error: the service is down\\n\\x1b[31mred\\x1b[0m\n")
	assert.Contains(t, log.String(), "pbem: notify "+id+".1.0, notify-cmd: notify_cmd: exit status 1: oops\n")
	assert.NotContains(t, log.String(), "s3cr3t", "the webhook's secret is not logged")

	log.Reset()
	hook.status = http.StatusOK
	w.host.Notify.Cmd = "true"
	_, err = w.host.Send(w.path, "")
	require.NoError(t, err)
	assert.Len(t, hook.take(), 1, "the next run posts what failed")
	assert.Empty(t, log.String())
	assert.Empty(t, w.sent()[1:], "the turn mail is not sent again")
}

// TestNotifyTimeouts: a webhook that never answers and a command that
// never ends are stopped at the notifier's timeout, and logged.
func TestNotifyTimeouts(t *testing.T) {
	release := make(chan struct{})
	slow := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		select {
		case <-release:
		case <-r.Context().Done():
		}
	}))
	defer slow.Close()
	defer close(release)
	w := newMailWorld(t)
	setFront(t, w.path, "notify = \""+slow.URL+"/hook\"\n")
	log := &bytes.Buffer{}
	w.host.Notify = &Notifier{Cmd: "sleep 60", Timeout: 50 * time.Millisecond, Log: log}
	mails, err := w.host.Send(w.path, "")
	require.NoError(t, err)
	assert.Len(t, mails, 1)
	assert.Contains(t, log.String(), "notify_cmd ran longer than 50ms and was stopped")
	assert.Contains(t, log.String(), "POST "+slow.URL+"/…: context deadline exceeded")
}

// TestNotifyCmdEnvironment: the host's command gets the notification in
// its environment, never as shell code (a title of shell syntax stays
// text), and never the host's SMTP password.
func TestNotifyCmdEnvironment(t *testing.T) {
	w := newMailWorld(t)
	dir := t.TempDir()
	text := testkit.ReadFile(t, w.path)
	title := `Club $(touch $OUT.pwned) "; touch $OUT.pwned2; "`
	text = strings.Replace(text, "\n+++\n", "\n[tags]\ntitle = '"+title+"'\n+++\n", 1)
	require.NoError(t, os.WriteFile(w.path, []byte(text), 0o644))
	out := filepath.Join(dir, "env")
	w.host.Notify = &Notifier{Cmd: `env > "$OUT"`,
		Environ: []string{"OUT=" + out, "PATH=" + os.Getenv("PATH"), "PBEM_SMTP_PASSWORD=hunter2", "PBEM_SMTP_PASSWORD_CMD=pass", "PBEM_IMAP_PASSWORD=hunter3"}}
	_, err := w.host.Send(w.path, "")
	require.NoError(t, err)
	env := "\n" + testkit.ReadFile(t, out)
	id := w.gameID()
	for _, line := range []string{"PBEM_EVENT=turn", "PBEM_GAME=" + id, "PBEM_ID=" + id + ".1.0", "PBEM_TITLE=" + title,
		"PBEM_GAME_NAME=Palazzo", "PBEM_PLY=1", "PBEM_TO_ACT=Ann", "PBEM_LANG=en",
		"PBEM_TEXT=" + title + " — decision 1: Ann to play."} {
		assert.Contains(t, env, "\n"+line+"\n")
	}
	assert.Contains(t, env, `PBEM_JSON={"id":"`+id+`.1.0"`)
	assert.NotContains(t, env, "hunter2")
	assert.NotContains(t, env, "PBEM_SMTP_PASSWORD")
	assert.NotContains(t, env, "PBEM_IMAP_PASSWORD")
	assert.NoFileExists(t, out+".pwned")
	assert.NoFileExists(t, out+".pwned2")
}

// TestNotifyRefusesRedirectsToOtherHosts: a webhook that redirects to
// another host is not followed there: that host gets nothing.
func TestNotifyRefusesRedirectsToOtherHosts(t *testing.T) {
	other := newHookServer(t)
	redirect := httptest.NewServer(http.RedirectHandler(other.URL+"/stolen", http.StatusTemporaryRedirect))
	defer redirect.Close()
	w := newMailWorld(t)
	setFront(t, w.path, "notify = \""+strings.Replace(redirect.URL, "127.0.0.1", "localhost", 1)+"/hook\"\n")
	log := &bytes.Buffer{}
	w.host.Notify = &Notifier{Log: log}
	_, err := w.host.Send(w.path, "")
	require.NoError(t, err)
	assert.Empty(t, other.take())
	assert.Contains(t, log.String(), "redirected to another host")
}

// TestNotifyLanguage: the text is in the language the players to act
// share, in English when they do not share one.
func TestNotifyLanguage(t *testing.T) {
	for _, tc := range []struct {
		langs map[string]string
		want  string
	}{
		{map[string]string{"Ann": "fr", "Bob": "fr"}, "Palazzo %s — décision 1 : à Ann de jouer."},
		{map[string]string{"Ann": "fr"}, "Palazzo %s — décision 1 : à Ann de jouer."},
		{map[string]string{"Bob": "fr"}, "Palazzo %s — decision 1: Ann to play."},
	} {
		path := filepath.Join(t.TempDir(), "g.pbem")
		_, err := testkit.PalazzoGames.Create(pbem.NewGame{Game: "palazzo", Players: []string{"Ann", "Bob"}, Seed: testkit.TestSeed,
			Now: testkit.TestNow, Out: path, Langs: tc.langs})
		require.NoError(t, err)
		r, err := testkit.OpenReplay(testkit.PalazzoGames, path, -1)
		require.NoError(t, err)
		n, err := NotificationOf(r)
		require.NoError(t, err)
		assert.Equal(t, strings.ReplaceAll(tc.want, "%s", r.File.Header.ID), n.Text, "%v", tc.langs)
	}
}

// TestNotifySimultaneousChoicesPingOnce: while several players choose at
// once, one's choice starts no new turn: the notification of the others
// is the one already sent. The game's end is a turn of its own, "over".
func TestNotifySimultaneousChoicesPingOnce(t *testing.T) {
	path := testkit.NewTestGame(t, func(g *pbem.NewGame) {
		g.Players, g.Variants = []string{"Ann", "Bob", "Cid"}, []string{"ready"}
	})
	var ids []string
	var over Notification
	for range 200 {
		r, err := testkit.OpenReplay(testkit.DiceGames, path, -1)
		require.NoError(t, err)
		n, err := NotificationOf(r)
		require.NoError(t, err)
		ids = append(ids, n.ID)
		if r.Over() {
			over = n
			break
		}
		s := r.State.ToAct()[0]
		testkit.Move(t, path, r.File.Name(s), r.LegalTexts(s)[0])
	}
	require.Equal(t, NotifyOver, over.Event, "the game ended")
	assert.Empty(t, over.ToAct)
	assert.Equal(t, over.Game+".over.0", over.ID)
	assert.Contains(t, over.Text, "the game is over")
	require.Greater(t, len(ids), 4)
	assert.Equal(t, []string{over.Game + ".1.0", over.Game + ".1.0", over.Game + ".1.0"}, ids[:3],
		"Ann's and Bob's ready start no new turn for the others")
	assert.Equal(t, over.Game+".4.0", ids[3], "once all are ready, decision 4 is a new turn")
}

// TestNotifyInboxPingsOutOfTheLock: the inbox posts a turn's notification
// after it released the archive and sent the turn mail, so that a slow
// service holds up no other reply.
func TestNotifyInboxPingsOutOfTheLock(t *testing.T) {
	w := sentWorld(t, "")
	first := w.only(annAddr)
	type seen struct {
		locked bool
		mails  int
	}
	var got []seen
	hook := httptest.NewServer(http.HandlerFunc(func(rw http.ResponseWriter, r *http.Request) {
		unlock, err := w.inbox.Archive.LockWithin(time.Millisecond)
		if err == nil {
			unlock()
		}
		entries, _ := os.ReadDir(filepath.Join(w.outbox, "new"))
		got = append(got, seen{locked: err != nil, mails: len(entries)})
	}))
	defer hook.Close()
	setFront(t, w.path, "notify = \""+hook.URL+"\"\n")
	w.host.Notify = &Notifier{}
	res := w.receive(w.reply(first, "money", replyOptions{}))
	require.Equal(t, OutcomeApplied, res.Outcome, res.String())
	assert.Equal(t, []seen{{locked: false, mails: 1}}, got, "one post, out of the lock, after the mail")
}

// TestNotifyConfig: notify_cmd and notify_timeout come from the config
// file, and the environment wins; a timeout that is no duration, or
// beyond the bound, is a usage error.
func TestNotifyConfig(t *testing.T) {
	path := filepath.Join(t.TempDir(), "config.toml")
	require.NoError(t, os.WriteFile(path, []byte("notify_cmd = \"ntfy publish t \\\"$PBEM_TEXT\\\"\"\nnotify_timeout = \"3s\"\n"), 0o600))
	c, err := LoadConfig(path, envOf(map[string]string{"PBEM_NOTIFY_TIMEOUT": "4s"}))
	require.NoError(t, err)
	n, err := c.Notifier(nil)
	require.NoError(t, err)
	assert.Equal(t, `ntfy publish t "$PBEM_TEXT"`, n.Cmd)
	assert.Equal(t, 4*time.Second, n.Timeout)
	for _, bad := range []string{"soon", "-1s", "1h"} {
		_, err := LoadConfig(path, envOf(map[string]string{"PBEM_NOTIFY_TIMEOUT": bad}))
		assert.ErrorIs(t, err, pbem.ErrUsage, bad)
		assert.ErrorContains(t, err, "notify_timeout", bad)
	}
	c, err = LoadConfig(path, envOf(map[string]string{"PBEM_NOTIFY_CMD": "true", "PBEM_NOTIFY_TIMEOUT": ""}))
	require.NoError(t, err)
	assert.Equal(t, "true", c.NotifyCmd)
	d, err := c.NotifyWait()
	require.NoError(t, err)
	assert.Equal(t, 3*time.Second, d)
}

// TestNotifyBodiesDisarmMentions: a title written to ping a whole channel
// pings no one: Slack's markup characters are escaped, Discord parses no
// mention; a line break in it becomes a space.
func TestNotifyBodiesDisarmMentions(t *testing.T) {
	w := newMailWorld(t)
	text := strings.Replace(testkit.ReadFile(t, w.path), "\n+++\n", "\n[tags]\ntitle = \"<!channel> @everyone\\n& co\"\n+++\n", 1)
	require.NoError(t, os.WriteFile(w.path, []byte(text), 0o644))
	n, err := NotificationOf(w.replay())
	require.NoError(t, err)
	assert.Equal(t, "<!channel> @everyone & co — decision 1: Ann to play.", n.Text)
	slack, err := n.Body(pbem.NotifySlack)
	require.NoError(t, err)
	assert.JSONEq(t, `{"text":"&lt;!channel&gt; @everyone &amp; co — decision 1: Ann to play."}`, string(slack))
	discord, err := n.Body(pbem.NotifyDiscord)
	require.NoError(t, err)
	assert.JSONEq(t, `{"content":"<!channel> @everyone & co — decision 1: Ann to play.","allowed_mentions":{"parse":[]}}`, string(discord))
	_, err = n.Body("telegram")
	assert.ErrorIs(t, err, pbem.ErrUsage)
}
