package pbem

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// fixedClock returns a clock that always says t.
func fixedClock(t time.Time) func() time.Time { return func() time.Time { return t } }

func TestMoveWritesTheTimeOfEachDecision(t *testing.T) {
	path := newTestGame(t, nil)
	before := readFile(t, path)
	at := time.Date(2026, 11, 24, 19, 2, 25, 500, time.FixedZone("CET", 3600))
	res, err := testGames.Move(path, MoveRequest{Moves: inputs("roll"), Now: fixedClock(at)})
	require.NoError(t, err)
	assert.Equal(t, before+"1 Ann: roll @2026-11-24T18:02:25Z\n", readFile(t, path), "UTC, to the second")
	assert.Equal(t, "1 Ann: roll", res.Plies[0].Line(), "what is shown leaves the time out")

	f, err := testGames.Load(path)
	require.NoError(t, err)
	r, err := f.Replay(-1)
	require.NoError(t, err)
	assert.Equal(t, at.UTC().Truncate(time.Second), r.Plies[0].Time)
}

func TestMoveWithoutAClockWritesNoTime(t *testing.T) {
	path := newTestGame(t, nil)
	before := readFile(t, path)
	move(t, path, "", "roll")
	assert.Equal(t, before+"1 Ann: roll\n", readFile(t, path))
}

func TestMetaLineText(t *testing.T) {
	at := time.Date(2026, 11, 24, 19, 2, 25, 0, time.UTC)
	assert.Equal(t, "!Ann: undo 12 @2026-11-24T19:02:25Z", MetaLineText("Ann", "undo 12", at, ""))
	assert.Equal(t, "!remind Bob half @2026-11-24T19:02:25Z {mailed}", MetaLineText("", "remind Bob half", at, "mailed"))
	assert.Equal(t, "!Bob: say {hi}", MetaLineText("Bob", "say", time.Time{}, "hi"))
}

func TestAppendLinesKeepsCRLF(t *testing.T) {
	assert.Equal(t, "a\r\nb\r\n!x\r\n", string(appendLines([]byte("a\r\nb"), "!x")))
	assert.Equal(t, "a\n!x\n", string(appendLines([]byte("a\n"), "!x")))
}
