package mailhost

import (
	"errors"
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/pbem-games/pbem/pbem"
	"github.com/pbem-games/pbem/pbem/internal/testkit"
)

// TestPlayerTextIsBounded: a say or a typed comment longer than
// MaxPlayerText is refused as a usage error, and the file stays as it was.
func TestPlayerTextIsBounded(t *testing.T) {
	path := testkit.NewTestGame(t, nil)
	before := testkit.ReadFile(t, path)
	long := strings.Repeat("blah ", 1_040_000/5)
	_, err := testkit.DiceGames.Say(path, pbem.SeatRequest{As: "Ann", Text: long})
	assert.ErrorIs(t, err, pbem.ErrUsage)
	assert.Contains(t, err.Error(), "too long")
	_, err = testkit.DiceGames.Move(path, pbem.MoveRequest{Moves: testkit.Inputs("roll {" + long + "}")})
	assert.ErrorIs(t, err, pbem.ErrUsage)
	assert.Equal(t, before, testkit.ReadFile(t, path))

	_, err = testkit.DiceGames.Say(path, pbem.SeatRequest{As: "Ann", Text: strings.Repeat("é", pbem.MaxPlayerText)})
	assert.NoError(t, err, "a say of MaxPlayerText characters is recorded")
}

// TestNoWriteMakesAnUnreadableFile: whatever the command, pbem does not
// write a game file it could not read back.
func TestNoWriteMakesAnUnreadableFile(t *testing.T) {
	path := testkit.NewTestGame(t, nil)
	src := testkit.ReadFile(t, path)
	pad := "{" + strings.Repeat("p", 1000) + "}\n"
	full := src + strings.Repeat(pad, (pbem.MaxFileSize-len(src))/len(pad))
	full += "{" + strings.Repeat("p", pbem.MaxFileSize-len(full)-4) + "}\n" // two bytes short of the limit
	require.NoError(t, os.WriteFile(path, []byte(full), 0o644))
	_, err := testkit.DiceGames.Move(path, pbem.MoveRequest{Moves: testkit.Inputs("roll")})
	require.Error(t, err)
	assert.True(t, errors.Is(err, pbem.ErrGameFile), err)
	assert.Equal(t, full, testkit.ReadFile(t, path))
	_, err = testkit.DiceGames.Load(path)
	assert.NoError(t, err)
}

// TestInboxAnswersATooLongComment: a move by mail with a comment over
// MaxPlayerText is refused with an answer that says why, and nothing is
// recorded.
func TestInboxAnswersATooLongComment(t *testing.T) {
	w := sentWorld(t, "")
	turn := w.only(annAddr)
	before := testkit.ReadFile(t, w.path)
	res := w.receive(w.reply(turn, "money {"+strings.Repeat("bla ", pbem.MaxPlayerText/4+1)+"}", replyOptions{}))
	assert.Equal(t, OutcomeRefused, res.Outcome, res.String())
	assert.Contains(t, w.only(annAddr).words(), "too long")
	assert.Equal(t, before, testkit.ReadFile(t, w.path))

	res = w.receive(w.reply(turn, "!say "+strings.Repeat("bla ", pbem.MaxPlayerText/4+1), replyOptions{}))
	assert.Equal(t, OutcomeRefused, res.Outcome, res.String())
	assert.Contains(t, w.only(annAddr).words(), "too long")
	assert.Empty(t, w.sent(), "nothing relayed")
	assert.Equal(t, before, testkit.ReadFile(t, w.path))
}
