package mailhost

import (
	"encoding/hex"
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

const annSeed = "00112233445566778899aabbccddeeff"

// newSeedWorld is newMailWorld with a sealed game that awaits Ann's and
// Bob's seeds, for three days.
func newSeedWorld(t *testing.T) *mailWorld {
	t.Helper()
	dir := t.TempDir()
	w := &mailWorld{t: t, games: filepath.Join(dir, "games"), outbox: filepath.Join(dir, "outbox")}
	require.NoError(t, os.Mkdir(w.games, 0o755))
	w.path = filepath.Join(w.games, "g.pbem")
	_, err := testkit.PalazzoGames.CreateAwaiting(pbem.NewGame{Game: "palazzo", Players: []string{"Ann", "Bob"},
		Seed: testkit.TestSeed, Now: testkit.TestNow, Out: w.path, Sealed: true, AwaitSeeds: true, SeedWait: "3d",
		Emails: map[string]string{"Ann": annAddr, "Bob": bobAddr}})
	require.NoError(t, err)
	w.host = &Host{Games: testkit.PalazzoGames, From: hostAddr, Plus: true, Outbox: MaildirOutbox{Dir: w.outbox},
		Now: func() time.Time { return testkit.TestNow }}
	w.inbox = &Inbox{Host: w.host, GamesDir: w.games, Archive: Archive{Dir: filepath.Join(w.games, "archive")}}
	return w
}

// invitations sends the invitations and returns Ann's and Bob's.
func (w *mailWorld) invitations() (ann, bob sentMail) {
	w.t.Helper()
	_, err := w.host.Send(w.path, "")
	require.NoError(w.t, err)
	mails := w.sent()
	require.Len(w.t, mails, 2)
	return mails[0], mails[1]
}

func TestSeedByMail(t *testing.T) {
	w := newSeedWorld(t)
	ann, bob := w.invitations()
	f, err := testkit.PalazzoGames.Load(w.path)
	require.NoError(t, err)
	words := ann.words()
	assert.Contains(t, ann.header("Subject"), "you are invited")
	assert.Contains(t, words, f.Header.ID)
	assert.Contains(t, words, f.Header.Commitment)
	assert.Contains(t, words, `"!seed"`)
	assert.Contains(t, words, "2026-11-24 23:55 UTC", "the seed-wait's end")
	assert.Contains(t, bob.header("To"), bobAddr)

	res := w.receive(w.reply(ann, "!seed "+strings.ToUpper(annSeed), replyOptions{}))
	assert.Equal(t, OutcomeApplied, res.Outcome, res.Note)
	given := w.only(annAddr)
	assert.Contains(t, given.words(), "1 of 2 seeds are given")
	assert.Contains(t, testkit.ReadFile(t, w.path), "!Ann: seed "+annSeed+" @")

	res = w.receive(w.reply(ann, "!seed 0123456789abcdef0123456789abcdef", replyOptions{}))
	assert.Equal(t, OutcomeRefused, res.Outcome)
	assert.Contains(t, w.only(annAddr).words(), "Ann gave a seed already")

	res = w.receive(w.reply(bob, "no seed from me, thanks", replyOptions{}))
	assert.Equal(t, OutcomeRefused, res.Outcome)
	assert.Contains(t, w.only(bobAddr).header("Subject"), "you are invited", "the invitation again")

	res = w.receive(w.reply(bob, "!seed", replyOptions{}))
	assert.Equal(t, OutcomeApplied, res.Outcome, res.Note)
	mails := w.sent()
	require.Len(t, mails, 2, "Bob's answer, then the first turn mail")
	assert.Contains(t, mails[0].header("Subject"), "seed recorded")
	assert.Contains(t, mails[1].header("Subject"), "your move")

	f, err = testkit.PalazzoGames.Load(w.path)
	require.NoError(t, err)
	r, err := f.Replay(-1)
	require.NoError(t, err)
	host, _ := pbem.ParseSeed(testkit.TestSeed)
	b, _ := hex.DecodeString(annSeed)
	assert.Equal(t, pbem.DeriveSeed(host, []pbem.Contribution{{Name: "Ann", Entropy: b}}), r.Seed)

	res = w.receive(w.reply(bob, "!seed "+annSeed, replyOptions{}))
	assert.Equal(t, OutcomeRefused, res.Outcome, "a seed after the deal")
	assert.Contains(t, w.only(bobAddr).words(), "dealt already")
}

func TestSeedWaitClosedByRemind(t *testing.T) {
	w := newSeedWorld(t)
	ann, _ := w.invitations()
	w.receive(w.reply(ann, "!seed "+annSeed, replyOptions{}))
	w.sent()
	sent, failed := w.host.Remind([]string{w.path})
	require.Empty(t, failed)
	assert.Empty(t, sent, "the seed-wait has not passed")

	w.host.Now = func() time.Time { return testkit.TestNow.Add(72 * time.Hour) }
	due, failed := w.host.RemindDry([]string{w.path})
	require.Empty(t, failed)
	require.Len(t, due, 1)
	assert.Equal(t, SeedsClosedKind, due[0].Kind)
	sent, failed = w.host.Remind([]string{w.path})
	require.Empty(t, failed)
	require.Len(t, sent, 1)
	assert.NotEmpty(t, sent[0].Mailed, "the first turn mails")
	assert.Contains(t, testkit.ReadFile(t, w.path), "!seed close @2026-11-24T23:55:00Z")
	f, err := testkit.PalazzoGames.Load(w.path)
	require.NoError(t, err)
	_, err = f.Replay(-1)
	require.NoError(t, err, "dealt")
}

func TestSeedWaitClosedByInbox(t *testing.T) {
	w := newSeedWorld(t)
	ann, _ := w.invitations()
	w.host.Now = func() time.Time { return testkit.TestNow.Add(73 * time.Hour) }
	res := w.receive(w.reply(ann, "!seed "+annSeed, replyOptions{}))
	assert.Equal(t, OutcomeApplied, res.Outcome, "the turn mails went out")
	src := testkit.ReadFile(t, w.path)
	assert.Contains(t, src, "!seed close")
	assert.NotContains(t, src, "!Ann: seed")
	var refused bool
	for _, m := range w.sent() {
		refused = refused || strings.Contains(m.words(), "the time for seeds has passed")
	}
	assert.True(t, refused, "Ann is told her seed came too late")
}

// TestDigestSkipsGameAwaitingSeeds: the daily digest lists decisions to
// make; a game not dealt yet has none, and is no failure.
func TestDigestSkipsGameAwaitingSeeds(t *testing.T) {
	w := newSeedWorld(t)
	digests, failed, err := w.host.digests([]string{w.path})
	require.NoError(t, err)
	assert.Empty(t, failed)
	assert.Empty(t, digests)
}
