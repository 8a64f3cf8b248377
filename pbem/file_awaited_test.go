package pbem

import (
	"math/rand/v2"
	"slices"
	"testing"
	"unsafe"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/games"
)

// TestSeatSetIsTheList checks the awaited seats as a set against the
// list they were made from, as the list answered before: whether a seat
// is in it (slices.Contains) and whether it holds several seats (its
// length above one; ToAct lists a seat once).
func TestSeatSetIsTheList(t *testing.T) {
	pick := rand.New(rand.NewPCG(5, 6))
	for i := range 2000 {
		var list []engine.Seat
		for s := range engine.Seat(seatSetBits - 1) {
			if pick.IntN(6) == 0 || i%7 == 0 && pick.IntN(2) == 0 {
				list = append(list, s)
			}
		}
		if i%11 == 0 {
			list = nil
		}
		set := seatSetOf(list)
		require.Equal(t, len(list) > 1, set.several(), "case %d: %v", i, list)
		for s := engine.Observer; s < seatSetBits-1; s++ {
			require.Equal(t, slices.Contains(list, s), set.has(s), "case %d: seat %d of %v", i, s, list)
		}
	}
}

// TestSeatSetSharesTheLastBit pins what a set says of seats past its
// bits, which no game has (TestGamesFitSeatSet): seat 31 and every later
// seat share the last bit.
func TestSeatSetSharesTheLastBit(t *testing.T) {
	set := seatSetOf([]engine.Seat{40})
	assert.True(t, set.has(31))
	assert.True(t, set.has(40))
	assert.False(t, set.has(30))
	assert.False(t, set.several())
	assert.False(t, seatSetOf([]engine.Seat{engine.Observer}).has(engine.Observer))
}

// TestGamesFitSeatSet checks that each game's seats have a bit of their
// own in a seatSet, so that the awaited seats of a ply are exact.
func TestGamesFitSeatSet(t *testing.T) {
	for _, g := range games.All {
		assert.Less(t, g.Info().MaxPlayers, seatSetBits, g.Info().ID)
	}
	for _, id := range testGames.IDs() {
		g, err := testGames.Lookup(id)
		require.NoError(t, err)
		assert.Less(t, g.Info().MaxPlayers, seatSetBits, id)
	}
}

// TestPlyIsTwentySixWords keeps a Ply at 26 words on a 64-bit machine
// (23 before its Outcome, issue 27; 29 with the awaited seats as a list):
// a replay holds one a decision.
func TestPlyIsTwentySixWords(t *testing.T) {
	if unsafe.Sizeof(uintptr(0)) == 8 {
		assert.Equal(t, uintptr(208), unsafe.Sizeof(Ply{}))
	}
}
