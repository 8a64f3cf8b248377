package pbem

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestReplaceEndsTheOldPlayersAwayDays: Bob's away days are his, not his
// seat's: once Dan takes the seat, Dan is not away, his clock is not
// stopped by them, and he may announce his own; away days that ran
// before the replace stay as they were.
func TestReplaceEndsTheOldPlayersAwayDays(t *testing.T) {
	path, at := awayGame(t, "")
	_, err := testGames.Away(path, SeatRequest{As: "Bob", Text: "2026-11-23..2026-11-28", Now: at})
	require.NoError(t, err)
	replaced := time.Date(2026, 11, 24, 10, 0, 0, 0, time.UTC)
	_, err = testGames.Replace(path, ReplaceRequest{Old: "Bob", New: "Dan", Now: replaced})
	require.NoError(t, err)
	r := replayOf(t, path)
	assert.True(t, r.AwayAt(1, time.Date(2026, 11, 23, 12, 0, 0, 0, time.UTC)), "Bob's day before the replace stays")
	assert.False(t, r.AwayAt(1, time.Date(2026, 11, 26, 12, 0, 0, 0, time.UTC)), "Dan is not away on Bob's days")
	_, err = testGames.Away(path, SeatRequest{As: "Dan", Text: "2026-11-26..2026-11-27", Now: replaced})
	assert.NoError(t, err, "Bob's days do not overlap Dan's own")
}

// TestUndoKeepsAwayDays: an away line said among decisions an undo takes
// back stays in force: it is not a decision of the game.
func TestUndoKeepsAwayDays(t *testing.T) {
	path, at := awayGame(t, "")
	_, err := testGames.Away(path, SeatRequest{As: "Ann", Text: "2026-11-25..2026-11-26", Now: at})
	require.NoError(t, err)
	_, err = testGames.Move(path, MoveRequest{Moves: inputs("roll"), Now: fixedClock(at.Add(time.Hour))})
	require.NoError(t, err)
	_, err = testGames.Undo(path, UndoRequest{As: "Ann", To: 1, Now: at.Add(2 * time.Hour)})
	require.NoError(t, err)
	_, err = testGames.Undo(path, UndoRequest{As: "Bob", Answer: "accept", Now: at.Add(3 * time.Hour)})
	require.NoError(t, err)
	r := replayOf(t, path)
	assert.Equal(t, 0, len(r.Plies), "both rolls taken back")
	assert.True(t, r.AwayAt(0, time.Date(2026, 11, 25, 12, 0, 0, 0, time.UTC)), "Ann's away days stay")
	assert.Contains(t, readFile(t, path), "!Ann: away 2026-11-25..2026-11-26")
}
