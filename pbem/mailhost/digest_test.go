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

// digestWorld is a mail world with two games in its folder, both
// awaiting Ann first, with a deadline of 72h; Ann chose mails (in both),
// Bob none.
func newDigestWorld(t *testing.T, mails string) *remindWorld {
	t.Helper()
	w := newRemindWorld(t, "72h")
	second := filepath.Join(w.games, "g2.pbem")
	_, err := testkit.PalazzoGames.Create(pbem.NewGame{Game: "palazzo", Players: []string{"Ann", "Bob"}, Seed: testkit.TestSeed,
		Now: testkit.TestNow.Add(time.Hour), Out: second, Emails: map[string]string{"Ann": "ANN@example.org", "Bob": bobAddr}})
	require.NoError(t, err)
	for _, path := range []string{w.path, second} {
		setPlayerKey(t, path, "Ann", "mails", mails)
	}
	return w
}

// digestAt runs remind --digest at testNow + after.
func (w *remindWorld) digestAt(after time.Duration) []Digest {
	w.t.Helper()
	w.now = testkit.TestNow.Add(after)
	files, err := pbem.GamePaths([]string{w.games})
	require.NoError(w.t, err)
	sent, failed, err := w.host.Digests(w.games, files)
	require.NoError(w.t, err)
	require.Empty(w.t, failed)
	return sent
}

// TestDigestOncePerDay: Ann gets one digest listing her two games, in
// her language, with her own reply addresses; a second run the same day
// sends nothing; the next day she gets another. Bob, who chose no
// digest, gets none.
func TestDigestOncePerDay(t *testing.T) {
	w := newDigestWorld(t, pbem.MailsDigest)
	setPlayerKey(t, w.path, "Ann", "lang", "fr")

	files, err := pbem.GamePaths([]string{w.games})
	require.NoError(t, err)
	due, _, err := w.host.DigestsDry(w.games, files)
	require.NoError(t, err)
	require.Len(t, due, 1)
	assert.Empty(t, w.sent(), "a dry run mails nothing")

	sent := w.digestAt(2 * time.Hour)
	require.Len(t, sent, 1)
	assert.Equal(t, annAddr, sent[0].Email)
	assert.Equal(t, "fr", sent[0].Lang, "the language of her entries: fr once, the default once, fr first")
	require.Len(t, sent[0].Games, 2)
	assert.Equal(t, w.path, sent[0].Games[0].File, "the oldest wait first")
	m := w.only(annAddr)
	assert.Equal(t, "[pbem] 2 parties attendent votre décision", m.header("Subject"))
	assert.Contains(t, m.words(), "Palazzo pz-630dcd2966c4, en tant que Ann : depuis le 2026-11-21 23:55 UTC, délai jusqu'au 2026-11-24 23:55 UTC.")
	assert.Contains(t, m.text(), "host+pz-630dcd2966c4."+tokenOf(t, w.path, "Ann")+"@example.org", "her own reply address")
	assert.NotContains(t, string(m.raw), tokenOf(t, w.path, "Bob"))
	assert.Equal(t, "<digest.2026-11-22."+shortHash(annAddr)+"@example.org>", m.header("Message-ID"))

	assert.Empty(t, w.digestAt(20*time.Hour), "the same day (UTC): nothing twice")
	assert.Empty(t, w.sent())
	assert.Len(t, w.digestAt(26*time.Hour), 1, "the next day, a new digest")
	assert.Contains(t, w.only(annAddr).header("Message-ID"), "<digest.2026-11-23.")
	info, err := os.Stat(filepath.Join(w.games, DigestFile))
	require.NoError(t, err)
	assert.Equal(t, os.FileMode(0o600), info.Mode().Perm(), "the record names addresses: the host's alone")
	rec := testkit.ReadFile(t, filepath.Join(w.games, DigestFile))
	assert.Equal(t, "2026-11-22\tann@example.org\tsent\t<digest.2026-11-22."+shortHash(annAddr)+"@example.org>\n"+
		"2026-11-23\tann@example.org\tsent\t<digest.2026-11-23."+shortHash(annAddr)+"@example.org>\n", rec)
}

// TestDigestNoneWithoutGamesToAct: an address that is not to act anywhere
// gets nothing, and "turns" (the default) gets no digest.
func TestDigestNoneWithoutGamesToAct(t *testing.T) {
	w := newDigestWorld(t, pbem.MailsTurns)
	assert.Empty(t, w.digestAt(time.Hour))
	w = newDigestWorld(t, pbem.MailsBoth)
	setPlayerKey(t, w.path, "Bob", "mails", pbem.MailsDigest)
	sent := w.digestAt(time.Hour)
	require.Len(t, sent, 1, "Bob is not to act: no digest for him")
	assert.Equal(t, annAddr, sent[0].Email)
}

// TestDigestCrashSafe: a run killed before the server took a digest, or
// after but before it was noted, sends it on the next run (the same
// Message-ID, so it is one message to the reader); none is lost, and a
// run after it sends nothing.
func TestDigestCrashSafe(t *testing.T) {
	for _, point := range []string{"digest-sending", "digest-sent"} {
		t.Run(point, func(t *testing.T) {
			w := newDigestWorld(t, pbem.MailsDigest)
			crashPoint = func(p string) {
				if p == point {
					panic(crash{p})
				}
			}
			func() {
				defer func() {
					crashPoint = func(string) {}
					_, killed := recover().(crash)
					require.True(t, killed)
				}()
				w.digestAt(time.Hour)
			}()
			first := w.sent()
			if point == "digest-sending" {
				assert.Empty(t, first)
			} else {
				require.Len(t, first, 1)
			}
			require.Len(t, w.digestAt(2*time.Hour), 1, "the next run finishes the job")
			again := w.only(annAddr)
			if len(first) == 1 {
				assert.Equal(t, first[0].header("Message-ID"), again.header("Message-ID"))
			}
			assert.Empty(t, w.digestAt(3*time.Hour))
		})
	}
}

// TestDigestPlayerGetsNoTurnMail: mails = "digest" stops Ann's turn mails
// (one named with to still goes); "both" keeps them.
func TestDigestPlayerGetsNoTurnMail(t *testing.T) {
	w := newDigestWorld(t, pbem.MailsDigest)
	mails, err := w.host.Send(w.path, "")
	require.NoError(t, err)
	assert.Empty(t, mails)
	assert.Empty(t, w.sent())
	_, err = w.host.Send(w.path, "Ann")
	require.NoError(t, err)
	w.only(annAddr)

	w = newDigestWorld(t, pbem.MailsBoth)
	_, err = w.host.Send(w.path, "")
	require.NoError(t, err)
	assert.True(t, strings.Contains(w.only(annAddr).header("Subject"), "your move"))
}

// TestDigestLocked: while one run holds the record's lock, another sends
// nothing and says why, as a conflict (exit 5).
func TestDigestLocked(t *testing.T) {
	w := newDigestWorld(t, pbem.MailsDigest)
	unlock, err := lockDigests(w.games)
	require.NoError(t, err)
	defer unlock()
	files, err := pbem.GamePaths([]string{w.games})
	require.NoError(t, err)
	_, _, err = w.host.Digests(w.games, files)
	require.ErrorIs(t, err, pbem.ErrConflict)
	assert.Empty(t, w.sent())
}
