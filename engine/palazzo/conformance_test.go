package palazzo

import (
	"testing"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/engine/enginetest"
)

// TestConformance plays 1,050 random games (350 each with 2, 3 and 4
// players) through the shared conformance suite. The expensive checks
// (illegal probes, the leak test, clone isolation) run on one decision in
// six, shifted per game so every decision number is covered.
func TestConformance(t *testing.T) {
	if testing.Short() {
		t.Skip("plays 1,050 games")
	}
	enginetest.Run(t, Game{}, enginetest.Config{
		Players:      []int{2, 3, 4},
		Games:        350,
		Seed:         2005,
		MaxDecisions: 5000,
		Options:      engine.Options{Names: []string{"Ann", "Bob", "Cid", "Dee"}},
		DeepEvery:    6,
	})
}
