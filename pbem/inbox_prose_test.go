package pbem

import (
	"testing"

	"github.com/stretchr/testify/assert"
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
		before := readFile(t, w.path)
		res := w.receive(w.reply(w.only(annAddr), body, replyOptions{}))
		assert.Equal(t, OutcomeRefused, res.Outcome, body)
		assert.Equal(t, before, readFile(t, w.path), body)
	}
}

func TestWithoutProse(t *testing.T) {
	isMove := func(w string) bool { return w == "take" || w == "money" }
	r := ExtractReply("take a\nmoney\n\nthanks, see you\ntake b\n")
	kept, ignored := r.WithoutProse(isMove)
	_, moves := texts(kept.Moves)
	assert.Equal(t, []string{"take a", "money"}, moves)
	assert.Equal(t, []string{"thanks, see you", "take b"}, ignored)

	kept, ignored = ExtractReply("take a\n\nTake b\n").WithoutProse(isMove)
	assert.Len(t, kept.Moves, 2)
	assert.Empty(t, ignored)
}
