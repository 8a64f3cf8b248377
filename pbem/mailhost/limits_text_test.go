package mailhost

import (
	"errors"
	"math/rand/v2"
	"os"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/pbem-games/pbem/engine/enginetest"
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

// fillWithSays appends say lines of Ann to the game at path, written
// directly, until the file is within one more say of TextRoom.
func fillWithSays(t *testing.T, path string) {
	t.Helper()
	_, err := testkit.AllGames.Say(path, pbem.SeatRequest{As: "Ann", Text: strings.Repeat("x", pbem.MaxPlayerText), Now: testkit.TestNow})
	require.NoError(t, err)
	src := testkit.ReadFile(t, path)
	line := src[strings.LastIndex(strings.TrimSuffix(src, "\n"), "\n")+1:]
	n := (pbem.TextRoom - len(src)) / len(line)
	require.NoError(t, os.WriteFile(path, []byte(src+strings.Repeat(line, n)), 0o644))
	require.Greater(t, len(src)+n*len(line), pbem.TextRoom-len(line))
}

// TestAFullGameStillTakesItsMoves: a game filled with says up to the room
// for text refuses more text, with a clear answer, and still takes every
// decision to its end (with times and mail marks, as by mail); for two
// games the end is played (Leonardo's alone below PBEM_TEST_FULL=1: a
// Palazzo to its end is two thirds of the test), for the others the next
// decision.
func TestAFullGameStillTakesItsMoves(t *testing.T) {
	toTheEnd := enginetest.ByDepth([]string{"leonardo"}, []string{"leonardo"}, []string{"palazzo", "leonardo"})
	for _, game := range []string{"palazzo", "leonardo", "princes", "patrician"} {
		t.Run(game, func(t *testing.T) {
			path := testkit.NewRealGame(t, game)
			fillWithSays(t, path)
			before := testkit.ReadFile(t, path)
			_, err := testkit.AllGames.Say(path, pbem.SeatRequest{As: "Bob", Text: strings.Repeat("y", pbem.MaxPlayerText)})
			require.ErrorIs(t, err, pbem.ErrUsage)
			assert.Contains(t, err.Error(), "near its size limit")
			who, texts := testkit.LegalNow(t, path)
			_, err = testkit.AllGames.Move(path, pbem.MoveRequest{As: who, Moves: testkit.Inputs(texts[0] + " {" + strings.Repeat("z", pbem.MaxPlayerText) + "}")})
			require.ErrorIs(t, err, pbem.ErrUsage, "a comment is text")
			assert.Equal(t, before, testkit.ReadFile(t, path))

			rng := rand.New(rand.NewPCG(7, uint64(len(game))))
			now := func() time.Time { return testkit.TestNow }
			for moves := 0; slices.Contains(toTheEnd, game) || moves < 1; moves++ {
				who, texts := testkit.LegalNow(t, path)
				if who == "" {
					break
				}
				text := texts[rng.IntN(len(texts))]
				_, err := testkit.AllGames.Move(path, pbem.MoveRequest{As: who, Moves: testkit.Inputs(text), Comment: "mail 0f2c03a8dedb", Now: now})
				require.NoError(t, err, "%s: %s, the file at %d bytes", who, text, len(testkit.ReadFile(t, path)))
			}
			_, err = testkit.AllGames.Load(path)
			assert.NoError(t, err)
		})
	}
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
