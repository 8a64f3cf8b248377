package bot

import (
	"reflect"
	"testing"
	"time"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/pbem/internal/testkit"
)

// TestArenaSameGamesWhateverWorkers: the games and every figure but the
// time spent depend on the seed alone, not on how many games are played
// at once.
func TestArenaSameGamesWhateverWorkers(t *testing.T) {
	var runs []*ArenaResult
	for _, workers := range []int{1, 2} {
		res, err := Arena(testkit.RealGames, ArenaRequest{Game: "palazzo", Players: 2, Bots: "mcts:5,random",
			Games: 4, Seed: "1", Workers: workers})
		if err != nil {
			t.Fatal(err)
		}
		for i := range res.Bots {
			if res.Bots[i].Decisions == 0 {
				t.Errorf("%d workers: %s made no decision", workers, res.Bots[i].Bot)
			}
			res.Bots[i].SecondsPerDecision = 0
		}
		runs = append(runs, res)
	}
	if !reflect.DeepEqual(runs[0], runs[1]) {
		t.Errorf("one worker:\n%+v\ntwo workers:\n%+v", runs[0], runs[1])
	}
}

// TestArenaCountsEachBotsDecisions: a bot's decisions are those of the
// seats it played, whatever seat that was.
func TestArenaCountsEachBotsDecisions(t *testing.T) {
	games := []arenaGame{
		{botAt: []int{0, 1}, decisions: []int{3, 5}, think: []time.Duration{3 * time.Second, 5 * time.Millisecond},
			result: engine.Result{Winners: []engine.Seat{0}, Scores: []int{4, 2}}},
		{botAt: []int{1, 0}, decisions: []int{7, 1}, think: []time.Duration{7 * time.Millisecond, time.Second},
			result: engine.Result{Winners: []engine.Seat{1}, Scores: []int{2, 4}}},
	}
	res := &ArenaResult{Games: 2, Bots: []ArenaBot{{Bot: "mcts:9"}, {Bot: "random"}}}
	res.tally(games)
	if got := res.Bots[0]; got.Decisions != 4 || got.SecondsPerDecision != 1 {
		t.Errorf("mcts:9: %d decisions, %g s each; want 4, 1", got.Decisions, got.SecondsPerDecision)
	}
	if got := res.Bots[1]; got.Decisions != 12 || got.SecondsPerDecision != 0.001 {
		t.Errorf("random: %d decisions, %g s each; want 12, 0.001", got.Decisions, got.SecondsPerDecision)
	}
}

func TestThinkTime(t *testing.T) {
	for seconds, want := range map[float64]string{
		1.2346: "1235", 0.322: "322", 0.0998: "99.8", 0.00334: "3.34", 0.000000655: "0.000655", 0: "0",
	} {
		if got := thinkTime(seconds); got != want {
			t.Errorf("thinkTime(%g) = %q, want %q", seconds, got, want)
		}
	}
}
