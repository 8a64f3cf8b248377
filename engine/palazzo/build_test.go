package palazzo

import (
	"testing"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/engine/enginetest"
	"github.com/stretchr/testify/assert"
)

// Caroline's example from the rule text: palace A has floors 1 and 3,
// palace B floors 2 and 4, and she wins tiles of floors 2, 4 and 5.
func TestBuildCarolineExample(t *testing.T) {
	st := mustState(t, `
players: Caroline Bob
quarry 2: 2m2 4m1 5s3
stack I: 1b1 2m3
Caroline: | 1b1 3b2 | 2s1 4s2`)
	table.Play(t, st, "Caroline: draw", "Caroline: auction", "Bob: pass")
	assert.Equal(t, []Tile{tileOf(t, "2m2"), tileOf(t, "4m1"), tileOf(t, "5s3")}, st.pending)

	// Tile 1 (floor 2) cannot go on A (1-3-2) nor on B (which has a floor 2):
	// only a new palace C, or the discard.
	table.Refuse(t, st, "Caroline: build 2m2 on a", "you cannot build 2m2 on palace A: its top floor is 3")
	table.Refuse(t, st, "Caroline: build 2m2 on b", "you cannot build 2m2 on palace B: it already has floor 2")
	// Tile 2 (floor 4) can go on A but not on B; tile 3 (floor 5) anywhere.
	assert.Equal(t, []string{
		"build 2m2 new", "discard 2m2",
		"build 4m1 on a", "build 4m1 new", "discard 4m1",
		"build 5s3 on a", "build 5s3 on b", "build 5s3 new", "discard 5s3",
	}, table.LegalTexts(st))
	table.Refuse(t, st, "Caroline: build 4m1 on b", "already has floor 4")

	table.Play(t, st, "Caroline: build 2m2 new")
	assert.Contains(t, table.LegalTexts(st), "build 4m1 on c", "tile 2 may now go on palace C")
	table.Refuse(t, st, "Caroline: build 2m2 new", "you have not acquired 2m2")
	table.Play(t, st, "Caroline: build 5s3 on b")
	assert.Equal(t, []engine.Seat{0}, st.ToAct(), "the turn passes only once every tile is placed")
	table.Play(t, st, "Caroline: build 4m1 on a")
	assert.Equal(t, []engine.Seat{1}, st.ToAct())
	assert.Equal(t, []palace{
		{tileOf(t, "1b1"), tileOf(t, "3b2"), tileOf(t, "4m1")},
		{tileOf(t, "2s1"), tileOf(t, "4s2"), tileOf(t, "5s3")},
		{tileOf(t, "2m2")},
	}, st.players[0].palaces)
	table.Refuse(t, st, "Bob: build 4m1 on a", "you cannot build a tile now")
}

func TestBuildNeedsAPalace(t *testing.T) {
	st := mustState(t, `
players: Ann Bob
quarry 2: 2m2
stack I: 1b1 2m3
Ann: | 1b1`)
	table.Play(t, st, "Ann: draw", "Ann: auction", "Bob: pass")
	table.Refuse(t, st, "Ann: build 2m2 on b", "you have no palace B (you have palace A)")
	evs := table.Play(t, st, "Ann: discard 2m2")
	assert.Contains(t, enginetest.EventTexts(Game{}, evs), "Ann discards 2m2")
	assert.Equal(t, []engine.Seat{1}, st.ToAct())
}
