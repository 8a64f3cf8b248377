package patrician

import (
	"testing"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/engine/enginetest"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestCityScoredWhenComplete(t *testing.T) {
	for _, c := range []struct {
		name, lucca, moves, want string
		high, low                int8
	}{
		{"majorities", "1121 22", "Ann: build b",
			"Lucca is complete and scored: Ann takes the 7 (tower a: 3 of 4 floors); Bob takes the 4 (tower b: 2 of 3 floors)", 0, 1},
		// Tower a: Ann 2, Bob 2; Bob owns the top floor and wins the tie.
		{"tie to the top floor", "2112 33", "Ann: build b",
			"Lucca is complete and scored: Bob takes the 7 (tower a: 2 of 4 floors); Cid takes the 4 (tower b: 2 of 3 floors)", 1, 2},
		// Tower a: Ann 2, Bob 2, Cid on top; Bob owns the highest floor of
		// the tied players. Tower b: Cid 1, Ann 1, Ann on top.
		{"tie to the highest floor of a tied player", "11223 3", "Ann: build b",
			"Lucca is complete and scored: Bob takes the 7 (tower a: 2 of 5 floors); Ann takes the 4 (tower b: 1 of 2 floors)", 1, 0},
		// The shorter tower can be the one just built on.
		{"taller tower b", "22 3333", "Ann: build a",
			"Lucca is complete and scored: Cid takes the 7 (tower b: 4 of 4 floors); Bob takes the 4 (tower a: 2 of 3 floors)", 2, 1},
	} {
		t.Run(c.name, func(t *testing.T) {
			st := mustState(t, "lu: "+c.lucca+" | lu5\nAnn: lu4 bo5\nBob: fi5")
			evs := table.Play(t, st, "Ann: play lu4", c.moves)
			assert.Contains(t, enginetest.EventTexts(Game{}, evs), c.want)
			lu := st.cities[cityOf(t, "lu")]
			assert.True(t, lu.scored)
			assert.Equal(t, [2]int8{c.high, c.low}, [2]int8{lu.high, lu.low})
		})
	}
}

// The rule text's final tally: Marianne's tiles make 33 points and her
// portraits 18 (three sets of three identical heads), 51 in all.
func TestFinalTallyMarianne(t *testing.T) {
	st := mustState(t, `
players: Marianne Bob
bo: 111 22 | - | scored
fi: 222 1 | - | scored
lu: 1111 222 | - | scored
fe: 111 22 | - | scored
si: 2222 111 | - | scored
pa: 222 11 | - | scored
Marianne: | bo5 ro6 fe3 bo7 fi6 ro7 fi5 bo1 lu3
Bob: | lu5`)
	st.phase = phaseOver
	ts := st.tallies()
	assert.Equal(t, 33, ts[0].Tiles, "9 + 6 + 7 + 5 + 4 + 2")
	assert.Equal(t, []int{3, 3, 3}, ts[0].Heads, "a double portrait counts 2 heads")
	assert.Equal(t, 18, ts[0].Sets)
	assert.Equal(t, 51, ts[0].Total)
	r, over := st.Result()
	require.True(t, over)
	assert.Equal(t, []int{51, 6 + 9 + 4 + 2 + 7 + 5}, r.Scores, "Bob: bo6 fi9 lu4 fe2 si7 pa5, one head")
	w, _ := enginetest.WordedResult(Game{}, st, engine.English)
	assert.Equal(t, "Marianne: 51 = tiles 33 + portraits 18 (p1 3, p2 3, p3 3 heads)", w.Detail[0])
}

func TestPortraitSets(t *testing.T) {
	for _, c := range []struct {
		heads []int
		wild  int
		large bool
		want  int
	}{
		{[]int{2, 2, 2}, 0, false, 0},
		{[]int{5, 3, 0}, 0, false, 12},
		{[]int{6, 0, 0}, 0, false, 12},
		{[]int{2, 2, 0}, 1, false, 6},  // the wild head completes one set
		{[]int{2, 2, 0}, 2, false, 12}, // one on each
		{[]int{1, 0, 0}, 2, false, 6},  // both on the same portrait
		{[]int{2, 2, 2}, 0, true, 18},  // card D: one head of each
		{[]int{1, 1, 0}, 3, true, 12},  // 2, 2, 1 and 3 wild: 3, 3, 3 would be 18
		{[]int{0, 0, 0}, 3, false, 6},  // three wild heads alone make a set
		{[]int{4, 4, 4}, 0, false, 18},
	} {
		assert.Equal(t, c.want, bestSets(c.heads, c.wild, c.large), "heads %v, %d wild, D %v", c.heads, c.wild, c.large)
	}
}

// Ruling P2: cities still incomplete at the end are scored; equal heights
// go to the tower with the larger winning majority, then to tower a; an
// empty tower awards nothing.
func TestIncompleteCitiesAtTheEnd(t *testing.T) {
	for _, c := range []struct {
		name, towers string
		high, low    int8
		highTower    int8
	}{
		{"taller tower", "112 3", 0, 2, 0},
		{"equal heights, larger majority", "12 33", 2, 1, 1},
		{"equal heights and majorities: tower a", "12 32", 1, 1, 0},
		{"one empty tower", "- 33", 2, noSeat, 1},
		{"both empty", "- -", noSeat, noSeat, 0},
	} {
		t.Run(c.name, func(t *testing.T) {
			st := mustState(t, "bo: "+c.towers)
			st.finish(nil)
			bo := st.cities[cityOf(t, "bo")]
			assert.True(t, bo.scored)
			assert.Equal(t, [3]int8{c.high, c.low, c.highTower}, [3]int8{bo.high, bo.low, bo.highTower})
		})
	}
}

// A tie on points goes to the fewest floors on the board; still tied, the
// players share the victory.
func TestTieBreak(t *testing.T) {
	st := mustState(t, `
bo: 111 22 | - | scored
fi: 33 1 | - | scored
ro: 222 3 | - | scored`)
	st.phase = phaseOver
	r, _ := st.Result()
	// Ann 9 + 6 = 15 with 4 floors, Bob 6 + 9 = 15 with 5, Cid 9 + 6 = 15 with 3.
	assert.Equal(t, []int{15, 15, 15}, r.Scores)
	assert.Equal(t, []engine.Seat{2}, r.Winners)
	w, _ := enginetest.WordedResult(Game{}, st, engine.English)
	assert.Contains(t, w.TieBreak, "fewest floors on the board: Ann 4, Bob 5, Cid 3")

	st = mustState(t, `
players: Ann Bob
bo: 111 22 | - | scored
fi: 222 11 | - | scored`)
	st.phase = phaseOver
	r, _ = st.Result()
	assert.Equal(t, []engine.Seat{0, 1}, r.Winners)
	w, _ = enginetest.WordedResult(Game{}, st, engine.English)
	assert.Contains(t, w.TieBreak, "still tied, they share the victory")
}
