package mailhost

import (
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/pbem-games/pbem/pbem"
	"github.com/pbem-games/pbem/pbem/internal/testkit"
)

// TestLapseIsToldInTheOwnersTurnMailOnly: Bob's order lapses when Ann's
// reply brings his turn; his turn mail says why, in his language, in its
// text and HTML; no other mail says anything of it.
func TestLapseIsToldInTheOwnersTurnMailOnly(t *testing.T) {
	for _, tc := range []struct{ lang, want, reason string }{
		{"", "Your order 1 (bid up to 4) lapsed:", "above your 4"},
		{"fr", "Votre ordre 1 (bid up to 4) est tombé :", "au-dessus de vos 4"},
	} {
		t.Run("lang "+tc.lang, func(t *testing.T) {
			w := sentWorld(t, "")
			if tc.lang != "" {
				game, err := os.ReadFile(w.path)
				require.NoError(t, err)
				game = []byte(strings.Replace(string(game), `name = "Bob"`, `name = "Bob"`+"\nlang = \""+tc.lang+"\"", 1))
				require.NoError(t, os.WriteFile(w.path, game, 0o644))
			}
			w.receive(w.reply(w.only(annAddr), "draw", replyOptions{}))
			second := w.only(annAddr)
			_, err := testkit.PalazzoGames.PlaceOrder(w.path, pbem.OrderRequest{As: "Bob", Text: "bid up to 4"})
			require.NoError(t, err)
			res := w.receive(w.reply(second, "auction", replyOptions{}))
			require.Equal(t, OutcomeApplied, res.Outcome, res.String())
			require.Len(t, res.Moves, 1, "Bob's order plays nothing")
			mails := w.sent()
			require.NotEmpty(t, mails)
			told := 0
			for _, m := range mails {
				if strings.Contains(m.header("To"), bobAddr) {
					told++
					assert.Contains(t, m.words(), tc.want)
					assert.Contains(t, m.words(), tc.reason)
					assert.Contains(t, m.env.HTML, tc.reason)
					continue
				}
				assert.NotContains(t, m.words(), "lapsed")
				assert.NotContains(t, m.words(), "bid up to")
			}
			require.Equal(t, 1, told, "Bob's turn mail")
			ann, err := w.host.Send(w.path, "Ann")
			require.NoError(t, err)
			require.Len(t, ann, 1)
			assert.NotContains(t, ann[0].Body, "up to 4", "Ann's mail tells nothing of Bob's order")
			w.sent()
			bob, err := w.host.Send(w.path, "Bob")
			require.NoError(t, err)
			assert.Contains(t, strings.Join(strings.Fields(bob[0].Body), " "), tc.want, "every mail of this decision says it")
		})
	}
}
