package bot

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/pbem-games/pbem/engine"
)

// TestHeadToHead: of two bots, the one that finished ahead (higher score,
// or the winner on a tie-break) scores the pair, a tie half each, counted
// over the games both played, whoever won the game.
func TestHeadToHead(t *testing.T) {
	res := &ArenaResult{Games: 3, Bots: []ArenaBot{{Bot: "mcts:10"}, {Bot: "random#1"}, {Bot: "random#2"}}}
	res.tally([]arenaGame{
		// bot 0 wins; bot 2 ahead of bot 1
		{botAt: []int{0, 1, 2}, result: engine.Result{Winners: []engine.Seat{0}, Scores: []int{9, 3, 5}}},
		// bot 1 wins; bot 0 ahead of bot 2
		{botAt: []int{1, 2, 0}, result: engine.Result{Winners: []engine.Seat{0}, Scores: []int{8, 1, 6}}},
		// bot 0 and bot 1 tie on score, bot 0 wins the tie-break; bot 2 level with nobody
		{botAt: []int{2, 0, 1}, result: engine.Result{Winners: []engine.Seat{1}, Scores: []int{2, 7, 7}}},
	})
	require.Len(t, res.HeadToHead, 3)
	want := []ArenaPair{
		{Bot: "mcts:10", Against: "random#1", Games: 3, Score: 2},  // ahead in games 1 and 3
		{Bot: "mcts:10", Against: "random#2", Games: 3, Score: 3},  // ahead in every game
		{Bot: "random#1", Against: "random#2", Games: 3, Score: 2}, // behind in game 1 only
	}
	for i, w := range want {
		got := res.HeadToHead[i]
		assert.Equal(t, [3]any{w.Bot, w.Against, w.Games}, [3]any{got.Bot, got.Against, got.Games})
		assert.InDelta(t, w.Score, got.Score, 1e-9, "%s against %s", w.Bot, w.Against)
		assert.InDelta(t, w.Score/3, got.Rate, 1e-9)
		assert.Less(t, got.Low, got.Rate+1e-9)
		assert.Greater(t, got.High, got.Rate-1e-9)
	}
}
