package mailhost

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/pbem-games/pbem/pbem/internal/testkit"
)

// TestMailMailsChoosesTheDigest: "!mails digest" in a reply sets the
// writer's own mails key, answers them alone in their language, and a
// value that is not a choice is refused with the choices, nothing changed.
func TestMailMailsChoosesTheDigest(t *testing.T) {
	w := newMailWorld(t)
	setPlayerKey(t, w.path, "Bob", "lang", "fr")
	_, err := w.host.Send(w.path, "")
	require.NoError(t, err)
	turn := w.only(annAddr)

	res := w.receive(w.reply(turn, "!mails digest", replyOptions{}))
	assert.Equal(t, OutcomeApplied, res.Outcome, res.String())
	assert.Contains(t, testkit.ReadFile(t, w.path), "name = \"Ann\"\nemail = \"ann@example.org\"\nmails = \"digest\"\n")
	answer := w.only(annAddr)
	assert.Contains(t, answer.words(), "one daily digest")
	assert.NotContains(t, string(answer.raw), tokenOf(t, w.path, "Bob"))

	before := testkit.ReadFile(t, w.path)
	res = w.receive(w.reply(turn, "!mails weekly", replyOptions{}))
	assert.Equal(t, OutcomeRefused, res.Outcome, res.String())
	assert.Contains(t, w.only(annAddr).words(), `"!mails turns", "!mails digest" or "!mails both"`)
	assert.Equal(t, before, testkit.ReadFile(t, w.path))

	res = w.receive(w.reply(turn, "!mails turns", replyOptions{}))
	assert.Equal(t, OutcomeApplied, res.Outcome, res.String())
	assert.NotContains(t, testkit.ReadFile(t, w.path), "mails =", "turns is the default: the key goes")
	w.sent()

	// Bob, French, is answered in French.
	_, err = w.host.Send(w.path, "Bob")
	require.NoError(t, err)
	bob := to(w.sent(), bobAddr)
	require.NotEmpty(t, bob)
	res = w.receive(w.reply(bob[0], "!mails both", replyOptions{}))
	assert.Equal(t, OutcomeApplied, res.Outcome, res.String())
	assert.Contains(t, w.only(bobAddr).words(), "résumé quotidien")
}
