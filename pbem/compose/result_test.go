package compose

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/pbem-games/pbem/engine/patrician"
	"github.com/pbem-games/pbem/pbem"
	"github.com/pbem-games/pbem/pbem/internal/testkit"
)

// finishedExample replays the finished Palazzo example: Ann and Cid tie
// on 12 points, and Ann wins the tie-break.
func finishedExample(t *testing.T) *pbem.Replay {
	t.Helper()
	r, err := testkit.OpenReplay(pbem.Games{testkit.PalazzoGames[0], patrician.Game{}}, "../../examples/palazzo-3p.pbem", -1)
	require.NoError(t, err)
	require.True(t, r.Over())
	return r
}

// TestResultPrintedOnce checks that the game-over mail and post print the
// result once: each player's detail, the tie-break and the winner one time
// each, in English and in French.
func TestResultPrintedOnce(t *testing.T) {
	r := finishedExample(t)
	for l, once := range map[pbem.Lang][]string{
		pbem.English: {"Winner: Ann", "Ann 37", "Bob: 6 ("},
		pbem.French:  {"Victoire : Ann", "Ann 37", "Bob : 6 ("},
	} {
		mails, err := MailsIn(r, l, "Bob", DefaultSender, mailDate)
		require.NoError(t, err)
		post, err := Post(r, PostRequest{Format: pbem.FormatPlain, Lang: l, Since: 170})
		require.NoError(t, err)
		for what, text := range map[string]string{"mail": mails[0].Body, "post": post.Text} {
			for _, s := range once {
				assert.Equal(t, 1, strings.Count(text, s), "%s %s: %q", l, what, s)
			}
		}
	}
}

// TestFinalResultJSON checks the result as --json gives it: totals and
// winners by name, one line of detail a player, the tie-break apart.
func TestFinalResultJSON(t *testing.T) {
	res := finishedExample(t).FinalResult(pbem.English)
	require.NotNil(t, res)
	assert.Equal(t, map[string]int{"Ann": 12, "Bob": 6, "Cid": 12}, res.Scores)
	assert.Equal(t, []string{"Ann"}, res.Winners)
	require.Len(t, res.Detail, 3)
	assert.True(t, strings.HasPrefix(res.Detail[1], "Bob: 6 ("), res.Detail[1])
	assert.Equal(t, "tie on points, broken by the largest payment each could make: Ann 37, Cid 28", res.TieBreak)
	fr := finishedExample(t).FinalResult(pbem.French)
	assert.True(t, strings.HasPrefix(fr.Detail[1], "Bob : 6 ("), fr.Detail[1])
	assert.Nil(t, postGame(t).FinalResult(pbem.English), "no result while playing")
}
