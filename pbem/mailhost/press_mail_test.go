package mailhost

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/pbem-games/pbem/pbem"
	"github.com/pbem-games/pbem/pbem/internal/testkit"
)

const cidAddr = "cid@example.org"

// newPressWorld is newMailWorld with a third player, Cid, who is told
// nothing of the private press between Ann and Bob; langs gives the
// players' languages (optional).
func newPressWorld(t testing.TB, langs map[string]string) *mailWorld {
	t.Helper()
	dir := t.TempDir()
	w := &mailWorld{t: t, games: filepath.Join(dir, "games"), outbox: filepath.Join(dir, "outbox")}
	require.NoError(t, os.Mkdir(w.games, 0o755))
	w.path = filepath.Join(w.games, "g.pbem")
	_, err := testkit.PalazzoGames.Create(pbem.NewGame{Game: "palazzo", Players: []string{"Ann", "Bob", "Cid"},
		Seed: testkit.TestSeed, Now: testkit.TestNow, Out: w.path, Langs: langs,
		Emails: map[string]string{"Ann": annAddr, "Bob": bobAddr, "Cid": cidAddr}})
	require.NoError(t, err)
	w.host = &Host{Games: testkit.PalazzoGames, From: hostAddr, Plus: true, Outbox: MaildirOutbox{Dir: w.outbox},
		Now: func() time.Time { return testkit.TestNow }}
	w.inbox = &Inbox{Host: w.host, GamesDir: w.games, Archive: Archive{Dir: filepath.Join(w.games, "archive")}}
	return w
}

// to returns the mails of mails sent to addr.
func to(mails []sentMail, addr string) []sentMail {
	var out []sentMail
	for _, m := range mails {
		if strings.Contains(m.header("To"), "<"+addr+">") || m.header("To") == addr {
			out = append(out, m)
		}
	}
	return out
}

// TestMailPrivatePress: "!say @Bob text" goes to Bob only, in a mail of
// the host with Bob's own reply address and nothing of Ann's token; Ann
// is told; the record is unchanged and the press file holds the word.
func TestMailPrivatePress(t *testing.T) {
	w := newPressWorld(t, nil)
	_, err := w.host.Send(w.path, "")
	require.NoError(t, err)
	turn := w.only(annAddr)
	before := testkit.ReadFile(t, w.path)
	res := w.receive(w.reply(turn, "!say @bob shall we share Florence?", replyOptions{}))
	assert.Equal(t, OutcomeApplied, res.Outcome, res.String())
	assert.Equal(t, []string{"Bob"}, res.Mailed)
	assert.Equal(t, before, testkit.ReadFile(t, w.path), "private press stays out of the record")
	mails := w.sent()
	require.Len(t, to(mails, bobAddr), 1)
	relay := to(mails, bobAddr)[0]
	assert.Contains(t, relay.words(), "Ann says to you privately (to Bob only): shall we share Florence?")
	annToken, bobToken := tokenOf(t, w.path, "Ann"), tokenOf(t, w.path, "Bob")
	assert.NotContains(t, string(relay.raw), annToken, "Ann's token never reaches Bob")
	assert.Contains(t, relay.header("Reply-To"), bobToken, "Bob answers with his own token")
	require.Len(t, to(mails, annAddr), 1)
	assert.Contains(t, to(mails, annAddr)[0].words(), "Your private word went to Bob only")
	assert.Empty(t, to(mails, cidAddr), "Cid is told nothing")
	press, err := pbem.ReadPress(w.path)
	require.NoError(t, err)
	require.Len(t, press, 1)
	assert.Equal(t, []string{"Bob"}, press[0].To)
	info, err := os.Stat(w.path + pbem.PressSuffix)
	require.NoError(t, err)
	assert.Equal(t, os.FileMode(0o600), info.Mode().Perm(), "the press file is the host's only")

	// Several readers, and one who is not a player: refused, nothing kept.
	res = w.receive(w.reply(turn, "!say @Bob @Cid hello both", replyOptions{}))
	assert.Equal(t, []string{"Bob", "Cid"}, res.Mailed, res.String())
	w.sent()
	res = w.receive(w.reply(turn, "!say @Dan hello", replyOptions{}))
	assert.Equal(t, OutcomeRefused, res.Outcome, res.String())
	assert.Contains(t, w.only(annAddr).words(), "@Dan names no player")
	press, err = pbem.ReadPress(w.path)
	require.NoError(t, err)
	assert.Len(t, press, 2)
}

// TestMailPrivatePressInFrench: the relay and the sender's answer are in
// each reader's language.
func TestMailPrivatePressInFrench(t *testing.T) {
	w := newPressWorld(t, map[string]string{"Ann": "fr", "Bob": "fr"})
	_, err := w.host.Send(w.path, "")
	require.NoError(t, err)
	turn := w.only(annAddr)
	res := w.receive(w.reply(turn, "!say @Bob on partage Florence ?", replyOptions{}))
	require.Equal(t, OutcomeApplied, res.Outcome, res.String())
	mails := w.sent()
	require.Len(t, to(mails, bobAddr), 1)
	assert.Contains(t, to(mails, bobAddr)[0].words(), "Ann vous dit en privé (à Bob seulement) : on partage Florence ?")
	assert.Contains(t, to(mails, annAddr)[0].words(), "Votre mot privé est allé à Bob seulement")
}

// pressScenario plays the same game in w, with Ann's private word to Bob
// when press is set, and returns the mails Cid got and the game file.
func pressScenario(t *testing.T, press bool) (cid []string, file string) {
	w := newPressWorld(t, nil)
	_, err := w.host.Send(w.path, "")
	require.NoError(t, err)
	turn := w.only(annAddr)
	said := w.reply(turn, "!say @Bob a secret deal", replyOptions{}) // numbers the next reply alike
	if press {
		w.receive(said)
		w.sent()
	}
	w.receive(w.reply(turn, w.legal("Ann")[0], replyOptions{}))
	for _, m := range to(w.sent(), cidAddr) {
		cid = append(cid, string(m.raw))
	}
	return cid, testkit.ReadFile(t, w.path)
}

// TestPrivatePressLeavesOthersUntold: Cid's mails and the shared game
// file are byte for byte the same with and without Ann's private word
// to Bob.
func TestPrivatePressLeavesOthersUntold(t *testing.T) {
	without, fileWithout := pressScenario(t, false)
	with, fileWith := pressScenario(t, true)
	assert.Equal(t, fileWithout, fileWith)
	assert.Equal(t, without, with)
	for _, m := range with {
		assert.NotContains(t, m, "secret deal")
	}
}

// TestPrivatePressCrashRerun: a run killed at any point while it relays
// a private word is finished by the next one: the word is kept once,
// and Bob and Ann get one mail each.
func TestPrivatePressCrashRerun(t *testing.T) {
	for crashAt := 1; crashAt <= 8; crashAt++ {
		w := newPressWorld(t, nil)
		_, err := w.host.Send(w.path, "")
		require.NoError(t, err)
		turn := w.only(annAddr)
		_, err = w.inbox.Store(w.reply(turn, "!say @Bob a word", replyOptions{}))
		require.NoError(t, err)
		point := runKilledAt(t, w.inbox, crashAt)
		runKilledAt(t, w.inbox, 0)
		mails := w.sent()
		bob, ann := len(to(mails, bobAddr)), len(to(mails, annAddr))
		if point == "sent" {
			// Killed between the server's answer and the spool's removal: the
			// spool sends that one mail again (spool.go), no other.
			assert.Equal(t, 3, bob+ann, "crash point %d (%s)", crashAt, point)
		} else {
			assert.Equal(t, [2]int{1, 1}, [2]int{bob, ann}, "crash point %d (%s)", crashAt, point)
		}
		press, err := pbem.ReadPress(w.path)
		require.NoError(t, err)
		assert.Len(t, press, 1, "crash point %d", crashAt)
	}
}

// runKilledAt runs in once, killed at its crash point number crashAt (0:
// never), and returns the point it was killed at ("" if none); the mails
// it queued are delivered by the next run.
func runKilledAt(t *testing.T, in *Inbox, crashAt int) (killedAt string) {
	n := 0
	crashPoint = func(point string) {
		if n++; n == crashAt {
			panic(crash{point})
		}
	}
	defer func() {
		crashPoint = func(string) {}
		if p := recover(); p != nil {
			c, killed := p.(crash)
			require.True(t, killed, "panic: %v", p)
			killedAt = c.point
		}
	}()
	results, err := in.Process()
	require.NoError(t, err)
	for _, r := range results {
		assert.NotEqual(t, OutcomeError, r.Outcome, r.String())
	}
	return ""
}
