package mailhost

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/pbem-games/pbem/pbem"
	"github.com/pbem-games/pbem/pbem/internal/testkit"
)

// TestDigestInTheReadersZone: a French player in Paris reads the times
// of her digest in her zone, as her turn mails and reminders.
func TestDigestInTheReadersZone(t *testing.T) {
	w := newDigestWorld(t, pbem.MailsDigest)
	setPlayerKey(t, w.path, "Ann", "lang", "fr")
	setPlayerKey(t, w.path, "Ann", "tz", "Europe/Paris")
	require.Len(t, w.digestAt(2*time.Hour), 1)
	m := w.only(annAddr)
	assert.Contains(t, m.words(), "Palazzo pz-630dcd2966c4, en tant que Ann : depuis le 2026-11-22 00:55 CET, délai jusqu'au 2026-11-25 00:55 CET.")
}

// TestDigestLeavesOutAwayDays: inside her away days Ann's digest does not
// list the game (nobody is nagged then, as remind); after them it does.
func TestDigestLeavesOutAwayDays(t *testing.T) {
	w := newDigestWorld(t, pbem.MailsDigest)
	_, err := w.host.Games.Away(w.path, pbem.SeatRequest{As: "Ann", Text: "2026-11-22..2026-11-24", Now: testkit.TestNow})
	require.NoError(t, err)
	sent := w.digestAt(12 * time.Hour)
	require.Len(t, sent, 1, "her other game, where she is not away, is listed")
	require.Len(t, sent[0].Games, 1)
	assert.NotEqual(t, w.path, sent[0].Games[0].File)
	w.sent()
	sent = w.digestAt(4 * 24 * time.Hour)
	require.Len(t, sent, 1)
	assert.Len(t, sent[0].Games, 2, "back: both games")
}

// TestDeadlineNoticeSparesTheAway: Ann's deadline passes while Bob is
// away: the notice goes to Ann, not to Bob (remind mails nothing to a
// player inside their away days).
func TestDeadlineNoticeSparesTheAway(t *testing.T) {
	w := newRemindWorld(t, "72h")
	_, err := w.host.Games.Away(w.path, pbem.SeatRequest{As: "Bob", Text: "2026-11-24..2026-11-26", Now: testkit.TestNow})
	require.NoError(t, err)
	w.remindAt(time.Hour) // the away notice to Ann
	w.sent()
	sent := w.remindAt(73 * time.Hour)
	require.Len(t, sent, 1)
	assert.Equal(t, pbem.RemindDeadline, sent[0].Kind)
	assert.Equal(t, []string{"Ann"}, sent[0].Mailed)
	assert.Contains(t, w.only(annAddr).words(), "the deadline (72h) passed", "Ann alone is mailed")
}
