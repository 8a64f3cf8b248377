package mailhost

import (
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/pbem-games/pbem/pbem/internal/testkit"
)

// TestMailMailsSetsOnesOwn: "!mails digest" sets the writer's own mails
// key and answers them alone, in their language; a mode that is not one
// is refused and changes nothing; "!mails turns" takes the key away.
func TestMailMailsSetsOnesOwn(t *testing.T) {
	w := sentWorld(t, "")
	annTurn := w.only(annAddr)
	res := w.receive(w.reply(annTurn, "!mails digest", replyOptions{}))
	require.Equal(t, OutcomeApplied, res.Outcome, res.String())
	answer := w.only(annAddr)
	assert.Contains(t, answer.header("Subject"), "mails set")
	assert.Contains(t, answer.words(), "this game mails you no turn mail: your daily digest lists it")
	src := testkit.ReadFile(t, w.path)
	assert.Contains(t, src, "name = \"Ann\"\nemail = \""+annAddr+"\"\nmails = \"digest\"\n")
	assert.Equal(t, 1, strings.Count(src, "mails = "), "Bob's choice is his own")
	assert.NotContains(t, src, "!mails", "a choice of mails is not an event of the game")

	// Bob, in French: a mode that is not one, then a real one.
	src = strings.Replace(src, "name = \"Bob\"", "name = \"Bob\"\nlang = \"fr\"", 1)
	require.NoError(t, os.WriteFile(w.path, []byte(src), 0o644))
	_, err := w.host.Send(w.path, "Bob")
	require.NoError(t, err)
	turn := w.only(bobAddr)
	res = w.receive(w.reply(turn, "!mails weekly", replyOptions{}))
	require.Equal(t, OutcomeRefused, res.Outcome, res.String())
	refusal := w.only(bobAddr)
	assert.Contains(t, refusal.header("Subject"), "mails non enregistrés")
	assert.Contains(t, refusal.words(), "« weekly » n'est pas un des choix.")
	assert.Equal(t, src, testkit.ReadFile(t, w.path))

	res = w.receive(w.reply(turn, "!mails both", replyOptions{}))
	require.Equal(t, OutcomeApplied, res.Outcome, res.String())
	assert.Contains(t, w.only(bobAddr).words(), "figure aussi dans votre résumé quotidien")
	assert.Contains(t, testkit.ReadFile(t, w.path), "name = \"Bob\"\nlang = \"fr\"\nemail = \""+bobAddr+"\"\nmails = \"both\"\n")

	res = w.receive(w.reply(annTurn, "!mails TURNS", replyOptions{}))
	require.Equal(t, OutcomeApplied, res.Outcome, res.String())
	assert.Contains(t, w.only(annAddr).words(), "a mail for every turn, and no digest")
	assert.NotContains(t, testkit.ReadFile(t, w.path), "\"digest\"")
}
