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

// remindWorld is a mail world whose game has a deadline of 72h, and whose
// host's clock the test moves.
type remindWorld struct {
	*mailWorld
	now time.Time
}

func newRemindWorld(t *testing.T, deadline string) *remindWorld {
	t.Helper()
	w := &remindWorld{mailWorld: newMailWorld(t), now: testkit.TestNow}
	require.NoError(t, os.Remove(w.path))
	_, err := testkit.PalazzoGames.Create(pbem.NewGame{Game: "palazzo", Players: []string{"Ann", "Bob"}, Seed: testkit.TestSeed,
		Now: testkit.TestNow, Out: w.path, Deadline: deadline, Emails: map[string]string{"Ann": annAddr, "Bob": bobAddr}})
	require.NoError(t, err)
	w.host.Now = func() time.Time { return w.now }
	return w
}

// dryAt runs remind --dry-run on the games at testNow + after, and checks
// that it sends nothing and leaves the game file as it was.
func (w *remindWorld) dryAt(after time.Duration) []Reminder {
	w.t.Helper()
	w.now = testkit.TestNow.Add(after)
	files, err := pbem.GamePaths([]string{w.games})
	require.NoError(w.t, err)
	before := testkit.ReadFile(w.t, w.path)
	due, failed := w.host.RemindDry(files)
	require.Empty(w.t, failed)
	assert.Empty(w.t, w.sent(), "a dry run mails nobody")
	assert.Equal(w.t, before, testkit.ReadFile(w.t, w.path), "a dry run writes nothing")
	return due
}

// remindAt runs remind on the games at testNow + after.
func (w *remindWorld) remindAt(after time.Duration) []Reminder {
	w.t.Helper()
	w.now = testkit.TestNow.Add(after)
	files, err := pbem.GamePaths([]string{w.games})
	require.NoError(w.t, err)
	sent, failed := w.host.Remind(files)
	require.Empty(w.t, failed)
	return sent
}

func TestRemindHalfOncePerWait(t *testing.T) {
	w := newRemindWorld(t, "72h")
	assert.Empty(t, w.remindAt(35*time.Hour), "not yet half the deadline")
	assert.Empty(t, w.sent())

	sent := w.remindAt(37 * time.Hour)
	require.Len(t, sent, 1)
	assert.Equal(t, Reminder{File: w.path, ID: sent[0].ID, Kind: pbem.RemindHalf, Player: "Ann",
		Due: testkit.TestNow.Add(36 * time.Hour), Mailed: []string{"Ann"},
		Mails: []ReminderMail{{To: "Ann", Email: annAddr, Subject: "[pbem pz-630dcd2966c4] Palazzo — reminder: your move"}}}, sent[0])
	m := w.only(annAddr)
	assert.Contains(t, m.header("Subject"), "reminder: your move")
	assert.Contains(t, m.words(), "waited for your decision since 2026-11-21 23:55 UTC")
	assert.Contains(t, m.words(), "It is your move (ply 1)")
	assert.Contains(t, testkit.ReadFile(t, w.path), "\n!remind Ann half @2026-11-23T12:55:00Z\n")

	before := testkit.ReadFile(t, w.path)
	assert.Empty(t, w.remindAt(40*time.Hour), "once per wait")
	assert.Empty(t, w.sent())
	assert.Equal(t, before, testkit.ReadFile(t, w.path))

	// A reply to the reminder is a move like any other; the next wait
	// is Ann's again (she keeps cards), reminded anew.
	res := w.receive(w.reply(m, "money", replyOptions{}))
	require.Equal(t, OutcomeApplied, res.Outcome, res.String())
	w.sent()
	assert.Len(t, w.remindAt(100*time.Hour), 1, "a new wait, a new reminder")
}

func TestRemindDeadlineTellsEveryoneOnce(t *testing.T) {
	w := newRemindWorld(t, "3d")
	sent := w.remindAt(73 * time.Hour)
	require.Len(t, sent, 1)
	assert.Equal(t, pbem.RemindDeadline, sent[0].Kind)
	assert.Equal(t, []string{"Ann", "Bob"}, sent[0].Mailed)
	mails := w.sent()
	require.Len(t, mails, 2)
	for _, m := range mails {
		if strings.Contains(m.header("To"), annAddr) {
			assert.Contains(t, m.header("Subject"), "your deadline has passed")
			assert.Contains(t, m.words(), "You may still reply with your moves")
		} else {
			assert.Contains(t, m.header("Subject"), "Ann's deadline has passed")
			assert.Contains(t, m.words(), "The host decides what happens next")
		}
	}
	src := testkit.ReadFile(t, w.path)
	assert.Contains(t, src, "\n!remind Ann deadline @2026-11-25T00:55:00Z\n")
	assert.NotContains(t, src, "half", "half of it is not sent after all of it")
	assert.Empty(t, w.remindAt(200*time.Hour))
	assert.Empty(t, w.sent())
}

func TestRemindNeverWithoutDeadline(t *testing.T) {
	w := newRemindWorld(t, "")
	before := testkit.ReadFile(t, w.path)
	assert.Empty(t, w.remindAt(1000*time.Hour))
	assert.Empty(t, w.sent())
	assert.Equal(t, before, testkit.ReadFile(t, w.path))
}

// An undo that got no answer before the deadline is cancelled, and
// everyone told; while it waits nobody is reminded of a move, and the
// clock of the player awaited restarts when it is cancelled.
func TestRemindCancelsAnUndoAtTheDeadline(t *testing.T) {
	w := newRemindWorld(t, "72h")
	at := func(h int) func() time.Time {
		return func() time.Time { return testkit.TestNow.Add(time.Duration(h) * time.Hour) }
	}
	_, err := testkit.PalazzoGames.Move(w.path, pbem.MoveRequest{Moves: []pbem.MoveInput{{Text: "money"}}, Now: at(1)})
	require.NoError(t, err)
	_, err = testkit.PalazzoGames.Move(w.path, pbem.MoveRequest{Moves: []pbem.MoveInput{{Text: w.legal("Ann")[0]}}, Now: at(2)})
	require.NoError(t, err)
	_, err = testkit.PalazzoGames.Undo(w.path, pbem.UndoRequest{As: "Ann", To: 1, Now: at(3)()})
	require.NoError(t, err)

	assert.Empty(t, w.remindAt(74*time.Hour), "the undo waits; nobody may move")
	sent := w.remindAt(75 * time.Hour)
	require.Len(t, sent, 1)
	assert.Equal(t, "undo", sent[0].Kind)
	assert.Equal(t, []string{"Ann", "Bob"}, sent[0].Mailed)
	for _, m := range w.sent() {
		assert.Contains(t, m.header("Subject"), "undo cancelled")
		assert.Contains(t, m.words(), "got no answer from Bob before the deadline (72h)")
	}
	assert.Contains(t, testkit.ReadFile(t, w.path), "\n!cancel undo @2026-11-25T02:55:00Z {no answer before the deadline}\n")
	assert.Empty(t, w.remindAt(76*time.Hour), "Bob's clock restarts at the cancel")
	assert.Len(t, w.remindAt(75*time.Hour+36*time.Hour), 1)
}

// A dry run tells what remind would send, to whom and why, as remind
// then sends it, and changes nothing: a later run still sends it.
func TestRemindDryRun(t *testing.T) {
	w := newRemindWorld(t, "72h")
	assert.Empty(t, w.dryAt(35*time.Hour))
	due := w.dryAt(37 * time.Hour)
	require.Len(t, due, 1)
	assert.Equal(t, pbem.RemindHalf, due[0].Kind)
	assert.Equal(t, due, w.dryAt(37*time.Hour), "nothing was recorded: the same is due again")
	assert.Equal(t, due, w.remindAt(37*time.Hour), "what the dry run told is what is sent")
	assert.Len(t, w.sent(), 1)

	due = w.dryAt(73 * time.Hour)
	require.Len(t, due, 1)
	assert.Equal(t, pbem.RemindDeadline, due[0].Kind)
	assert.Equal(t, []string{"Ann", "Bob"}, due[0].Mailed)
	assert.Equal(t, "[pbem pz-630dcd2966c4] Palazzo — Ann's deadline has passed", due[0].Mails[1].Subject)
	assert.Equal(t, due, w.remindAt(73*time.Hour))
}

// A dry run tells of an undo it would cancel, without cancelling it.
func TestRemindDryRunUndo(t *testing.T) {
	w := newRemindWorld(t, "72h")
	_, err := testkit.PalazzoGames.Move(w.path, pbem.MoveRequest{Moves: []pbem.MoveInput{{Text: "money"}}})
	require.NoError(t, err)
	_, err = testkit.PalazzoGames.Move(w.path, pbem.MoveRequest{Moves: []pbem.MoveInput{{Text: w.legal("Ann")[0]}}})
	require.NoError(t, err)
	_, err = testkit.PalazzoGames.Undo(w.path, pbem.UndoRequest{As: "Ann", To: 1, Now: testkit.TestNow})
	require.NoError(t, err)

	assert.Empty(t, w.dryAt(71*time.Hour))
	due := w.dryAt(73 * time.Hour)
	require.Len(t, due, 1)
	assert.Equal(t, "undo", due[0].Kind)
	assert.Equal(t, due, w.remindAt(73*time.Hour))
}
