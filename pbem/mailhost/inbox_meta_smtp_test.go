package mailhost

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/pbem-games/pbem/pbem/internal/testkit"
)

// The meta-commands by mail through a real SMTP conversation, as players
// send them: an undo asked and accepted, a status, a hint.

// TestMailUndoOverSMTP: Ann takes back the money cards she took (they
// turned up new cards, so Bob must consent); Bob is asked and accepts by
// mail; the game goes on from before them with a turn mail for Ann.
func TestMailUndoOverSMTP(t *testing.T) {
	w := newSMTPWorld(t)
	_, err := w.host.Send(w.path, "")
	require.NoError(t, err)
	first := w.one("ann")
	w.answer("ann", first, w.reply(first, "money", replyOptions{}))
	require.Len(t, w.runInbox(), 1)
	turn := w.one("ann")
	w.answer("ann", turn, w.reply(turn, w.legal("Ann")[0], replyOptions{}))
	require.Len(t, w.runInbox(), 1)
	w.one("bob") // his turn mail

	w.answer("ann", turn, w.reply(turn, "!undo 1", replyOptions{}))
	results := w.runInbox()
	require.Len(t, results, 1)
	assert.Equal(t, "undo: waiting", results[0].Note, results[0].String())
	asked := w.one("bob")
	assert.Contains(t, asked.words(), "Ann proposes to take back decisions 1–2")
	assert.Contains(t, w.one("ann").words(), "now waits for Bob")

	w.answer("bob", asked, w.reply(asked, "!accept", replyOptions{}))
	results = w.runInbox()
	require.Len(t, results, 1)
	assert.Equal(t, "undo: taken back", results[0].Note, results[0].String())
	assert.Equal(t, "Ann", w.toAct())
	var subjects []string
	for _, m := range w.inboxOf("ann") {
		subjects = append(subjects, m.header("Subject"))
	}
	assert.Len(t, subjects, 2, "the outcome and her turn mail: %v", subjects)
	assert.Contains(t, strings.Join(subjects, "\n"), "decisions taken back")
	assert.Contains(t, strings.Join(subjects, "\n"), "your move (ply 1)")
	assert.Contains(t, w.one("bob").header("Subject"), "decisions taken back")
}

// TestMailStatusOverSMTP: "!status" is answered with the player's games.
func TestMailStatusOverSMTP(t *testing.T) {
	w := newSMTPWorld(t)
	_, err := w.host.Send(w.path, "")
	require.NoError(t, err)
	before := testkit.ReadFile(t, w.path)
	turn := w.one("ann")
	w.answer("ann", turn, w.reply(turn, "!status", replyOptions{}))
	results := w.runInbox()
	require.Len(t, results, 1)
	assert.Equal(t, OutcomeApplied, results[0].Outcome, results[0].String())
	assert.Contains(t, w.one("ann").words(), ": your turn; waits for Ann")
	assert.Equal(t, before, testkit.ReadFile(t, w.path), "a status changes nothing")
}

// TestMailHintOverSMTP: in a game with hints, "!hint" from the player to
// act is answered with the engine's top moves.
func TestMailHintOverSMTP(t *testing.T) {
	srv := startMailServer(t, mailUsers)
	w := &smtpWorld{mailWorld: hintWorld(t, true), srv: srv}
	w.host.Outbox = SMTPOutbox{Config: SMTPConfig{URL: srv.url(), Username: "host",
		PasswordCmd: "printf host-secret", CAFile: srv.caFile, ServerName: "127.0.0.1", Timeout: "10s"}}
	// hintWorld mailed Ann already: only a mail to her by name goes again.
	_, err := w.host.Send(w.path, "Ann")
	require.NoError(t, err)
	turn := w.one("ann")
	w.answer("ann", turn, w.reply(turn, "!hint", replyOptions{}))
	results := w.runInbox()
	require.Len(t, results, 1)
	answer := w.one("ann")
	assert.Regexp(t, `1\. \S+.*win +\d+%`, answer.words())
}
