package mailhost

import (
	"os"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/pbem-games/pbem/pbem"
	"github.com/pbem-games/pbem/pbem/internal/testkit"
)

// hostingWorld is a game of Ann (English), Bob (French, in Paris, on the
// daily digest only) and Cid, with a 72h deadline and an observer, Kib:
// the features of issue 26 together. all keeps every mail sent.
type hostingWorld struct {
	*remindWorld
	all []sentMail
}

func newHostingWorld(t *testing.T) *hostingWorld {
	t.Helper()
	press := newPressWorld(t, map[string]string{"Bob": "fr"})
	require.NoError(t, os.Remove(press.path))
	_, err := testkit.PalazzoGames.Create(pbem.NewGame{Game: "palazzo", Players: []string{"Ann", "Bob", "Cid"},
		Seed: testkit.TestSeed, Now: testkit.TestNow, Out: press.path, Deadline: "72h", Langs: map[string]string{"Bob": "fr"},
		Emails: map[string]string{"Ann": annAddr, "Bob": bobAddr, "Cid": cidAddr}})
	require.NoError(t, err)
	setPlayerKey(t, press.path, "Bob", "tz", "Europe/Paris")
	setPlayerKey(t, press.path, "Bob", "mails", pbem.MailsDigest)
	w := &hostingWorld{remindWorld: &remindWorld{mailWorld: press, now: testkit.TestNow}}
	w.host.Now = func() time.Time { return w.now }
	observed(t, w.mailWorld, false)
	return w
}

// take returns the mails sent since the last call, and keeps them.
func (w *hostingWorld) take() []sentMail {
	mails := w.sent()
	w.all = append(w.all, mails...)
	return mails
}

// checkNoLeak checks every mail sent: none holds the token of a player
// it is not addressed to, the observer's none at all; Ann's private word
// to Bob reaches nobody else; each has its own Message-ID.
func (w *hostingWorld) checkNoLeak(t *testing.T, secret string) {
	t.Helper()
	tokens := map[string]string{annAddr: tokenOf(t, w.path, "Ann"), bobAddr: tokenOf(t, w.path, "Bob"),
		cidAddr: tokenOf(t, w.path, "Cid")}
	ids := map[string]bool{}
	for _, m := range w.all {
		reader := addressOf(m.header("To"))
		for addr, token := range tokens {
			if addr != reader {
				assert.NotContains(t, string(m.raw), token, "%s's token in a mail to %s: %s", addr, reader, m.header("Subject"))
			}
		}
		if reader != bobAddr && reader != annAddr { // Bob is told it, Ann that it went
			assert.NotContains(t, m.words(), secret, "the private word in a mail to %s", reader)
		}
		id := m.header("Message-ID")
		assert.False(t, ids[id], "Message-ID %s twice (%s)", id, m.header("Subject"))
		ids[id] = true
	}
}

// TestHostingFeaturesTogether: a private word, an away notice of a
// digest-only French player in Paris, turns, reminders, the digest and
// the observer's mails, all in one game: no token crosses, no private
// word reaches another, every Message-ID is new, and reruns send nothing.
func TestHostingFeaturesTogether(t *testing.T) {
	w := newHostingWorld(t)
	_, err := w.host.Send(w.path, "")
	require.NoError(t, err)
	turn := to(w.take(), annAddr)
	require.Len(t, turn, 1)
	const secret = "un pacte secret"
	res := w.receive(w.reply(turn[0], "!say @Bob "+secret, replyOptions{}))
	require.Equal(t, OutcomeApplied, res.Outcome, res.String())
	relay := to(w.take(), bobAddr)
	require.Len(t, relay, 1)
	res = w.receive(w.reply(relay[0], "!away 2026-11-23..2026-11-25", replyOptions{}))
	require.Equal(t, OutcomeApplied, res.Outcome, res.String())
	w.take()
	res = w.receive(w.reply(turn[0], w.legal("Ann")[0], replyOptions{}))
	require.Equal(t, OutcomeApplied, res.Outcome, res.String())
	w.take()
	for _, after := range []time.Duration{time.Hour, 40 * time.Hour, 6 * 24 * time.Hour} {
		w.remindAt(after)
		w.digestAt(after)
		w.take()
		w.remindAt(after)
		w.digestAt(after)
		assert.Empty(t, w.take(), "a rerun at %v sends nothing again", after)
	}
	assert.NotEmpty(t, to(w.all, kibAddr), "the observer was mailed")
	assert.NotEmpty(t, to(w.all, cidAddr))
	w.checkNoLeak(t, secret)
	for _, m := range to(w.all, bobAddr) {
		assert.NotContains(t, m.words(), " UTC ", "Bob reads times in his zone: %s", m.header("Subject"))
	}
}

// TestObserverIsNotToldToReplyWithMoves: the post in an observer's mail
// leaves out the forum's "To play, reply in this thread" (an observer's
// reply is never a move), in English and French.
func TestObserverIsNotToldToReplyWithMoves(t *testing.T) {
	for _, lang := range []string{"en", "fr"} {
		w := newMailWorld(t)
		observed(t, w, false)
		if lang == "fr" {
			setPlayerKey(t, w.path, "Ann", "lang", "fr")
			setPlayerKey(t, w.path, "Bob", "lang", "fr")
		}
		_, err := w.host.Send(w.path, "")
		require.NoError(t, err)
		kib := to(w.sent(), kibAddr)
		require.Len(t, kib, 1)
		assert.NotContains(t, kib[0].words(), "To play, reply", lang)
		assert.NotContains(t, kib[0].words(), "Pour jouer", lang)
		assert.Contains(t, kib[0].words(), "Ann", lang)
	}
}
