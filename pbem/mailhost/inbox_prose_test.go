package mailhost

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/pbem-games/pbem/pbem/compose"
	"github.com/pbem-games/pbem/pbem/internal/testkit"
)

// TestInboxIgnoresASignOff checks that prose below the moves, after a
// blank line, ends them; the player is told what was ignored.
func TestInboxIgnoresASignOff(t *testing.T) {
	for _, html := range []bool{false, true} {
		w := sentWorld(t, "")
		res := w.receive(w.reply(w.only(annAddr), "money\n\nCheers\nAnn", replyOptions{html: html}))
		assert.Equal(t, OutcomeApplied, res.Outcome, res.String())
		assert.Equal(t, []string{"1 Ann: money @2026-11-21T23:55:00Z"}, w.record())
		assert.Contains(t, res.Note, "ignored after the moves: Cheers / Ann")
		mails := w.sent()
		var words []string
		for _, m := range mails {
			words = append(words, m.words())
		}
		assert.Contains(t, words, "Your moves were applied. Ignored after your moves: Cheers / Ann")
	}
}

// TestInboxStillRefusesWhatLooksLikeAMove checks that only prose is
// ignored: a line starting with a move verb, or prose without a blank
// line before it, is refused as before.
func TestInboxStillRefusesWhatLooksLikeAMove(t *testing.T) {
	for _, body := range []string{"money\n\nTAKE zz", "money\nCheers", "Cheers\n\nmoney"} {
		w := sentWorld(t, "")
		before := testkit.ReadFile(t, w.path)
		res := w.receive(w.reply(w.only(annAddr), body, replyOptions{}))
		assert.Equal(t, OutcomeRefused, res.Outcome, body)
		assert.Equal(t, before, testkit.ReadFile(t, w.path), body)
	}
}

func TestWithoutProse(t *testing.T) {
	isMove := func(w string) bool { return w == "take" || w == "money" }
	r := compose.ExtractReply("take a\nmoney\n\nthanks, see you\ntake b\n")
	kept, ignored := r.WithoutProse(isMove)
	_, moves := testkit.Texts(kept.Moves)
	assert.Equal(t, []string{"take a", "money"}, moves)
	assert.Equal(t, []string{"thanks, see you", "take b"}, ignored)

	kept, ignored = compose.ExtractReply("take a\n\nTake b\n").WithoutProse(isMove)
	assert.Len(t, kept.Moves, 2)
	assert.Empty(t, ignored)
}

// TestInboxSignOffAfterSay checks that a sign-off below a meta-command is
// prose like one below a move: the say is recorded and relayed, and the
// sender hears that the sign-off was ignored, not that nothing was done.
func TestInboxSignOffAfterSay(t *testing.T) {
	w := sentWorld(t, "")
	res := w.receive(w.reply(w.only(annAddr), "!say Nice start\n\nCheers", replyOptions{}))
	assert.Equal(t, OutcomeApplied, res.Outcome, res.String())
	assert.Regexp(t, `^!Ann: say @\S+ \{Nice start\}$`, metaLinesOf(t, w.path)[0])
	assert.Contains(t, res.Note, "ignored after the commands: Cheers")
	var words []string
	for _, m := range w.sent() {
		words = append(words, m.words())
	}
	assert.Contains(t, words, "Ann says: Nice start")
	for _, wd := range words {
		assert.NotContains(t, wd, "not applied")
		assert.NotContains(t, wd, "unknown move")
	}
	assert.Contains(t, words, "Your commands were carried out. Ignored after your commands: Cheers")
}

// TestInboxSignOffAfterAccept checks that "!accept" with a sign-off takes
// the undo back and is not answered as a mail out of date: the sign-off
// is no move to check against the ply the undo left behind.
func TestInboxSignOffAfterAccept(t *testing.T) {
	w := sentWorld(t, "")
	res := w.receive(w.reply(w.only(annAddr), "money", replyOptions{}))
	require.Equal(t, OutcomeApplied, res.Outcome, res.String())
	turn := w.only(annAddr)
	res = w.receive(w.reply(turn, w.legal("Ann")[0], replyOptions{}))
	require.Equal(t, OutcomeApplied, res.Outcome, res.String())
	w.only(bobAddr)
	res = w.receive(w.reply(turn, "!undo 1", replyOptions{}))
	require.Equal(t, OutcomeApplied, res.Outcome, res.String())
	var asked sentMail
	for _, m := range w.sent() {
		if strings.Contains(m.header("To"), bobAddr) {
			asked = m
		}
	}
	res = w.receive(w.reply(asked, "!accept\n\nCheers, Bob", replyOptions{}))
	require.Equal(t, OutcomeApplied, res.Outcome, res.String())
	assert.Equal(t, "undo: taken back; ignored after the commands: Cheers, Bob", res.Note)
	for _, m := range w.sent() {
		assert.NotContains(t, m.header("Subject"), "out of date")
		assert.NotContains(t, m.words(), "Nothing was applied")
	}
}

// TestWithoutProseAfterMeta checks that a meta-command, like a move,
// lets the paragraph below it be prose, and that the "!" lines stay.
func TestWithoutProseAfterMeta(t *testing.T) {
	isMove := func(w string) bool { return w == "take" }
	kept, ignored := compose.ExtractReply("!say hi\n\nCheers\nAnn\n").WithoutProse(isMove)
	assert.Empty(t, kept.Moves)
	assert.Len(t, kept.Meta, 1)
	assert.Equal(t, []string{"Cheers", "Ann"}, ignored)

	kept, ignored = compose.ExtractReply("!say hi\n\ntake a\n").WithoutProse(isMove)
	assert.Len(t, kept.Moves, 1, "a move verb is never prose")
	assert.Empty(t, ignored)

	kept, ignored = compose.ExtractReply("Cheers\n\n!say hi\n").WithoutProse(isMove)
	assert.Len(t, kept.Moves, 1, "prose above everything is read as a move and refused")
	assert.Empty(t, ignored)
}

// TestInboxIgnoredAnswerIsCurrent checks that the answer telling what
// was ignored names the decision the game is at after the moves, so a
// reply to it is read as a reply to the latest turn, not as out of date.
func TestInboxIgnoredAnswerIsCurrent(t *testing.T) {
	w := sentWorld(t, "")
	res := w.receive(w.reply(w.only(annAddr), "money\n\nCheers", replyOptions{}))
	require.Equal(t, OutcomeApplied, res.Outcome, res.String())
	var answer sentMail
	for _, m := range w.sent() {
		if strings.Contains(m.header("Subject"), "moves applied") {
			answer = m
		}
	}
	require.NotNil(t, answer.env)
	assert.Contains(t, answer.header("Subject"), "(ply 2)")
	res = w.receive(w.reply(answer, w.legal("Ann")[0], replyOptions{}))
	assert.Equal(t, OutcomeApplied, res.Outcome, res.String())
}

// TestInboxCommandsDoneMovesRefused checks the answer to a mail whose
// "!say" was carried out but whose move was refused: it says the command
// was carried out, not that the mail changed nothing.
func TestInboxCommandsDoneMovesRefused(t *testing.T) {
	w := sentWorld(t, "")
	res := w.receive(w.reply(w.only(annAddr), "!say Off we go\nbuild 9z9 new", replyOptions{}))
	assert.Equal(t, OutcomeRefused, res.Outcome, res.String())
	assert.Regexp(t, `^!Ann: say @\S+ \{Off we go\}$`, metaLinesOf(t, w.path)[0])
	var toAnn []string
	for _, m := range w.sent() {
		if strings.Contains(m.header("To"), annAddr) {
			toAnn = append(toAnn, m.words())
		}
	}
	require.Len(t, toAnn, 1, "one answer to Ann")
	assert.Contains(t, toAnn[0], "Your commands were carried out (!say Off we go), but your moves were not applied.")
	assert.NotContains(t, toAnn[0], "the game is as it was")
}
