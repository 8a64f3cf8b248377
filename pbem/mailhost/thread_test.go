package mailhost

import (
	"mime"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/pbem-games/pbem/pbem"
	"github.com/pbem-games/pbem/pbem/compose"
	"github.com/pbem-games/pbem/pbem/internal/testkit"
)

// In the dice game every decision passes the turn, so after four
// decisions Ann's turns began at plies 1 and 3, Bob's at 2 and 4.
func TestThreadPliesAlternate(t *testing.T) {
	path := testkit.NewTestGame(t, nil)
	testkit.Move(t, path, "", "roll")
	testkit.Move(t, path, "", "roll")
	r, err := testkit.OpenReplay(testkit.DiceGames, path, -1)
	require.NoError(t, err)
	assert.Equal(t, []int{1}, r.ThreadPlies(0))
	assert.Equal(t, []int{2}, r.ThreadPlies(1))

	testkit.Move(t, path, "", "roll")
	testkit.Move(t, path, "", "roll")
	r, err = testkit.OpenReplay(testkit.DiceGames, path, -1)
	require.NoError(t, err)
	assert.Equal(t, []int{1, 3}, r.ThreadPlies(0), "the first turn, then the latest")
	assert.Equal(t, []int{2, 4}, r.ThreadPlies(1))

	r0, err := testkit.OpenReplay(testkit.DiceGames, path, 0)
	require.NoError(t, err)
	assert.Empty(t, r0.ThreadPlies(0), "no mail before the first: it is the root")
}

// In the "ready" variant both players are awaited at ply 1. Bob, still
// awaited at ply 2 after Ann said ready, is in the turn that began at
// ply 1; Ann's next turn begins at ply 3.
func TestThreadPliesSimultaneous(t *testing.T) {
	path := testkit.NewTestGame(t, func(r *pbem.NewGame) { r.Variants = []string{"ready"} })
	testkit.Move(t, path, "Ann", "ready")
	testkit.Move(t, path, "Bob", "ready")
	testkit.Move(t, path, "", "roll")
	r, err := testkit.OpenReplay(testkit.DiceGames, path, -1)
	require.NoError(t, err)
	assert.Equal(t, []int{1, 3}, r.ThreadPlies(0))
	assert.Equal(t, []int{1}, r.ThreadPlies(1))
}

// TestHostMailsThreadPerPlayer checks the host's mails: the first to a
// player is the root of their thread, and the next one answers it, with
// the Message-ID (token included) that the player received.
func TestHostMailsThreadPerPlayer(t *testing.T) {
	w := sentWorld(t, "")
	first := w.only(annAddr)
	assert.Empty(t, first.header("In-Reply-To"), "the first mail is the root")
	assert.Empty(t, first.header("References"))

	res := w.receive(w.reply(first, "money", replyOptions{}))
	require.Equal(t, OutcomeApplied, res.Outcome, res.String())
	next := w.only(annAddr)
	assert.Equal(t, first.header("Message-ID"), next.header("In-Reply-To"))
	assert.Equal(t, first.header("Message-ID"), next.header("References"))
}

func TestEncodeSubject(t *testing.T) {
	tests := []struct{ name, subject, want string }{
		{"ascii", "[pbem pz-1] Palazzo: your move (ply 4)", "[pbem pz-1] Palazzo: your move (ply 4)"},
		{"one word encoded", "[pbem pz-1] Palazzo — your move (ply 4)",
			"[pbem pz-1] Palazzo =?UTF-8?q?=E2=80=94?= your move (ply 4)"},
		// The space between "—" and "à" is inside the encoded-word: one
		// between two encoded-words would be lost in decoding.
		{"a run encoded together", "Palazzo — à vous", "Palazzo =?UTF-8?q?=E2=80=94_=C3=A0?= vous"},
		{"long ascii folds between words", "[pbem pz-630dcd] Palazzo " + strings.Repeat("word ", 12) + "end",
			"[pbem pz-630dcd] Palazzo " + strings.TrimSpace(strings.Repeat("word ", 8)) + "\r\n " +
				strings.TrimSpace(strings.Repeat("word ", 4)) + " end"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			assert.Equal(t, tc.want, compose.EncodeSubject(tc.subject))
		})
	}
}

// TestEncodeSubjectRoundTrips checks long and accented subjects: the
// first line holds text, no line passes 76 characters, and the decoded
// value is the subject.
func TestEncodeSubjectRoundTrips(t *testing.T) {
	for _, subject := range []string{
		"[pbem pz-630dcd] Palazzo — à vous de jouer (coup 14)",
		"[pbem pz-630dcd] Palazzo — " + strings.Repeat("é", 80) + " fin",
		"[pbem pt-1] Patrician — coup non appliqué (coup 7)",
		strings.Repeat("x", 90),
	} {
		value := compose.EncodeSubject(subject)
		lines := strings.Split("Subject: "+value, "\r\n")
		assert.NotEqual(t, "Subject:", strings.TrimSpace(lines[0]), "not folded after the colon")
		for _, l := range lines[1:] {
			assert.True(t, strings.HasPrefix(l, " "), "a continuation line starts with a space: %q", l)
		}
		for _, l := range lines {
			if !strings.Contains(l, "=?") && len(l) > 76 {
				continue // a word longer than a line cannot be helped
			}
			assert.LessOrEqual(t, len(l), 76, "%q", l)
		}
		decoded, err := new(mime.WordDecoder).DecodeHeader(strings.ReplaceAll(value, "\r\n", ""))
		require.NoError(t, err)
		assert.Equal(t, subject, decoded)
	}
}
