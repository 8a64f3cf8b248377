package mailhost

import (
	"os"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/pbem-games/pbem/pbem"
	"github.com/pbem-games/pbem/pbem/internal/testkit"
)

// setPlayerKey adds key = value to the player name's table of the game
// at path.
func setPlayerKey(t *testing.T, path, name, key, value string) {
	t.Helper()
	src := testkit.ReadFile(t, path)
	at := "name = \"" + name + "\"\n"
	require.Contains(t, src, at)
	src = strings.Replace(src, at, at+key+" = \""+value+"\"\n", 1)
	require.NoError(t, os.WriteFile(path, []byte(src), 0o644))
}

// tokenOf returns the reply token of the player name in the game at path.
func tokenOf(t *testing.T, path, name string) string {
	t.Helper()
	f, err := testkit.PalazzoGames.Load(path)
	require.NoError(t, err)
	tokens, err := GameTokens(f)
	require.NoError(t, err)
	return tokens.Of(name)
}

// TestRemindSilentInsideAway: Ann, awaited, is away the 22nd to the
// 24th; her 72h clock stops then, so no reminder reaches her inside the
// window, and half her time passes three days later than it would have. Bob is told of her away days once, in French, with
// nothing of Ann's token.
func TestRemindSilentInsideAway(t *testing.T) {
	w := newRemindWorld(t, "72h")
	setPlayerKey(t, w.path, "Bob", "lang", "fr")
	_, err := w.host.Games.Away(w.path, pbem.SeatRequest{As: "Ann", Text: "2026-11-22..2026-11-24", Now: testkit.TestNow})
	require.NoError(t, err)

	due := w.dryAt(37 * time.Hour)
	require.Len(t, due, 1, "a dry run tells of the notice, and of no reminder")
	assert.Equal(t, pbem.AwayVerb, due[0].Kind)
	assert.Equal(t, []string{"Bob"}, due[0].Mailed)

	sent := w.remindAt(37 * time.Hour) // inside the window: half would have passed
	require.Len(t, sent, 1)
	assert.Equal(t, pbem.AwayVerb, sent[0].Kind)
	notice := w.only(bobAddr)
	assert.Contains(t, notice.header("Subject"), "Ann s'absentera")
	assert.Contains(t, notice.words(), "Ann s'absentera du 2026-11-22 au 2026-11-24")
	assert.NotContains(t, string(notice.raw), tokenOf(t, w.path, "Ann"), "nothing of Ann's token reaches Bob")
	assert.Contains(t, notice.header("Reply-To"), tokenOf(t, w.path, "Bob"), "Bob's own thread")

	assert.Empty(t, w.remindAt(38*time.Hour), "told once")
	assert.Empty(t, w.sent())
	assert.Empty(t, w.remindAt(4*24*time.Hour+11*time.Hour), "after the window, half her time has not passed yet")
	assert.Empty(t, w.sent())
	// Her clock ran 5 minutes before the window, then 35h55m after it.
	sent = w.remindAt(4*24*time.Hour + 12*time.Hour)
	require.Len(t, sent, 1)
	assert.Equal(t, pbem.RemindHalf, sent[0].Kind)
	assert.Equal(t, time.Date(2026, 11, 26, 11, 55, 0, 0, time.UTC), sent[0].Due)
	assert.Contains(t, w.only(annAddr).words(), "it passes at 2026-11-27 23:55 UTC", "the deadline moved by the three days")
}

// TestAwayByMail: "!away" in a reply records the window, answers the
// player and tells the other once; a window beyond the game's away_days
// is refused with why, and the file is left as it was.
func TestAwayByMail(t *testing.T) {
	w := newRemindWorld(t, "72h")
	src := strings.Replace(testkit.ReadFile(t, w.path), `deadline = "72h"`+"\n", `deadline = "72h"`+"\naway_days = 5\n", 1)
	require.NoError(t, os.WriteFile(w.path, []byte(src), 0o644))
	_, err := w.host.Send(w.path, "")
	require.NoError(t, err)
	turn := w.only(annAddr)

	res := w.receive(w.reply(turn, "!away 2026-12-01..2026-12-09", replyOptions{}))
	assert.Equal(t, OutcomeRefused, res.Outcome, res.String())
	refusal := w.only(annAddr)
	assert.Contains(t, refusal.words(), "Your away days were not recorded: you would be away 9 days in 2026: this game allows 5 a year (away_days).")
	assert.Equal(t, "Ann would be away 9 days in 2026: this game allows 5 a year (away_days)", res.Note)
	assert.Equal(t, src, testkit.ReadFile(t, w.path))

	res = w.receive(w.reply(turn, "!away 2026-12-01..2026-12-03", replyOptions{}))
	assert.Equal(t, OutcomeApplied, res.Outcome, res.String())
	assert.Equal(t, []string{"Bob"}, res.Mailed)
	assert.Contains(t, testkit.ReadFile(t, w.path), "\n!Ann: away 2026-12-01..2026-12-03 @2026-11-21T23:55:00Z\n")
	mails := w.sent()
	require.Len(t, mails, 2)
	var toAnn, toBob sentMail
	for _, m := range mails {
		if strings.Contains(m.header("To"), annAddr) {
			toAnn = m
		} else {
			toBob = m
		}
	}
	assert.Contains(t, toAnn.words(), "Your away days 2026-12-01..2026-12-03 (dates in UTC) are recorded")
	assert.Contains(t, toBob.words(), "Ann will be away from 2026-12-01 to 2026-12-03 (dates in UTC)")
	assert.Empty(t, w.remindAt(time.Hour), "remind does not tell Bob again")
	assert.Empty(t, w.sent())

	// Bob's next turn mail says so too.
	_, err = w.host.Games.Move(w.path, pbem.MoveRequest{As: "Ann", Moves: []pbem.MoveInput{{Text: "money", Origin: "move", Line: 1}}})
	require.NoError(t, err)
	_, err = w.host.Send(w.path, "Bob")
	require.NoError(t, err)
	assert.Contains(t, w.only(bobAddr).words(), "Ann is away from 2026-12-01 to 2026-12-03 (dates in UTC): their deadline waits for them.")

	res = w.receive(w.reply(turn, "!away cancel", replyOptions{}))
	assert.Equal(t, OutcomeApplied, res.Outcome, res.String())
	assert.Contains(t, strings.Join(wordsOf(w.sent()), "\n"), "Ann cancelled their away days from 2026-11-22 on")

	// Bob, French, is refused in French.
	setPlayerKey(t, w.path, "Bob", "lang", "fr")
	res = w.receive(w.reply(toBob, "!away 2026-11-01..2026-11-02", replyOptions{}))
	assert.Equal(t, OutcomeRefused, res.Outcome, res.String())
	assert.Contains(t, w.only(bobAddr).words(), "Vos jours d'absence n'ont pas été notés : 2026-11-01..2026-11-02 commence avant aujourd'hui (2026-11-22)")
}

// wordsOf returns the words of each mail.
func wordsOf(mails []sentMail) []string {
	var out []string
	for _, m := range mails {
		out = append(out, m.words())
	}
	return out
}

// TestRemindSkipsAReminderDueBeforeTheWindow: half of Ann's time passed
// before her away days (a cron run missed it); inside them she is not
// reminded all the same, and the next run after them reminds her.
func TestRemindSkipsAReminderDueBeforeTheWindow(t *testing.T) {
	w := newRemindWorld(t, "72h")
	_, err := w.host.Games.Away(w.path, pbem.SeatRequest{As: "Ann", Text: "2026-11-24..2026-11-25",
		Now: testkit.TestNow.Add(40 * time.Hour)})
	require.NoError(t, err)
	for _, r := range w.remindAt(2*24*time.Hour + 12*time.Hour) { // 2026-11-24 11:55
		assert.NotEqual(t, pbem.RemindHalf, r.Kind, "no reminder inside the window")
	}
	w.sent()
	sent := w.remindAt(4 * 24 * time.Hour) // 2026-11-25 23:55, still away
	assert.Empty(t, sent)
	sent = w.remindAt(4*24*time.Hour + time.Hour)
	require.Len(t, sent, 1)
	assert.Equal(t, pbem.RemindHalf, sent[0].Kind)
	assert.Equal(t, time.Date(2026, 11, 23, 11, 55, 0, 0, time.UTC), sent[0].Due, "half had passed before the window")
}
