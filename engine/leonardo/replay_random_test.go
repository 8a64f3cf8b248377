package leonardo

import (
	"testing"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/engine/enginetest"
)

// replayRandomGames replays random games of 3 and 6 players (seeds 24
// onwards, games of each) from their move texts, calling visit before
// each decision with the state and the decision about to be made.
func replayRandomGames(t *testing.T, games uint64, visit func(st engine.State, p enginetest.Played)) {
	t.Helper()
	for _, players := range []int{3, 6} {
		for seed := range games {
			moves, _, err := enginetest.RandomGame(Game{}, players, 24+seed, suiteOptions, 20000)
			if err != nil {
				t.Fatal(err)
			}
			st, _, err := Game{}.Setup(suiteOptions, players, enginetest.DecisionRand(24+seed, 0))
			if err != nil {
				t.Fatal(err)
			}
			for n, p := range moves {
				visit(st, p)
				m, err := Game{}.ParseMove(st, p.Seat, p.Text)
				if err == nil {
					_, err = st.Apply(p.Seat, m, enginetest.DecisionRand(24+seed, n+1))
				}
				if err != nil {
					t.Fatalf("decision %d %q: %v", n+1, p.Text, err)
				}
			}
		}
	}
}
