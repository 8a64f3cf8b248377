package mailhost

import (
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/pbem-games/pbem/pbem"
	"github.com/pbem-games/pbem/pbem/bot"
	"github.com/pbem-games/pbem/pbem/internal/testkit"
)

// hintWorld is a mail world whose game allows hints or not, with the
// turn mail sent to Ann, who acts first.
func hintWorld(t *testing.T, hints bool) *mailWorld {
	return hintWorldOf(t, pbem.NewGame{Seed: testkit.TestSeed, Hints: hints})
}

// hintWorldOf is hintWorld with the game req asks for (its seed, hints
// and seal; the rest is the mail world's).
func hintWorldOf(t *testing.T, req pbem.NewGame) *mailWorld {
	t.Helper()
	w := newMailWorld(t)
	require.NoError(t, os.Remove(w.path))
	req.Game, req.Players, req.Now, req.Out = "palazzo", []string{"Ann", "Bob"}, testkit.TestNow, w.path
	req.Emails = map[string]string{"Ann": annAddr, "Bob": bobAddr}
	_, err := testkit.PalazzoGames.Create(req)
	require.NoError(t, err)
	_, err = w.host.Send(w.path, "")
	require.NoError(t, err)
	return w
}

// gameBytes reads the game file of w.
func (w *mailWorld) gameBytes() string {
	w.t.Helper()
	b, err := os.ReadFile(w.path)
	require.NoError(w.t, err)
	return string(b)
}

// In a game with hints, "!hint" from the player to act is answered with
// the top moves, as `pbem hint` lists them, and the game file is not
// touched; the answer takes a move in reply.
func TestInboxHintByMail(t *testing.T) {
	w := hintWorld(t, true)
	before := w.gameBytes()
	turn := w.only(annAddr)
	assert.Contains(t, turn.words(), `Hints: allowed. On your move, reply "!hint"`)

	res := w.receive(w.reply(turn, "!hint", replyOptions{}))
	require.Equal(t, OutcomeApplied, res.Outcome, res.String())
	assert.Equal(t, "hint sent", res.Note)
	assert.Equal(t, before, w.gameBytes(), "a hint writes nothing")
	answer := w.only(annAddr)
	assert.Contains(t, answer.header("Subject"), "hint (ply 1)")
	assert.True(t, strings.HasPrefix(answer.env.Text, pbem.ReplyMarker), "a move may answer the hint")

	f, err := testkit.PalazzoGames.Load(w.path)
	require.NoError(t, err)
	r, err := f.Replay(-1)
	require.NoError(t, err)
	h, err := bot.Hint(r, bot.HintRequest{As: "Ann"})
	require.NoError(t, err)
	require.NotEmpty(t, h.Lines()) // the first decision has two moves: money or draw
	text := strings.ReplaceAll(answer.env.Text, "\r\n", "\n")
	for _, line := range h.Lines() {
		assert.Contains(t, text, "\n  "+line+"\n", "the moves as pbem hint prints them")
	}

	res = w.receive(w.reply(answer, h.Moves[0].Move, replyOptions{}))
	require.Equal(t, OutcomeApplied, res.Outcome, res.String())
}

// A game without hints refuses "!hint" and stays as it was.
func TestInboxHintNotAllowed(t *testing.T) {
	w := hintWorld(t, false)
	before := w.gameBytes()
	turn := w.only(annAddr)
	assert.Contains(t, turn.words(), "Hints: not allowed in this game.")
	res := w.receive(w.reply(turn, "!hint", replyOptions{}))
	require.Equal(t, OutcomeRefused, res.Outcome, res.String())
	assert.Equal(t, "no hint: hints are not allowed in this game", res.Note)
	assert.Equal(t, before, w.gameBytes())
	answer := w.only(annAddr)
	assert.Contains(t, answer.header("Subject"), "no hint")
	assert.Contains(t, answer.words(), "Hints are not allowed in this game, so none was given.")
}

// A player who is not to act gets no hint, even where hints are allowed.
func TestInboxHintNotYourMove(t *testing.T) {
	w := hintWorld(t, true)
	w.only(annAddr)
	_, err := w.host.Send(w.path, "Bob")
	require.NoError(t, err)
	before := w.gameBytes()
	res := w.receive(w.reply(w.only(bobAddr), "!hint", replyOptions{}))
	require.Equal(t, OutcomeRefused, res.Outcome, res.String())
	assert.Equal(t, "no hint: not the sender's move", res.Note)
	assert.Equal(t, before, w.gameBytes())
	assert.Contains(t, w.only(bobAddr).words(), "You have no decision to make now, so no hint was given")
}

// The host holds a sealed game's key, so it gives hints there too.
func TestInboxHintSealed(t *testing.T) {
	w := hintWorldOf(t, pbem.NewGame{Hints: true, Sealed: true})
	res := w.receive(w.reply(w.only(annAddr), "!hint", replyOptions{}))
	require.Equal(t, OutcomeApplied, res.Outcome, res.String())
	assert.Contains(t, w.only(annAddr).words(), "1. ")
}
