package palazzo

import (
	"testing"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/engine/enginetest"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The palaces scored on the last page of the rule text.
func TestScoreExamples(t *testing.T) {
	for _, c := range []struct {
		name   string
		floors string
		want   int
	}{
		{"1 floor", "3m2", -5},
		{"2 floors", "1b3 4s3", 0},
		{"3 floors, 6 windows, mixed", "1b1 2s2 5m3", 6},
		{"4 floors, 7 windows, one material", "1m1 2m2 3m1 5m3", 7 + 3 + 3},
		{"5 floors, 11 windows, mixed", "1b3 2s2 3m2 4b1 5s3", 11 + 6},
		{"5 floors, 8 windows, one material", "1s1 2s2 3s1 4s1 5s3", 8 + 6 + 6},
		{"3 floors, 5 windows, one material", "1b1 3b2 5b2", 5 + 3},
	} {
		t.Run(c.name, func(t *testing.T) {
			assert.Equal(t, c.want, palaceScore(palace(tilesOf(t, c.floors))))
		})
	}
}

// The rule text remarks that inserting the 1-floor palace into the
// 8-point palace would make it worth 13: so that tile has 2 windows and
// the same material (4 floors, 7 windows, one material: 7 + 3 + 3).
func TestScoreAfterInsert(t *testing.T) {
	st := mustState(t, `
Ann: r3 | 1b1 3b2 5b2 | 2b2`)
	assert.Equal(t, 8-5, playerScore(st.players[0]))
	table.Play(t, st, "Ann: insert b into a pay r3")
	assert.Equal(t, 13, playerScore(st.players[0]))
}

func TestResultAndTieBreak(t *testing.T) {
	st := mustState(t, `
players: Ann Bob Cid Dee
riders: 4
stack III: R
Ann: r3 r4 | 1b1 2b2 3b3
Bob: s7 c2 | 1m1 2s1 3b1 | 4m1
Cid: b3 b4 s5 | 1s1 2s2 4s3 | 5m1 | 2m1 3m1
Dee: | 1m3`)
	table.Play(t, st, "Ann: draw")
	r, over := st.Result()
	require.True(t, over)
	// Ann 6+3 = 9; Bob 3 - 5 = -2; Cid 6+3 - 5 + 0 = 4; Dee -5.
	assert.Equal(t, []int{9, -2, 4, -5}, r.Scores)
	assert.Equal(t, []engine.Seat{0}, r.Winners)
	assert.Empty(t, r.TieBreak, "no tie, no tie-break")
	w, _ := enginetest.WordedResult(Game{}, st, engine.English)
	assert.Contains(t, w.Detail, "Ann: 9 (A 3 floors, 6 windows, all brick = 9)")
	assert.Contains(t, w.Detail, "Bob: -2 (A 3 floors, 3 windows, mixed = 3; B 1 floor, 1 window, all marble = -5)")

	tied := mustState(t, `
riders: 4
stack III: R
Ann: r3 r4 | 1b1 2b2 3b3
Bob: s7 c2 | 1m1 2m2 3m3
Cid: b7 c2 | 1s1 2s2 3s3`)
	table.Play(t, tied, "Ann: draw")
	r, _ = tied.Result()
	assert.Equal(t, []int{9, 9, 9}, r.Scores)
	assert.Equal(t, []engine.Seat{1, 2}, r.Winners, "Ann could pay 7; Bob and Cid 9 each, and share the victory")
	w, _ = enginetest.WordedResult(Game{}, tied, engine.English)
	assert.Equal(t, "tie on points, broken by the largest payment each could make: Ann 7, Bob 9, Cid 9; still tied, they share the victory", w.TieBreak)
	assert.Len(t, w.Detail, 3, "one detail line a seat, the tie-break apart")
}
