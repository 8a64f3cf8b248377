package palazzo

import (
	"testing"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/engine/enginetest"
	"github.com/stretchr/testify/assert"
)

func TestDrawCountsQuarriesFromTheArchitect(t *testing.T) {
	// One step per window, clockwise from the architect's quarry: from
	// quarry 3, one window is quarry 4, two wrap to 1, three to 2.
	for _, c := range []struct {
		architect int
		tile      string
		quarry    int
	}{
		{1, "2b1", 2}, {1, "2b2", 3}, {1, "2b3", 4},
		{3, "1m1", 4}, {3, "1m2", 1}, {3, "1m3", 2},
		{4, "3s1", 1},
	} {
		st := mustState(t, "stack I: 1b1 "+c.tile)
		st.architect = c.architect - 1
		evs := table.Play(t, st, "Ann: draw")
		assert.Equal(t, []Tile{tileOf(t, "1b1")}, st.supply, "the first tile goes to the supply")
		assert.Equal(t, []Tile{tileOf(t, c.tile)}, st.quarries[c.quarry-1], "%s from quarry %d", c.tile, c.architect)
		assert.Contains(t, enginetest.EventTexts(Game{}, evs), "Ann draws 1b1 to the supply")
		assert.Equal(t, phaseBuyOrAuction, st.phase)
		assert.Equal(t, c.architect-1, st.architect, "drawing does not move the architect")
	}
}

func TestDrawSpansStacks(t *testing.T) {
	st := mustState(t, `
stack I: 2m1
stack II: 4s3 5b1`)
	table.Play(t, st, "Ann: draw")
	assert.Equal(t, []Tile{tileOf(t, "2m1")}, st.supply, "stack I is drawn first")
	assert.Equal(t, []Tile{tileOf(t, "4s3")}, st.quarries[3], "then stack II")
	assert.Len(t, st.stacks[1], 1)
}

func TestDrawRiders(t *testing.T) {
	first := mustState(t, `
supply: 1b1
stack III: R 4s2`)
	evs := table.Play(t, first, "Ann: draw")
	assert.Equal(t, []Tile{tileOf(t, "1b1")}, first.supply, "a rider first: no tile goes to the supply")
	assert.Equal(t, []Tile{tileOf(t, "4s2")}, first.quarries[2])
	assert.Equal(t, 1, first.riders)
	assert.Contains(t, enginetest.EventTexts(Game{}, evs), "Ann draws rider 1 of 5: no tile goes to the supply")

	second := mustState(t, `
riders: 2
stack III: 4s2 R 5m3`)
	evs = table.Play(t, second, "Ann: draw")
	assert.Equal(t, []Tile{tileOf(t, "4s2")}, second.supply)
	for q := range second.quarries {
		assert.Empty(t, second.quarries[q], "a rider second: no tile goes to a quarry")
	}
	assert.Equal(t, 3, second.riders)
	assert.Equal(t, []Tile{tileOf(t, "5m3")}, second.stacks[2], "the rider is not replaced")
	assert.Contains(t, enginetest.EventTexts(Game{}, evs), "rider 3 of 5: no tile goes to a quarry")
}

func TestFifthRiderEndsTheGame(t *testing.T) {
	asFirst := mustState(t, `
riders: 4
stack III: R 5m3
Ann: r5 | 1b1 2b2 3b3`)
	evs := table.Play(t, asFirst, "Ann: draw")
	assert.Empty(t, asFirst.ToAct(), "the game ends at once")
	assert.Equal(t, []Tile{tileOf(t, "5m3")}, asFirst.stacks[2], "no second tile is drawn")
	assert.Contains(t, enginetest.EventTexts(Game{}, evs), "rider 5 of 5: the game ends")
	r, over := asFirst.Result()
	assert.True(t, over)
	assert.Equal(t, []int{6 + 3, 0, 0}, r.Scores)
	assert.Equal(t, []engine.Seat{0}, r.Winners)
	table.Refuse(t, asFirst, "Ann: money", "the game is over")

	asSecond := mustState(t, `
riders: 4
stack III: 5m3 R`)
	table.Play(t, asSecond, "Ann: draw")
	assert.Equal(t, []Tile{tileOf(t, "5m3")}, asSecond.supply)
	assert.Empty(t, asSecond.ToAct(), "no buy or auction after the fifth rider")
	assert.Empty(t, asSecond.Legal(0))
}
