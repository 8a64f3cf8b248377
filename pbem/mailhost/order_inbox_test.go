package mailhost

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/pbem-games/pbem/pbem"
	"github.com/pbem-games/pbem/pbem/internal/testkit"
)

// TestReplyFiresStandingOrders: a reply by mail that brings Bob's turn
// fires his standing order in the same write, so Bob gets no turn mail
// for the bid his order made and the auction comes straight back to Ann.
// Ann's mail shows Bob's bid, and nothing of Bob's order but its mark.
func TestReplyFiresStandingOrders(t *testing.T) {
	w := sentWorld(t, "")
	w.receive(w.reply(w.only(annAddr), "draw", replyOptions{}))
	second := w.only(annAddr)
	_, err := testkit.PalazzoGames.PlaceOrder(w.path, pbem.OrderRequest{As: "Bob", Text: "bid up to 20 or pass until auction"})
	require.NoError(t, err)

	res := w.receive(w.reply(second, "auction", replyOptions{}))
	require.Equal(t, OutcomeApplied, res.Outcome, res.String())
	require.Len(t, res.Moves, 2, "Ann's auction, then Bob's bid")
	assert.True(t, strings.HasPrefix(res.Moves[1], "bid "), res.Moves[1])
	record := w.record()
	assert.Contains(t, record[len(record)-1], "Bob: "+res.Moves[1])
	assert.Contains(t, record[len(record)-1], "{order 1}")
	next := w.only(annAddr) // Bob is not asked: his order answered
	assert.Contains(t, next.words(), res.Moves[1])
	assert.NotContains(t, next.words(), "up to 20", "nothing of Bob's order but its move")
}
