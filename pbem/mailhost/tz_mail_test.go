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

// newZonedRemindWorld is a remind world whose Ann lives in Paris and Bob,
// who reads French, in New York.
func newZonedRemindWorld(t *testing.T, deadline string) *remindWorld {
	t.Helper()
	w := &remindWorld{mailWorld: newMailWorld(t), now: testkit.TestNow}
	require.NoError(t, os.Remove(w.path))
	_, err := testkit.PalazzoGames.Create(pbem.NewGame{Game: "palazzo", Players: []string{"Ann", "Bob"}, Seed: testkit.TestSeed,
		Now: testkit.TestNow, Out: w.path, Deadline: deadline, Emails: map[string]string{"Ann": annAddr, "Bob": bobAddr},
		Langs: map[string]string{"Bob": "fr"}, Zones: map[string]string{"Ann": "Europe/Paris", "Bob": "America/New_York"}})
	require.NoError(t, err)
	w.host.Now = func() time.Time { return w.now }
	return w
}

// Each reader of a reminder reads its times in their own zone, labelled;
// the record keeps UTC.
func TestRemindTimesInEachReadersZone(t *testing.T) {
	w := newZonedRemindWorld(t, "3d")
	m := func() sentMail { return w.only(annAddr) }
	require.Len(t, w.remindAt(37*time.Hour), 1)
	assert.Contains(t, m().words(), "waited for your decision since 2026-11-22 00:55 CET. Its deadline is 3d per decision: it passes at 2026-11-25 00:55 CET.")

	require.Len(t, w.remindAt(73*time.Hour), 1)
	mails := w.sent()
	require.Len(t, mails, 2)
	for _, m := range mails {
		if strings.Contains(m.header("To"), annAddr) {
			assert.Contains(t, m.words(), "since 2026-11-22 00:55 CET, and the deadline (3d) passed at 2026-11-25 00:55 CET")
		} else {
			assert.Contains(t, m.words(), "depuis le 2026-11-21 18:55 EST, et le délai (3d) a expiré le 2026-11-24 18:55 EST")
			assert.NotContains(t, m.words(), "UTC")
		}
	}
	assert.Contains(t, testkit.ReadFile(t, w.path), "\n!remind Ann deadline @2026-11-25T00:55:00Z\n", "the file keeps UTC")
}

// "!status" words its times in the reader's zone, in their language, with
// the offset of the date itself: a game waiting since July is in summer
// time, one since November in winter time.
func TestInboxStatusInTheReadersZone(t *testing.T) {
	w := sentWorld(t, "")
	summer := time.Date(2026, 7, 1, 8, 0, 0, 0, time.UTC)
	other := filepath.Join(w.games, "other.pbem")
	_, err := testkit.PalazzoGames.Create(pbem.NewGame{Game: "palazzo", Players: []string{"Bo", "Ann"}, Seed: strings.Repeat("ab", 32), Now: summer,
		Out: other, Deadline: "3d", Emails: map[string]string{"Ann": annAddr, "Bo": bobAddr}})
	require.NoError(t, err)
	_, err = testkit.PalazzoGames.SetZone(w.path, "Ann", "Europe/Paris")
	require.NoError(t, err)
	f, err := testkit.PalazzoGames.Load(w.path)
	require.NoError(t, err)

	res := w.receive(w.reply(w.only(annAddr), "!status", replyOptions{}))
	require.Equal(t, OutcomeApplied, res.Outcome, res.String())
	words := w.only(annAddr).words()
	assert.Contains(t, words, f.Header.ID+": your turn; waits for Ann 2026-11-22 00:55 CET")
	assert.Contains(t, words, "waits for Bo 2026-07-01 10:00 CEST → 2026-07-04 10:00 CEST")
	assert.NotContains(t, words, "UTC")

	// In French, Ann's answer says the same times.
	src := strings.Replace(testkit.ReadFile(t, w.path), "name = \"Ann\"", "name = \"Ann\"\nlang = \"fr\"", 1)
	require.NoError(t, os.WriteFile(w.path, []byte(src), 0o644))
	_, err = w.host.Send(w.path, "Ann")
	require.NoError(t, err)
	res = w.receive(w.reply(w.only(annAddr), "!status", replyOptions{}))
	require.Equal(t, OutcomeApplied, res.Outcome, res.String())
	words = w.only(annAddr).words()
	assert.Contains(t, words, "à vous de jouer ; attend Ann 2026-11-22 00:55 CET")
	assert.Contains(t, words, "attend Bo 2026-07-01 10:00 CEST → 2026-07-04 10:00 CEST")
}

// "!tz Europe/Paris" sets the writer's own zone, in place, answers them
// alone, and their next reminder reads in it; a zone that is not one is
// refused in their language and changes nothing; "!tz UTC" removes it.
func TestMailTZSetsOnesOwnZone(t *testing.T) {
	w := sentWorld(t, "")
	w.host.Now = func() time.Time { return time.Date(2026, 7, 1, 8, 0, 0, 0, time.UTC) }
	annTurn := w.only(annAddr)
	res := w.receive(w.reply(annTurn, "!tz Europe/Paris", replyOptions{}))
	require.Equal(t, OutcomeApplied, res.Outcome, res.String())
	answer := w.only(annAddr)
	assert.Contains(t, answer.header("Subject"), "time zone set")
	assert.Contains(t, answer.words(), "in your time zone, Europe/Paris: this mail was written at 2026-07-01 10:00 CEST.")
	src := testkit.ReadFile(t, w.path)
	assert.Contains(t, src, "name = \"Ann\"\nemail = \""+annAddr+"\"\ntz = \"Europe/Paris\"\n")
	assert.Equal(t, 1, strings.Count(src, "tz = "), "Bob's zone is his own")
	assert.NotContains(t, src, "!tz", "a zone is not an event of the game")

	// Bob, in French, with a zone that is not one; then a real one.
	src = strings.Replace(src, "name = \"Bob\"", "name = \"Bob\"\nlang = \"fr\"", 1)
	require.NoError(t, os.WriteFile(w.path, []byte(src), 0o644))
	_, err := w.host.Send(w.path, "Bob")
	require.NoError(t, err)
	turn := w.only(bobAddr)
	res = w.receive(w.reply(turn, "!tz Mars/Olympus", replyOptions{}))
	require.Equal(t, OutcomeRefused, res.Outcome, res.String())
	refusal := w.only(bobAddr)
	assert.Contains(t, refusal.header("Subject"), "fuseau horaire non enregistré")
	assert.Contains(t, refusal.words(), "« Mars/Olympus » n'est pas un fuseau horaire.")
	assert.Equal(t, src, testkit.ReadFile(t, w.path))

	res = w.receive(w.reply(turn, "!tz "+strings.Repeat("é", 5000), replyOptions{}))
	require.Equal(t, OutcomeRefused, res.Outcome, res.String())
	assert.Less(t, len(w.only(bobAddr).env.Text), 2000, "a long zone is not quoted at length")

	res = w.receive(w.reply(turn, "!tz America/Montreal", replyOptions{}))
	require.Equal(t, OutcomeApplied, res.Outcome, res.String())
	assert.Contains(t, w.only(bobAddr).words(), "dans votre fuseau, America/Montreal : ce mail a été écrit le 2026-07-01 04:00 EDT.")

	res = w.receive(w.reply(annTurn, "!tz utc", replyOptions{}))
	require.Equal(t, OutcomeApplied, res.Outcome, res.String())
	assert.Contains(t, w.only(annAddr).words(), "now print times in UTC, as when no zone is set: this mail was written at 2026-07-01 08:00 UTC.")
	assert.NotContains(t, testkit.ReadFile(t, w.path), "Europe/Paris")
}
