package mailhost

import (
	"cmp"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/pbem-games/pbem/pbem"
	"github.com/pbem-games/pbem/pbem/compose"
	"github.com/pbem-games/pbem/pbem/internal/testkit"
)

var mailUsers = map[string]string{"host": "host-secret", "ann": "ann-pw", "bob": "bob-pw", "mallory": "m-pw"}

// smtpWorld is a mailWorld whose host sends through the test's SMTP
// server and reads its own mailbox there.
type smtpWorld struct {
	*mailWorld
	srv *testMailServer
}

func newSMTPWorld(t *testing.T) *smtpWorld {
	srv := startMailServer(t, mailUsers)
	w := newMailWorld(t)
	w.host.Outbox = SMTPOutbox{Config: SMTPConfig{URL: srv.url(), Username: "host",
		PasswordCmd: "printf host-secret", CAFile: srv.caFile, ServerName: "127.0.0.1", Timeout: "10s"}}
	return &smtpWorld{mailWorld: w, srv: srv}
}

// inboxOf returns and removes the mails in the mailbox of user.
func (w *smtpWorld) inboxOf(user string) []sentMail { return takeMaildir(w.t, w.srv.mailbox(user)) }

// one requires exactly one mail in the mailbox of user and returns it.
func (w *smtpWorld) one(user string) sentMail {
	w.t.Helper()
	mails := w.inboxOf(user)
	require.Len(w.t, mails, 1, "mails for %s", user)
	return mails[0]
}

// answer sends raw as user from their address to the mail's reply address.
func (w *smtpWorld) answer(user string, m sentMail, raw []byte) {
	w.t.Helper()
	to := addressOf(cmp.Or(m.header("Reply-To"), m.header("From")))
	require.NoError(w.t, w.srv.sendAs(user, user+"@example.org", to, raw))
}

// runInbox reads the host's mailbox as `pbem inbox --maildir` does.
func (w *smtpWorld) runInbox() []InboxResult {
	w.t.Helper()
	_, err := w.inbox.StoreMaildir(w.srv.mailbox("host"))
	require.NoError(w.t, err)
	results, err := w.inbox.Process()
	require.NoError(w.t, err)
	return results
}

// toAct returns the name of the only player to act.
func (w *smtpWorld) toAct() string {
	w.t.Helper()
	f, err := testkit.PalazzoGames.Load(w.path)
	require.NoError(w.t, err)
	r, err := f.Replay(-1)
	require.NoError(w.t, err)
	require.Len(w.t, r.ToAct(), 1)
	return r.ToAct()[0]
}

// TestMailLoopOverSMTP plays a game through a real SMTP conversation:
// the host sends the turn mail, the player answers from their mail
// program, the inbox applies the move and mails the next player.
func TestMailLoopOverSMTP(t *testing.T) {
	w := newSMTPWorld(t)
	_, err := w.host.Send(w.path, "")
	require.NoError(t, err)

	// Ann answers in plain text, above the quote.
	turn := w.one("ann")
	plain := w.reply(turn, "money", replyOptions{})
	w.answer("ann", turn, plain)
	results := w.runInbox()
	require.Len(t, results, 1)
	assert.Equal(t, OutcomeApplied, results[0].Outcome, results[0].String())
	require.Equal(t, []string{"1 Ann: money @2026-11-21T23:55:00Z"}, w.record())

	// Her next decision comes by mail; she answers in HTML only.
	turn = w.one("ann")
	assert.Contains(t, turn.header("Subject"), "(ply 2)")
	keep := w.legal("Ann")[0]
	w.answer("ann", turn, w.reply(turn, keep, replyOptions{html: true}))
	results = w.runInbox()
	require.Len(t, results, 1)
	assert.Equal(t, OutcomeApplied, results[0].Outcome, results[0].String())
	assert.Equal(t, "2 Ann: "+keep+" @2026-11-21T23:55:00Z", w.record()[1])

	// Bob is next: his mail arrives, he answers with quote and signature.
	require.Equal(t, "Bob", w.toAct())
	turn = w.one("bob")
	assert.Empty(t, w.inboxOf("ann"), "only the player to act is mailed")
	bobMove := w.legal("Bob")[0]
	w.answer("bob", turn, w.reply(turn, bobMove+"\n\n-- \nBob, from his phone", replyOptions{}))
	results = w.runInbox()
	require.Len(t, results, 1)
	assert.Equal(t, OutcomeApplied, results[0].Outcome, results[0].String())
	assert.Equal(t, "3 Bob: "+bobMove+" @2026-11-21T23:55:00Z", w.record()[2])

	// A duplicate of Ann's first mail changes nothing.
	w.answer("ann", turn, plain)
	results = w.runInbox()
	require.Len(t, results, 1)
	assert.Equal(t, OutcomeDuplicate, results[0].Outcome)
	assert.Len(t, w.record(), 3)
}

func TestMailLoopRefusalsOverSMTP(t *testing.T) {
	w := newSMTPWorld(t)
	_, err := w.host.Send(w.path, "")
	require.NoError(t, err)
	turn := w.one("ann")
	before := testkit.ReadFile(t, w.path)

	// An illegal move draws an error mail; the file is unchanged.
	w.answer("ann", turn, w.reply(turn, "take r9", replyOptions{}))
	results := w.runInbox()
	require.Len(t, results, 1)
	assert.Equal(t, OutcomeRefused, results[0].Outcome, results[0].String())
	assert.Equal(t, before, testkit.ReadFile(t, w.path))
	errMail := w.one("ann")
	assert.Contains(t, errMail.text(), "In line 1 of your mail:")
	assert.Contains(t, errMail.text(), "You can:\n")

	// Mallory, with Ann's mail in hand, is refused for her address.
	w.answer("mallory", turn, w.reply(turn, "money", replyOptions{from: "mallory@example.org"}))
	results = w.runInbox()
	require.Len(t, results, 1)
	assert.Equal(t, OutcomeStranger, results[0].Outcome)
	assert.Contains(t, w.one("mallory").words(), "is not the address of a player")

	// A forger with Ann's address but no token is refused, and Ann told.
	forged := w.reply(turn, "money", replyOptions{noRefs: true, replyTo: "host@example.org"})
	require.NoError(t, w.srv.sendAs("mallory", annAddr, "host@example.org", forged))
	results = w.runInbox()
	require.Len(t, results, 1)
	assert.Equal(t, OutcomeBadToken, results[0].Outcome)
	assert.Contains(t, w.one("ann").words(), "does not carry the reply code")

	assert.Equal(t, before, testkit.ReadFile(t, w.path), "no refused mail changed the game")
}

func TestSMTPOutboxNeedsTLSAndAuth(t *testing.T) {
	srv := startMailServer(t, mailUsers)
	m := compose.Mail{From: hostAddr, To: pbem.MailPlayer{Name: "Ann", Email: annAddr}, Subject: "hi", Body: "hello\n",
		MessageID: "<t@pbem.invalid>"}
	good := SMTPConfig{URL: srv.url(), Username: "host", Password: "host-secret", CAFile: srv.caFile, ServerName: "127.0.0.1"}
	require.NoError(t, SMTPOutbox{Config: good}.Send([]compose.Mail{m}))
	assert.Len(t, takeMaildir(t, srv.mailbox("ann")), 1)

	wrongPassword := good
	wrongPassword.Password = "guess"
	assert.Error(t, SMTPOutbox{Config: wrongPassword}.Send([]compose.Mail{m}), "a wrong password is refused")

	untrusted := good
	untrusted.CAFile = ""
	assert.ErrorContains(t, SMTPOutbox{Config: untrusted}.Send([]compose.Mail{m}), "certificate",
		"a server whose certificate is not trusted is not used")

	noAuth := good
	noAuth.Username = ""
	assert.Error(t, SMTPOutbox{Config: noAuth}.Send([]compose.Mail{m}), "this server wants AUTH")
	assert.Empty(t, takeMaildir(t, srv.mailbox("ann")), "only the first mail went through")
}
