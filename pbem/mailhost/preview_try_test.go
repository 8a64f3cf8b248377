package mailhost

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/pbem-games/pbem/pbem"
	"github.com/pbem-games/pbem/pbem/internal/testkit"
)

// "!try" lines are previewed together and answered to the sender only,
// in a mail of its own (its own Message-ID, the sender's token only):
// the game file is byte for byte as it was, the turn is still the
// sender's, and a draw is shown as an example.
func TestInboxTryByMail(t *testing.T) {
	w := hintWorldOf(t, pbem.NewGame{Seed: testkit.TestSeed})
	before := w.gameBytes()
	turn := w.only(annAddr)
	assert.Contains(t, turn.text(), `"!try <move>"`, "the turn mail says how to preview")
	assert.NotContains(t, turn.text(), "pbem try", "a hosted mail names no command")

	res := w.receive(w.reply(turn, "!try money\n!try take s4 c2", replyOptions{}))
	require.Equal(t, OutcomeApplied, res.Outcome, res.String())
	assert.Equal(t, "preview sent", res.Note)
	assert.Equal(t, before, w.gameBytes(), "a preview writes nothing")
	answer := w.only(annAddr) // and nothing to Bob
	assert.Contains(t, answer.header("Subject"), "preview (nothing recorded) (ply 1)")
	assert.NotEqual(t, turn.header("Message-ID"), answer.header("Message-ID"))
	assert.True(t, strings.HasPrefix(answer.env.Text, pbem.ReplyMarker), "a move may answer the preview")
	text := answer.text()
	assert.Contains(t, text, "\n1 Ann: money\n    Ann takes money and reveals ")
	assert.Contains(t, answer.words(), "Decision 1 draws, or rests on what you cannot see")
	assert.Contains(t, answer.words(), "Not previewed, as what they do depends on that outcome: take s4 c2.")
	assert.Contains(t, text, "\nYour hand\n")

	f, err := testkit.PalazzoGames.Load(w.path)
	require.NoError(t, err)
	tokens, err := GameTokens(f)
	require.NoError(t, err)
	assert.NotContains(t, string(answer.raw), tokens.Of("Bob"), "no other player's token")
	assert.Contains(t, string(answer.raw), tokens.Of("Ann"))

	res = w.receive(w.reply(answer, "money", replyOptions{}))
	require.Equal(t, OutcomeApplied, res.Outcome, res.String())
}

// tryAnswer sends Ann's "!try" lines body in a new game made as req, and
// returns the answer, the only mail sent, once the outcome was want and
// the game file is byte for byte what it was.
func tryAnswer(t *testing.T, req pbem.NewGame, body, want string) sentMail {
	t.Helper()
	w := hintWorldOf(t, req)
	before := w.gameBytes()
	res := w.receive(w.reply(w.only(annAddr), body, replyOptions{}))
	require.Equal(t, want, res.Outcome, res.String())
	assert.Equal(t, before, w.gameBytes(), "a preview writes nothing")
	return w.only(annAddr)
}

// A "!try" that move would refuse gets the refusal, placed in the mail,
// and the moves the sender can make; nothing is recorded.
func TestInboxTryRefused(t *testing.T) {
	answer := tryAnswer(t, pbem.NewGame{Seed: testkit.TestSeed}, "!try buy 9z9", OutcomeRefused)
	assert.Contains(t, answer.header("Subject"), "no preview")
	assert.Contains(t, answer.words(), `Your "!try" would be refused`)
	assert.Contains(t, answer.words(), "In line 1 of your mail:")
	assert.Contains(t, answer.words(), "It is your move (ply 1). You can:")
}

// The preview speaks the sender's language.
func TestInboxTryFrench(t *testing.T) {
	answer := tryAnswer(t, pbem.NewGame{Seed: testkit.TestSeed, Langs: map[string]string{"Ann": "fr"}}, "!try draw", OutcomeApplied)
	assert.Contains(t, answer.header("Subject"), "aperçu")
	assert.Contains(t, answer.words(), "Aperçu du coup 1 : rien n'est enregistré.")
	assert.Contains(t, answer.words(), "La décision 1 tire au sort")
}

// The host holds a sealed game's key, so "!try" works there too.
func TestInboxTrySealed(t *testing.T) {
	answer := tryAnswer(t, pbem.NewGame{Sealed: true}, "!try money", OutcomeApplied)
	assert.Contains(t, answer.text(), "\n1 Ann: money\n")
}
