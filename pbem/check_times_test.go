package pbem

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// backwardsGame has times that go backwards on lines 18 (a move, before
// the say above it) and 20 (a meta-line); its first move, on line 16, is
// before the game's creation; the variation's time is not compared.
const backwardsGame = `+++
format = "pbem/1"
game = "palazzo"
rules = "palazzo/1"
id = "pz-9c2e4d8fe97d"
created = 2026-11-21T23:55:00Z
mode = "open"
seed = "000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f"

[[players]]
name = "Ann"

[[players]]
name = "Bob"
+++
1 Ann: money @2026-11-21T23:50:00Z
!Bob: say @2026-11-22T10:00:00Z {hi}
2 Ann: take s4 c2 @2026-11-22T09:30:00Z {slow mail}
( 2 Ann: take c2 c2 @2026-11-20T00:00:00Z )
!Ann: say @2026-11-22T09:00:00Z {same here}
3 Bob: draw
`

// TestTimeWarnings places each time that goes backwards, and says what
// it is earlier than.
func TestTimeWarnings(t *testing.T) {
	path := writeTestFile(t, backwardsGame)
	f, err := palazzoGames.Load(path)
	require.NoError(t, err)
	_, err = f.Check()
	require.NoError(t, err, "times going backwards are no error")
	assert.Equal(t, []Warning{
		{Line: 16, Col: 14, Message: "the time goes backwards: 2026-11-21T23:50:00Z is 5m0s earlier than " +
			"the game's creation, 2026-11-21T23:55:00Z (accepted: the clocks of mail hosts differ)"},
		{Line: 18, Col: 19, Message: "the time goes backwards: 2026-11-22T09:30:00Z is 30m0s earlier than " +
			"the time of line 17, 2026-11-22T10:00:00Z (accepted: the clocks of mail hosts differ)"},
		{Line: 20, Col: 11, Message: "the time goes backwards: 2026-11-22T09:00:00Z is 30m0s earlier than " +
			"the time of line 18, 2026-11-22T09:30:00Z (accepted: the clocks of mail hosts differ)"},
	}, f.TimeWarnings())
}

// TestNoTimeWarnings: times in order, equal times, and lines without a
// time give none.
func TestNoTimeWarnings(t *testing.T) {
	path := writeTestFile(t, backwardsGame[:strings.Index(backwardsGame, "1 Ann")]+
		"1 Ann: money @2026-11-22T00:00:00Z\n!Bob: say @2026-11-22T00:00:00Z {hi}\n2 Ann: take s4 c2\n")
	f, err := palazzoGames.Load(path)
	require.NoError(t, err)
	assert.Empty(t, f.TimeWarnings())
}
