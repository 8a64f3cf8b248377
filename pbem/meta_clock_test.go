package pbem

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestParseDeadline(t *testing.T) {
	for in, want := range map[string]time.Duration{"72h": 72 * time.Hour, "3d": 72 * time.Hour, "36h30m": 36*time.Hour + 30*time.Minute} {
		d, err := ParseDeadline(in)
		require.NoError(t, err, in)
		assert.Equal(t, want, d, in)
	}
	for _, in := range []string{"", "3", "3x", "-2h", "0d", "1.5d"} {
		_, err := ParseDeadline(in)
		assert.ErrorContains(t, err, "expected a positive duration", in)
	}
}

func TestWaitStartsAtTheLastDecisionsTime(t *testing.T) {
	path := newTestGame(t, func(g *NewGame) { g.Deadline = "2d" })
	at := testNow.Add(5 * time.Hour)
	_, err := testGames.Move(path, MoveRequest{Moves: inputs("roll"), Now: fixedClock(at)})
	require.NoError(t, err)
	f, err := testGames.Load(path)
	require.NoError(t, err)
	r, err := f.Replay(-1)
	require.NoError(t, err)
	w := r.Wait()
	require.Len(t, w.Waiting, 1)
	assert.Equal(t, SeatWait{Player: "Bob", Seat: 1, Since: at, Half: at.Add(24 * time.Hour), Due: at.Add(48 * time.Hour), After: 1},
		w.Waiting[0])
	assert.Equal(t, "waits for Bob since 2026-11-22 04:55 UTC (deadline in 1d 23h)", w.standing(at.Add(time.Hour)))
	assert.Equal(t, "waits for Bob since 2026-11-22 04:55 UTC (deadline passed 2h 5m ago)", w.standing(at.Add(50*time.Hour+5*time.Minute)))
}

func TestWaitWithoutTimesStartsAtCreation(t *testing.T) {
	path := newTestGame(t, nil)
	move(t, path, "", "roll")
	f, err := testGames.Load(path)
	require.NoError(t, err)
	r, err := f.Replay(-1)
	require.NoError(t, err)
	w := r.Wait()
	assert.Equal(t, testNow, w.Waiting[0].Since)
	assert.True(t, w.Waiting[0].Due.IsZero(), "no deadline, no due time")
}
