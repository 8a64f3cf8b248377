package pbem

import (
	"os"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// awayGame creates a dice game with a deadline of 2 days, the given
// away_days, and Ann's first roll at testNow+5h: Bob is awaited
// from then on. It returns the path and the time of the roll.
func awayGame(t *testing.T, awayDays string) (string, time.Time) {
	t.Helper()
	path := newTestGame(t, func(g *NewGame) { g.Deadline = "2d" })
	if awayDays != "" {
		src := strings.Replace(readFile(t, path), `deadline = "2d"`+"\n", `deadline = "2d"`+"\naway_days = "+awayDays+"\n", 1)
		require.NoError(t, os.WriteFile(path, []byte(src), 0o644))
	}
	at := testNow.Add(5 * time.Hour)
	_, err := testGames.Move(path, MoveRequest{Moves: inputs("roll"), Now: fixedClock(at)})
	require.NoError(t, err)
	return path, at
}

// replayOf loads and replays the game at path.
func replayOf(t *testing.T, path string) *Replay {
	t.Helper()
	f, err := testGames.Load(path)
	require.NoError(t, err)
	r, err := f.Replay(-1)
	require.NoError(t, err)
	return r
}

func TestParseAwayWindow(t *testing.T) {
	w, err := ParseAwayWindow("2026-12-20..2027-01-03")
	require.NoError(t, err)
	assert.Equal(t, 15, w.Days())
	assert.Equal(t, "2026-12-20..2027-01-03", w.String())
	for in, want := range map[string]string{
		"2026-12-20":                        "expected the first and last away days",
		"2026-12-20..2026-13-01":            "expected the first and last away days",
		"2026-12-20..2026-12-19":            "the last away day is before the first",
		"2026-01-01..2027-01-02":            "is 367 days: at most 366 at once",
		strings.Repeat("2026-12-20..", 100): "expected the first and last away days",
	} {
		_, err := ParseAwayWindow(in)
		assert.ErrorContains(t, err, want, in)
	}
}

// TestAwayMovesTheDeadline: Bob's two away days stop his clock, so half
// his deadline and all of it come two days later; Ann's away days do not
// move his.
func TestAwayMovesTheDeadline(t *testing.T) {
	path, at := awayGame(t, "")
	_, err := testGames.Away(path, SeatRequest{As: "Ann", Text: "2026-11-22..2026-11-30", Now: at})
	require.NoError(t, err)
	w := replayOf(t, path).Wait()
	require.Len(t, w.Waiting, 1)
	assert.Equal(t, at.Add(48*time.Hour), w.Waiting[0].Due, "another's away days do not move Bob's deadline")

	path, at = awayGame(t, "")
	res, err := testGames.Away(path, SeatRequest{As: "Bob", Text: "2026-11-23..2026-11-24", Now: at})
	require.NoError(t, err)
	assert.Equal(t, "!Bob: away 2026-11-23..2026-11-24 @2026-11-22T04:55:00Z", res.Line)
	r := replayOf(t, path)
	w = r.Wait()
	require.Len(t, w.Waiting, 1)
	assert.Equal(t, at.Add(48*time.Hour+48*time.Hour), w.Waiting[0].Due)
	assert.Equal(t, at.Add(24*time.Hour+48*time.Hour), w.Waiting[0].Half)
	assert.True(t, r.AwayAt(1, time.Date(2026, 11, 24, 23, 59, 0, 0, time.UTC)))
	assert.False(t, r.AwayAt(1, time.Date(2026, 11, 25, 0, 0, 0, 0, time.UTC)))
	assert.False(t, r.AwayAt(0, time.Date(2026, 11, 24, 12, 0, 0, 0, time.UTC)))
}

// TestAwayClockStopsInEveryWindow: the clock runs between windows and
// stops in each; a window after the deadline does not move it.
func TestAwayClockStopsInEveryWindow(t *testing.T) {
	d := func(m, dd int) time.Time { return time.Date(2026, time.Month(m), dd, 0, 0, 0, 0, time.UTC) }
	ws := []AwayWindow{{From: d(12, 5), To: d(12, 5)}, {From: d(12, 2), To: d(12, 2)}, {From: d(12, 20), To: d(12, 30)}}
	since := d(12, 1).Add(12 * time.Hour)
	assert.Equal(t, d(12, 6).Add(12*time.Hour), clockWithout(ws, since, 72*time.Hour))
	assert.Equal(t, since.Add(6*time.Hour), clockWithout(ws, since, 6*time.Hour))
}

// TestAwayBudgetRefused: away_days caps each calendar year's days; a
// window across the new year counts in both.
func TestAwayBudgetRefused(t *testing.T) {
	path, at := awayGame(t, "3")
	before := readFile(t, path)
	_, err := testGames.Away(path, SeatRequest{As: "Bob", Text: "2026-12-20..2026-12-23", Now: at})
	require.ErrorIs(t, err, ErrUsage)
	assert.ErrorContains(t, err, "Bob would be away 4 days in 2026: this game allows 3 a year (away_days)")
	assert.Equal(t, before, readFile(t, path), "a refused window leaves the file as it was")

	_, err = testGames.Away(path, SeatRequest{As: "Bob", Text: "2026-12-30..2027-01-02", Now: at})
	require.NoError(t, err, "two days in each year")
	_, err = testGames.Away(path, SeatRequest{As: "Bob", Text: "2026-12-24..2026-12-25", Now: at})
	assert.ErrorContains(t, err, "Bob would be away 4 days in 2026")
	_, err = testGames.Away(path, SeatRequest{As: "Bob", Text: "2026-12-31..2027-01-01", Now: at})
	assert.ErrorContains(t, err, "overlaps Bob's away days 2026-12-30..2027-01-02")
}

// TestAwayRefusals: the past, too far ahead, and nothing to cancel.
func TestAwayRefusals(t *testing.T) {
	path, at := awayGame(t, "")
	for text, want := range map[string]string{
		"2026-11-21..2026-11-25": "starts before today (2026-11-22): away days cannot be in the past",
		"2027-12-01..2027-12-02": "starts more than 366 days ahead",
		AwayCancel:               "Bob has no away days to cancel",
		"soon":                   "expected the first and last away days",
	} {
		_, err := testGames.Away(path, SeatRequest{As: "Bob", Text: text, Now: at})
		assert.ErrorContains(t, err, want, text)
	}
}

// TestAwayCancel: a cancel withdraws the days to come and cuts short a
// window under way; the deadline moves back with them.
func TestAwayCancel(t *testing.T) {
	path, at := awayGame(t, "")
	_, err := testGames.Away(path, SeatRequest{As: "Bob", Text: "2026-11-22..2026-11-25", Now: at})
	require.NoError(t, err)
	_, err = testGames.Away(path, SeatRequest{As: "Bob", Text: "2026-12-01..2026-12-02", Now: at})
	require.NoError(t, err)
	_, err = testGames.Away(path, SeatRequest{As: "Bob", Text: AwayCancel, Now: at.Add(24 * time.Hour)})
	require.NoError(t, err)
	r := replayOf(t, path)
	require.Len(t, r.AwayWindows(), 1)
	assert.Equal(t, "2026-11-22..2026-11-22", r.AwayWindows()[0].String(), "the day already away stays")
	// The clock stopped from the roll to the end of the 22nd.
	assert.Equal(t, time.Date(2026, 11, 25, 0, 0, 0, 0, time.UTC), r.Wait().Waiting[0].Due)
}

// TestCheckPlacesBadAwayLine: check reports an away line that cannot
// stand at its line, with why.
func TestCheckPlacesBadAwayLine(t *testing.T) {
	path, _ := awayGame(t, "2")
	src := readFile(t, path) + "!Bob: away 2026-11-25..2026-11-27 @2026-11-22T06:00:00Z\n" +
		"!away 2026-11-25..2026-11-26\n"
	require.NoError(t, os.WriteFile(path, []byte(src), 0o644))
	f, l := testGames.LoadAll(path)
	require.Empty(t, l.Errs)
	_, l = f.CheckAll()
	require.NotEmpty(t, l.Errs)
	assert.Equal(t, 19, errorLine(l.Errs[0]))
	assert.ErrorContains(t, l.Errs[0], "19:7: Bob would be away 3 days in 2026: this game allows 2 a year")
	assert.ErrorIs(t, l.Errs[0], ErrCorrupt)

	src = readFile(t, path)
	src = src[:strings.Index(src, "!Bob")] + "!away 2026-11-25..2026-11-26\n"
	require.NoError(t, os.WriteFile(path, []byte(src), 0o644))
	f, l = testGames.LoadAll(path)
	require.Empty(t, l.Errs)
	_, l = f.CheckAll()
	require.NotEmpty(t, l.Errs)
	assert.Equal(t, 19, errorLine(l.Errs[0]))
	assert.ErrorContains(t, l.Errs[0], "expected the player who is away")
}

// TestAwayLinesBounded: a player has at most maxAwayLines away lines in
// a game, so that checking each (which reads those before it) keeps a
// replay linear.
func TestAwayLinesBounded(t *testing.T) {
	path, at := awayGame(t, "")
	src := readFile(t, path) + strings.Repeat("!Bob: away 2026-12-01..2026-12-01\n!Bob: away cancel\n", maxAwayLines/2)
	require.NoError(t, os.WriteFile(path, []byte(src), 0o644))
	require.Empty(t, replayOf(t, path).AwayWindows())
	_, err := testGames.Away(path, SeatRequest{As: "Bob", Text: "2026-12-01..2026-12-01", Now: at})
	assert.ErrorContains(t, err, "Bob has written 100 away lines in this game: at most 100")
	_, err = testGames.Away(path, SeatRequest{As: "Ann", Text: "2026-12-01..2026-12-01", Now: at})
	assert.NoError(t, err, "the bound is each player's")
}
