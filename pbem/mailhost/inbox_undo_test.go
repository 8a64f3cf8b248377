package mailhost

import (
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// An undo by mail: Ann takes back her money cards, whose taking turned
// new ones face up from the deck, so Bob must consent; he is asked by
// mail, accepts by mail, and the game goes on from before them with a new
// turn mail for Ann.
func TestInboxUndoByMail(t *testing.T) {
	w := sentWorld(t, "")
	res := w.receive(w.reply(w.only(annAddr), "money", replyOptions{}))
	require.Equal(t, OutcomeApplied, res.Outcome, res.String())
	take := w.legal("Ann")[0]
	turn := w.only(annAddr)
	res = w.receive(w.reply(turn, take, replyOptions{}))
	require.Equal(t, OutcomeApplied, res.Outcome, res.String())
	w.only(bobAddr)

	res = w.receive(w.reply(turn, "!undo 1", replyOptions{}))
	require.Equal(t, OutcomeApplied, res.Outcome, res.String())
	assert.Equal(t, "undo: waiting", res.Note)
	mails := w.sent()
	require.Len(t, mails, 2, "Bob is asked, Ann hears what is awaited")
	asked, noted := mails[0], mails[1]
	if strings.Contains(asked.header("To"), annAddr) {
		asked, noted = noted, asked
	}
	assert.Contains(t, asked.header("Subject"), "an undo needs your consent")
	assert.Contains(t, asked.words(), `Ann proposes to take back decisions 1–2. `)
	assert.Contains(t, asked.words(), `reply "!accept" or "!refuse"`)
	assert.Contains(t, noted.words(), "now waits for Bob")

	res = w.receive(w.reply(asked, "!accept", replyOptions{}))
	require.Equal(t, OutcomeApplied, res.Outcome, res.String())
	assert.Equal(t, "undo: taken back", res.Note)
	src, err := os.ReadFile(w.path)
	require.NoError(t, err)
	assert.Regexp(t, `(?m)^!Ann: undo 1 @\S+\n!Bob: accept @\S+\n\( 1 Ann: money @\S+ \{mail [0-9a-f]{12}\}\s+2 Ann: take .*\)\n\z`, string(src))
	assert.Contains(t, res.Mailed, "Ann", "Ann is to act again")
	var taken, turns int
	for _, m := range w.sent() {
		if strings.Contains(m.header("Subject"), "decisions taken back") {
			taken++
		}
		if strings.Contains(m.header("Subject"), "(ply 1)") && strings.Contains(m.header("To"), annAddr) {
			turns++
		}
	}
	assert.Equal(t, 2, taken, "both players hear the outcome")
	assert.GreaterOrEqual(t, turns, 1, "Ann gets her turn mail again")
}

// A bad undo command changes nothing and tells the sender why.
func TestInboxUndoRefusedByMail(t *testing.T) {
	w := sentWorld(t, "")
	before, err := os.ReadFile(w.path)
	require.NoError(t, err)
	res := w.receive(w.reply(w.only(annAddr), "!undo", replyOptions{}))
	require.Equal(t, OutcomeRefused, res.Outcome, res.String())
	after, err := os.ReadFile(w.path)
	require.NoError(t, err)
	assert.Equal(t, string(before), string(after))
	answer := w.only(annAddr)
	assert.Contains(t, answer.header("Subject"), "undo not carried out")
	assert.Contains(t, answer.words(), "the game is as it was")

	res = w.receive(w.reply(answer, "!undo soon", replyOptions{}))
	require.Equal(t, OutcomeRefused, res.Outcome, res.String())
	assert.Contains(t, w.only(annAddr).words(), "expected !undo, !undo N")
}
