package pbem

import (
	"math/rand/v2"
	"os"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/pbem-games/pbem/engine/enginetest"
)

// fillWithSays appends say lines of Ann to the game at path, written
// directly, until the file is within one more say of TextRoom.
func fillWithSays(t *testing.T, path string) {
	t.Helper()
	_, err := allGames.Say(path, SeatRequest{As: "Ann", Text: strings.Repeat("x", MaxPlayerText), Now: testNow})
	require.NoError(t, err)
	src := readFile(t, path)
	line := src[strings.LastIndex(strings.TrimSuffix(src, "\n"), "\n")+1:]
	n := (TextRoom - len(src)) / len(line)
	require.NoError(t, os.WriteFile(path, []byte(src+strings.Repeat(line, n)), 0o644))
	require.Greater(t, len(src)+n*len(line), TextRoom-len(line))
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
			path := newRealGame(t, game)
			fillWithSays(t, path)
			before := readFile(t, path)
			_, err := allGames.Say(path, SeatRequest{As: "Bob", Text: strings.Repeat("y", MaxPlayerText)})
			require.ErrorIs(t, err, ErrUsage)
			assert.Contains(t, err.Error(), "near its size limit")
			who, texts := legalNow(t, path)
			_, err = allGames.Move(path, MoveRequest{As: who, Moves: inputs(texts[0] + " {" + strings.Repeat("z", MaxPlayerText) + "}")})
			require.ErrorIs(t, err, ErrUsage, "a comment is text")
			assert.Equal(t, before, readFile(t, path))

			rng := rand.New(rand.NewPCG(7, uint64(len(game))))
			now := func() time.Time { return testNow }
			for moves := 0; slices.Contains(toTheEnd, game) || moves < 1; moves++ {
				who, texts := legalNow(t, path)
				if who == "" {
					break
				}
				text := texts[rng.IntN(len(texts))]
				_, err := allGames.Move(path, MoveRequest{As: who, Moves: inputs(text), Comment: "mail 0f2c03a8dedb", Now: now})
				require.NoError(t, err, "%s: %s, the file at %d bytes", who, text, len(readFile(t, path)))
			}
			_, err = allGames.Load(path)
			assert.NoError(t, err)
		})
	}
}
