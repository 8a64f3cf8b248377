package mailhost

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/pbem-games/pbem/pbem/internal/testkit"
)

func TestInboxNamesTheMailOfAMove(t *testing.T) {
	w := sentWorld(t, "")
	res := w.receive(w.reply(w.only(annAddr), "money", replyOptions{}))
	require.Equal(t, OutcomeApplied, res.Outcome, res.String())
	assert.Regexp(t, regexp.MustCompile(`(?m)^1 Ann: money @2026-11-21T23:55:00Z \{mail [0-9a-f]{12}\}$`), testkit.ReadFile(t, w.path))
	f, err := testkit.PalazzoGames.Load(w.path)
	require.NoError(t, err)
	_, err = f.Check()
	require.NoError(t, err, "the comment keeps the record valid")
}

// TestInboxFinishesAMoveAnEarlierRunRecorded stops a run, as a kill would,
// after the move was written but before the mail was listed as processed:
// the next run finishes the job, and sends the next mail.
func TestInboxFinishesAMoveAnEarlierRunRecorded(t *testing.T) {
	w := sentWorld(t, "")
	res := w.receive(w.reply(w.only(annAddr), "money", replyOptions{}))
	require.Equal(t, OutcomeApplied, res.Outcome, res.String())
	w.sent()
	after := testkit.ReadFile(t, w.path)

	// Undo what the run did after writing the move: the processed log
	// line, and the message's move to cur/.
	w.unlistProcessed()
	// The run stopped before the next mail went out: the ledger of sent
	// mails does not list it (a mail it lists is not sent again).
	require.NoError(t, os.Remove(w.path+SentSuffix))

	results, err := w.inbox.Process()
	require.NoError(t, err)
	require.Len(t, results, 1)
	assert.Equal(t, OutcomeApplied, results[0].Outcome, results[0].String())
	assert.Equal(t, []string{"money"}, results[0].Moves)
	assert.Equal(t, after, testkit.ReadFile(t, w.path), "the move is not made twice")
	next := w.only(annAddr)
	assert.Contains(t, next.header("Subject"), "(ply 2)", "the next turn mail goes out")
	assert.Contains(t, testkit.ReadFile(t, filepath.Join(w.inbox.Archive.Dir, processedFile)), " applied ")
}

// A comment the player typed with a move by mail is kept after the mail's
// mark, and the mark is still found: the mail is not applied twice.
func TestInboxKeepsTheCommentTypedInAMail(t *testing.T) {
	w := sentWorld(t, "")
	res := w.receive(w.reply(w.only(annAddr), "money {saving up}", replyOptions{}))
	require.Equal(t, OutcomeApplied, res.Outcome, res.String())
	src := testkit.ReadFile(t, w.path)
	assert.Regexp(t, regexp.MustCompile(`(?m)^1 Ann: money @\S+ \{mail [0-9a-f]{12}: saving up\}$`), src)
	f, err := testkit.PalazzoGames.Load(w.path)
	require.NoError(t, err)
	id := regexp.MustCompile(`mail ([0-9a-f]{12})`).FindStringSubmatch(src)[1]
	assert.Equal(t, []string{"money"}, recordedMoves(f, id), "the marked line is this mail's")
}

func TestIsMailMark(t *testing.T) {
	for comment, want := range map[string]bool{
		"mail 3f2a9c1b7d5e": true, "mail 3f2a9c1b7d5e: words": true, " mail 3f2a9c1b7d5e ": true,
		"mail me later": false, "mail 3f2a9c1b7d5": false, "mail 3f2a9c1b7d5eX": false, "": false,
	} {
		assert.Equal(t, want, isMailMark(comment), comment)
	}
}

// unlistProcessed undoes what a run does after it applied the one message
// of the archive: its line in the processed log, and its move from new/
// to cur/. The next run then meets the message again, as after a run that
// stopped in between.
func (w *mailWorld) unlistProcessed() {
	t := w.t
	t.Helper()
	archive := w.inbox.Archive.Dir
	require.NoError(t, os.Remove(filepath.Join(archive, processedFile)))
	cur, err := filepath.Glob(filepath.Join(archive, "cur", "*"))
	require.NoError(t, err)
	require.Len(t, cur, 1)
	key := strings.SplitN(filepath.Base(cur[0]), ":", 2)[0]
	require.NoError(t, os.Rename(cur[0], filepath.Join(archive, "new", key)))
}
