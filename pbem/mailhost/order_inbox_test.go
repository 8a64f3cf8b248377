package mailhost

import (
	"fmt"
	"os"
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
	assert.Contains(t, record[len(record)-1], "{order}")
	next := w.only(annAddr) // Bob is not asked: his order answered
	assert.Contains(t, next.words(), res.Moves[1])
	assert.NotContains(t, next.words(), "up to 20", "nothing of Bob's order but its move")
}

// TestOrdersByMail: "!order", "!orders" and "!cancel order N" in a reply
// are answered to their player alone; an order given by mail fires in
// the reply that brings its owner's turn; a refused order is placed in
// the mail.
func TestOrdersByMail(t *testing.T) {
	w := sentWorld(t, "")
	annFirst := w.only(annAddr)
	_, err := w.host.Send(w.path, "Bob")
	require.NoError(t, err)
	bobMail := w.only(bobAddr)

	res := w.receive(w.reply(bobMail, "!order bid up to 20 or pass until auction\n!order next pass", replyOptions{}))
	require.Equal(t, OutcomeApplied, res.Outcome, res.String())
	answers := w.sent() // one answer a command, the last listing both orders
	require.Len(t, answers, 2, "to Bob only")
	for _, a := range answers {
		assert.Contains(t, a.header("To"), "<"+bobAddr+">")
		assert.Contains(t, a.header("Subject"), "your standing orders")
	}
	assert.Contains(t, answers[1].text(), "2  next pass (once)")

	res = w.receive(w.reply(bobMail, "!cancel order 2", replyOptions{}))
	require.Equal(t, OutcomeApplied, res.Outcome, res.String())
	assert.Contains(t, w.only(bobAddr).text(), "order 2 cancelled")

	res = w.receive(w.reply(bobMail, "!order bd up to 20", replyOptions{}))
	require.Equal(t, OutcomeRefused, res.Outcome, res.String())
	refusal := w.only(bobAddr).text()
	assert.Contains(t, refusal, `1:8: unknown order "bd"`, "placed at its line and column in the mail")
	assert.Contains(t, refusal, "bid up to 20", "with the nearest valid orders, the limit typed kept")

	w.receive(w.reply(annFirst, "draw", replyOptions{}))
	res = w.receive(w.reply(w.only(annAddr), "auction", replyOptions{}))
	require.Equal(t, OutcomeApplied, res.Outcome, res.String())
	assert.Contains(t, w.record()[len(w.record())-1], "{order}")
	w.only(annAddr)

	res = w.receive(w.reply(bobMail, "!orders", replyOptions{}))
	require.Equal(t, OutcomeApplied, res.Outcome, res.String())
	assert.Contains(t, w.only(bobAddr).text(), "1  bid up to 20 or pass (until the end of the auction)")
}

// TestOrderAnswersPassSpamAssassin scores the answers to standing orders
// by mail, in English and French, as TestMailsPassSpamAssassin scores the
// other kinds of mail.
func TestOrderAnswersPassSpamAssassin(t *testing.T) {
	bin := spamAssassinPath(t)
	var samples []spamSample
	for _, lang := range []string{"en", "fr"} {
		w := newMailWorld(t)
		if lang == "fr" { // the same game, Bob reading French
			require.NoError(t, os.Remove(w.path))
			_, err := testkit.PalazzoGames.Create(pbem.NewGame{Game: "palazzo", Players: []string{"Ann", "Bob"},
				Seed: testkit.TestSeed, Now: testkit.TestNow, Out: w.path,
				Emails: map[string]string{"Ann": annAddr, "Bob": bobAddr}, Langs: map[string]string{"Bob": "fr"}})
			require.NoError(t, err)
		}
		_, err := w.host.Send(w.path, "Bob")
		require.NoError(t, err)
		bobMail := w.only(bobAddr)
		w.receive(w.reply(bobMail, "!order bid up to 20 or pass until auction", replyOptions{}))
		w.receive(w.reply(bobMail, "!order bd up to 20", replyOptions{}))
		for i, m := range w.sent() {
			samples = append(samples, spamSample{fmt.Sprintf("orders by mail (%s), mail %d (%s)", lang, i+1, m.header("Subject")), m.raw})
		}
	}
	require.Len(t, samples, 4)
	require.Contains(t, samples[2].name, "vos ordres permanents", "Bob reads French")
	scores := spamScores(t, bin, samples)
	for _, s := range samples {
		sc, ok := scores[s.name]
		require.True(t, ok, "no score for %s", s.name)
		assert.Less(t, sc.score, spamLimit, "%s: %s", s.name, sc.tests)
	}
}
