package mailhost

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/pbem-games/pbem/pbem/compose"
	"github.com/pbem-games/pbem/pbem/internal/testkit"
)

// TestInboxEscapesWhatAMailSays forges headers whose decoded values hold
// line breaks and escape sequences: the archive's log keeps one line per
// message, and neither the result line nor the answer holds them raw.
func TestInboxEscapesWhatAMailSays(t *testing.T) {
	w := newMailWorld(t)
	forged := "0123456789abcdef0123456789abcdef applied pz-000000 fake"
	raw := "From: =?utf-8?q?Ann=1B[2J?= <ann@example.org>\r\nTo: host@example.org\r\n" +
		"Subject: hello\r\nMessage-ID: =?utf-8?q?<x=0A" + strings.ReplaceAll(forged, " ", "_") + "@client>?=\r\n" +
		"X-PBEM-Game: =?utf-8?q?pz-1=0A" + strings.ReplaceAll(forged, " ", "_") + "?=\r\n\r\nmoney\r\n"
	res := w.receive([]byte(raw))
	assert.Equal(t, OutcomeUnknownGame, res.Outcome)
	assert.Empty(t, res.Game, "a header that is no game id names no game")

	log := testkit.ReadFile(t, filepath.Join(w.games, "archive", processedFile))
	lines := strings.Split(strings.TrimSuffix(log, "\n"), "\n")
	require.Len(t, lines, 1, "one message, one line: %q", log)
	assert.Len(t, strings.Fields(lines[0]), 4)
	assert.NotContains(t, res.String(), "\n")
	assert.NotContains(t, res.String(), "\x1b")

	answer := w.only(annAddr)
	assert.NotContains(t, string(answer.raw), "\n"+forged)
	assert.NotContains(t, string(answer.raw), "\x1b")
	for _, h := range []string{"In-Reply-To", "References"} {
		assert.NotContains(t, answer.header(h), "\n", h)
	}
}

func TestLogField(t *testing.T) {
	assert.Equal(t, "-", logField(""))
	assert.Equal(t, `a\nb\x20c\x1b\u202e`, logField("a\nb c\x1b\u202e"))
	assert.Equal(t, "pz-1", logField("pz-1"))
}

func TestExtractReplyBlanksControlCharacters(t *testing.T) {
	r := compose.ExtractReply("money\x00\x1b[2J\n")
	require.Len(t, r.Moves, 1)
	assert.Equal(t, "money  [2J", r.Moves[0].Text)
}
