package mailhost

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/pbem-games/pbem/pbem"
	"github.com/pbem-games/pbem/pbem/internal/testkit"
)

// "!status" answers the player with their games of the folder, found by
// their address, and where it is their turn; the game is as it was.
func TestInboxStatusByMail(t *testing.T) {
	w := sentWorld(t, "")
	other := filepath.Join(w.games, "other.pbem")
	_, err := testkit.PalazzoGames.Create(pbem.NewGame{Game: "palazzo", Players: []string{"Cid", "Bo"}, Seed: strings.Repeat("ab", 32), Now: testkit.TestNow,
		Out: other, Deadline: "3d", Emails: map[string]string{"Cid": "cid@example.org", "Bo": bobAddr}})
	require.NoError(t, err)
	before := testkit.ReadFile(t, w.path)

	res := w.receive(w.reply(w.only(annAddr), "!status", replyOptions{}))
	require.Equal(t, OutcomeApplied, res.Outcome, res.String())
	answer := w.only(annAddr)
	assert.Contains(t, answer.header("Subject"), "your games")
	f, err := testkit.PalazzoGames.Load(w.path)
	require.NoError(t, err)
	assert.Contains(t, answer.words(), f.Header.ID+": your turn; waits for Ann 2026-11-21 23:55 UTC")
	assert.NotContains(t, answer.words(), "Cid", "only the reader's games")
	assert.Equal(t, before, testkit.ReadFile(t, w.path))

	// Bob plays in both; the other one has a deadline. In French.
	src := strings.Replace(testkit.ReadFile(t, w.path), "name = \"Bob\"", "name = \"Bob\"\nlang = \"fr\"", 1)
	require.NoError(t, os.WriteFile(w.path, []byte(src), 0o644))
	_, err = w.host.Send(w.path, "Bob")
	require.NoError(t, err)
	res = w.receive(w.reply(w.only(bobAddr), "!status", replyOptions{}))
	require.Equal(t, OutcomeApplied, res.Outcome, res.String())
	words := w.only(bobAddr).words()
	assert.Contains(t, words, f.Header.ID+" : attend Ann")
	assert.Contains(t, words, "attend Cid 2026-11-21 23:55 UTC → 2026-11-24 23:55 UTC")
}
