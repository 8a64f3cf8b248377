package mailhost

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/pbem-games/pbem/pbem"
	"github.com/pbem-games/pbem/pbem/compose"
	"github.com/pbem-games/pbem/pbem/internal/testkit"
)

// TestMailSayOverSMTP: "!say" in a reply is recorded and relayed to the
// other player, in the game's thread, with their own reply address.
func TestMailSayOverSMTP(t *testing.T) {
	w := newSMTPWorld(t)
	_, err := w.host.Send(w.path, "")
	require.NoError(t, err)
	turn := w.one("ann")
	w.answer("ann", turn, w.reply(turn, "!say back on Monday", replyOptions{}))
	results := w.runInbox()
	require.Len(t, results, 1)
	assert.Equal(t, OutcomeApplied, results[0].Outcome, results[0].String())
	assert.Equal(t, []string{"Bob"}, results[0].Mailed)
	require.Len(t, metaLinesOf(t, w.path), 1)
	assert.Regexp(t, `^!Ann: say @\S+ \{back on Monday\}$`, metaLinesOf(t, w.path)[0])
	relay := w.one("bob")
	assert.Contains(t, relay.words(), "Ann says: back on Monday")
	assert.Contains(t, relay.header("Reply-To"), "+", "Bob may answer it with his token")
	assert.Empty(t, w.inboxOf("ann"), "the speaker gets no copy")
}

// TestMailResignOverSMTP: "!resign" in a reply ends a two-player game;
// the resigner is told, and the other player wins.
func TestMailResignOverSMTP(t *testing.T) {
	w := newSMTPWorld(t)
	_, err := w.host.Send(w.path, "")
	require.NoError(t, err)
	turn := w.one("ann")
	w.answer("ann", turn, w.reply(turn, "!resign", replyOptions{}))
	results := w.runInbox()
	require.Len(t, results, 1)
	assert.Equal(t, OutcomeApplied, results[0].Outcome, results[0].String())
	require.Len(t, metaLinesOf(t, w.path), 1)
	assert.True(t, strings.HasPrefix(metaLinesOf(t, w.path)[0], "!Ann: resign"))
	var texts []string
	for _, m := range w.inboxOf("ann") {
		texts = append(texts, m.words())
	}
	assert.Contains(t, strings.Join(texts, "\n"), "You resigned")
	assert.Len(t, texts, 2, "the answer, then the final mail")
	var bobs []string
	for _, m := range w.inboxOf("bob") {
		bobs = append(bobs, m.words())
	}
	require.Len(t, bobs, 2, "Bob is told of the resignation by a mail of his own, then gets the final mail")
	assert.Contains(t, bobs[0], "Ann resigned")
	assert.Contains(t, bobs[1], "Bob wins: every other player resigned")
	f, err := testkit.PalazzoGames.Load(w.path)
	require.NoError(t, err)
	r, err := f.Replay(-1)
	require.NoError(t, err)
	require.True(t, r.Over())
	assert.Equal(t, []string{"Bob"}, r.FinalResult(pbem.English).Winners)

	// A resigned player's move is refused and the file unchanged.
	before := testkit.ReadFile(t, w.path)
	w.answer("ann", turn, w.reply(turn, "money", replyOptions{}))
	results = w.runInbox()
	require.Len(t, results, 1)
	assert.Equal(t, OutcomeRefused, results[0].Outcome, results[0].String())
	assert.Equal(t, before, testkit.ReadFile(t, w.path))
}

// metaLinesOf returns the meta-lines of the game file at path.
func metaLinesOf(t *testing.T, path string) []string {
	var lines []string
	for _, line := range strings.Split(testkit.ReadFile(t, path), "\n") {
		if strings.HasPrefix(line, "!") {
			lines = append(lines, line)
		}
	}
	return lines
}

// TestSayInSinceYourLastMove: the next turn mail of a player shows what
// was said since their last move, in its place among the decisions.
func TestSayInSinceYourLastMove(t *testing.T) {
	w := newMailWorld(t)
	_, err := w.host.Games.Move(w.path, pbem.MoveRequest{Moves: []pbem.MoveInput{{Text: "money", Origin: "move", Line: 1}}})
	require.NoError(t, err)
	_, err = w.host.Games.Say(w.path, pbem.SeatRequest{As: "Bob", Text: "good luck"})
	require.NoError(t, err)
	f, err := testkit.PalazzoGames.Load(w.path)
	require.NoError(t, err)
	r, err := f.Replay(-1)
	require.NoError(t, err)
	var lines []string
	for _, e := range compose.MailDataOf(r, 0, pbem.MailPlayer{}, testkit.TestNow).Since {
		lines = append(lines, e.Line)
	}
	assert.Equal(t, []string{"1 Ann: money", "!Bob: say {good luck}"}, lines)
}
