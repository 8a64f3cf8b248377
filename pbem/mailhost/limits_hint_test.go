package mailhost

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/pbem-games/pbem/pbem/internal/testkit"
)

// TestInboxGivesOneHintADecision: a second "!hint" for the same decision,
// in another mail, is refused with an answer, and costs no search; once
// the player has moved and it is their turn again, a hint is given again.
func TestInboxGivesOneHintADecision(t *testing.T) {
	w := hintWorld(t, true)
	turn := w.only(annAddr)
	res := w.receive(w.reply(turn, "!hint", replyOptions{}))
	require.Equal(t, OutcomeApplied, res.Outcome, res.String())
	hint := w.only(annAddr)

	for range 2 { // each mail new, as a player sends them
		res = w.receive(w.reply(turn, "!hint", replyOptions{}))
		assert.Equal(t, OutcomeRefused, res.Outcome, res.String())
		assert.Equal(t, "no hint: one hint a decision", res.Note)
		again := w.only(annAddr)
		assert.Contains(t, again.words(), "You had a hint for this decision already")
	}

	res = w.receive(w.reply(hint, "money", replyOptions{}))
	require.Equal(t, OutcomeApplied, res.Outcome, res.String())
	w.sent()
	// Bob's turn: a hint for him; then Ann's turn comes back.
	f, err := testkit.PalazzoGames.Load(w.path)
	require.NoError(t, err)
	r, err := f.Replay(-1)
	require.NoError(t, err)
	ok, err := takeHint(r, 1)
	require.NoError(t, err)
	assert.True(t, ok, "Bob has had no hint")
	ok, err = takeHint(r, 1)
	require.NoError(t, err)
	assert.False(t, ok, "one a decision point")
	ok, err = takeHint(r, 0)
	require.NoError(t, err)
	assert.True(t, ok, "Ann decided since her hint")
}
