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
