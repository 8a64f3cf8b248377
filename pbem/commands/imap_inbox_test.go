package commands

import (
	"bytes"
	"fmt"
	"net/mail"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/emersion/go-imap/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/pbem-games/pbem/pbem/mailhost"
)

// imapHost is a game by mail whose host reads a real Dovecot mailbox.
type imapHost struct {
	t             *testing.T
	d             *dovecot
	games, config string
	game, out     string
	mailsTaken    map[string]bool // outbox files already read
	replies       int
}

// newIMAPHost starts Dovecot and a Palazzo game between Ann and Bob whose
// config reads the host's mailbox; the first turn mail is sent.
func newIMAPHost(t *testing.T, extra string) *imapHost {
	d := startDovecot(t)
	imapConf := fmt.Sprintf("[imap]\npassword_cmd = \"echo %s\"\nca_file = %q\n", dovecotPassword, d.caFile)
	games, config := inboxHost(t, extra+imapConf)
	h := &imapHost{t: t, d: d, games: games, config: config, game: filepath.Join(games, "g.pbem"),
		out: filepath.Join(games, "out"), mailsTaken: map[string]bool{}}
	code, _, stderr := runApp(t, "send", "--config", config, "--outbox", h.out, h.game)
	require.Equal(t, exitOK, code, stderr)
	return h
}

// inbox runs pbem inbox --imap on the host's mailbox.
func (h *imapHost) inbox(args ...string) (stdout string) {
	all := append([]string{"inbox", "--config", h.config, "--outbox", h.out, "--imap", h.d.url()}, args...)
	code, stdout, stderr := runApp(h.t, all...)
	require.Equal(h.t, exitOK, code, "stdout: %s\nstderr: %s\ndovecot: %s", stdout, stderr, h.d.log())
	return stdout
}

// newMails returns the headers of the mails sent since the last call.
func (h *imapHost) newMails() []mail.Header {
	entries, err := os.ReadDir(filepath.Join(h.out, "new"))
	require.NoError(h.t, err)
	var names []string
	for _, e := range entries {
		if !h.mailsTaken[e.Name()] {
			names = append(names, e.Name())
		}
	}
	slices.Sort(names)
	var headers []mail.Header
	for _, name := range names {
		h.mailsTaken[name] = true
		raw, err := os.ReadFile(filepath.Join(h.out, "new", name))
		require.NoError(h.t, err)
		m, err := mail.ReadMessage(bytes.NewReader(raw))
		require.NoError(h.t, err)
		headers = append(headers, m.Header)
	}
	return headers
}

// reply is the answer of the player the turn mail turn went to: their
// first legal move, to the turn mail's Reply-To, as their mail program
// writes it.
func (h *imapHost) reply(turn mail.Header) []byte {
	to, err := mail.ParseAddress(turn.Get("To"))
	require.NoError(h.t, err)
	name := strings.ToUpper(to.Address[:1]) + to.Address[1:strings.Index(to.Address, "@")]
	code, legal, stderr := runApp(h.t, "legal", "--as", name, h.game)
	require.Equal(h.t, exitOK, code, stderr)
	move, _, _ := strings.Cut(legal, "\n")
	h.replies++
	id := turn.Get("Message-ID")
	return fmt.Appendf(nil, "From: %s\r\nTo: %s\r\nSubject: Re: %s\r\nMessage-ID: <imap-reply-%d@client.example>\r\n"+
		"In-Reply-To: %s\r\nReferences: %s\r\nContent-Type: text/plain; charset=utf-8\r\n\r\n%s\r\n",
		to.Address, turn.Get("Reply-To"), turn.Get("Subject"), h.replies, id, id, move)
}

// moves counts the decisions of the game's record.
func (h *imapHost) moves() int {
	f, err := games.Load(h.game)
	require.NoError(h.t, err)
	return len(f.Record.Moves())
}

// TestIMAPInboxDovecot plays by a real Dovecot mailbox: a player's reply
// put in the host's INBOX (IMAP APPEND) is fetched by pbem inbox --imap,
// applied, answered with the next turn mail, and flagged \Seen. A run
// that stopped before flagging (the message processed, or only stored
// in the archive) leaves it unseen: the next run fetches it again and
// the archive's record of Message-IDs makes it a duplicate that changes
// nothing and sends nothing.
func TestIMAPInboxDovecot(t *testing.T) {
	h := newIMAPHost(t, "")
	turn := h.newMails()
	require.Len(t, turn, 1, "the first turn mail")

	// A reply arrives: applied, answered, seen.
	uid := h.d.deliver(h.reply(turn[0]))
	require.False(t, h.d.seen(uid))
	out := h.inbox()
	assert.Contains(t, out, "<imap-reply-1@client.example>: applied")
	assert.Equal(t, 1, h.moves())
	next := h.newMails()
	require.Len(t, next, 1, "the next turn mail")
	assert.Equal(t, "2", next[0].Get("X-PBEM-Ply"))
	assert.True(t, h.d.seen(uid), "flagged seen once processed")

	// Nothing new: a run fetches nothing and sends nothing.
	assert.Empty(t, strings.TrimSpace(h.inbox()))
	assert.Empty(t, h.newMails())

	// Stopped after processing, before flagging: fetched again, a duplicate.
	h.d.unsee(uid)
	out = h.inbox()
	assert.Contains(t, out, "<imap-reply-1@client.example>: duplicate")
	assert.Equal(t, 1, h.moves(), "the move is not played twice")
	assert.Empty(t, h.newMails(), "nobody is mailed twice")
	assert.True(t, h.d.seen(uid))

	// Stopped after storing in the archive, before processing: the run
	// finds both copies, applies one and sets the other aside.
	raw := h.reply(next[0])
	uid = h.d.deliver(raw)
	_, err := (&mailhost.Inbox{Archive: mailhost.Archive{Dir: filepath.Join(h.games, "archive")}}).Store(raw)
	require.NoError(t, err)
	out = h.inbox("--json")
	assert.Equal(t, 1, strings.Count(out, `"outcome": "applied"`), out)
	assert.Equal(t, 1, strings.Count(out, `"outcome": "duplicate"`), out)
	assert.Contains(t, out, `"fetched": 1`)
	assert.Equal(t, 2, h.moves())
	assert.Len(t, h.newMails(), 1, "one turn mail")
	assert.True(t, h.d.seen(uid))
}

// TestIMAPInboxDovecotLimits: a message beyond max_message_size is
// fetched only up to the limit and set aside unread, and one pass takes
// at most max_messages messages, the rest left unseen for the next.
func TestIMAPInboxDovecotLimits(t *testing.T) {
	h := newIMAPHost(t, "max_message_size = 4096\n")
	huge := fmt.Appendf(nil, "From: ann@example.org\r\nTo: host@example.org\r\nSubject: big\r\n"+
		"Message-ID: <huge@client.example>\r\n\r\n%s\r\n", strings.Repeat("x", 1<<20))
	uid := h.d.deliver(huge)
	out := h.inbox()
	assert.Contains(t, out, "<huge@client.example>: oversized")
	assert.True(t, h.d.seen(uid))
	archived, err := filepath.Glob(filepath.Join(h.games, "archive", "cur", "*"))
	require.NoError(t, err)
	require.Len(t, archived, 1)
	info, err := os.Stat(archived[0])
	require.NoError(t, err)
	assert.LessOrEqual(t, info.Size(), int64(4097), "no more than the limit and a byte was fetched")

	// max_messages = 2: three strangers' mails take two passes.
	config, err := os.ReadFile(h.config)
	require.NoError(t, err)
	require.NoError(t, os.WriteFile(h.config, append(config, "max_messages = 2\n"...), 0o600))
	var uids []imap.UID
	for i := range 3 {
		uids = append(uids, h.d.deliver(fmt.Appendf(nil, "From: eve@example.net\r\nTo: host@example.org\r\n"+
			"Subject: hi\r\nMessage-ID: <s%d@example.net>\r\n\r\nhello\r\n", i)))
	}
	code, stdout, stderr := runApp(t, "inbox", "--config", h.config, "--outbox", h.out, "--imap", h.d.url())
	require.Equal(t, exitOK, code, stderr)
	assert.Equal(t, 2, strings.Count(stdout, "@example.net>: "), stdout)
	assert.Contains(t, stderr, "1 more unseen messages wait")
	assert.True(t, h.d.seen(uids[0]))
	assert.False(t, h.d.seen(uids[2]), "the third waits for the next pass")
	assert.Contains(t, h.inbox(), "<s2@example.net>: ")
	assert.True(t, h.d.seen(uids[2]))
}

// TestIMAPInboxDovecotIdle: with --idle the inbox stays connected and
// plays a reply as soon as it lands (IMAP IDLE); when the server goes
// away and cannot be reached again, it stops with an error, for the
// service manager to start it again.
func TestIMAPInboxDovecotIdle(t *testing.T) {
	h := newIMAPHost(t, "")
	turn := h.newMails()
	require.Len(t, turn, 1)
	type result struct {
		code           int
		stdout, stderr string
	}
	done := make(chan result)
	go func() {
		var r result
		r.code, r.stdout, r.stderr = runApp(t, "inbox", "--config", h.config, "--outbox", h.out, "--imap", h.d.url(), "--idle")
		done <- r
	}()
	// The first reply lands before or after the inbox starts waiting:
	// the first pass plays it, or the pass IDLE wakes. The second lands
	// once the first pass is over (its turn mail is out): only a wait
	// on the server's news can play it.
	next := turn
	for ply := 2; ply <= 3; ply++ {
		h.d.deliver(h.reply(next[0]))
		next = nil
		for len(next) == 0 {
			time.Sleep(20 * time.Millisecond) // the inbox runs apart; nothing else tells when it is done
			next = h.newMails()
		}
		require.Len(t, next, 1)
		assert.Equal(t, strconv.Itoa(ply), next[0].Get("X-PBEM-Ply"))
	}
	h.d.stop()
	r := <-done
	assert.NotEqual(t, exitOK, r.code, "the server is gone: %s", r.stderr)
	assert.Contains(t, r.stdout, "<imap-reply-1@client.example>: applied")
	assert.Contains(t, r.stderr, "connecting again")
	assert.Contains(t, r.stdout, "<imap-reply-2@client.example>: applied")
	assert.Equal(t, 2, h.moves())
}
