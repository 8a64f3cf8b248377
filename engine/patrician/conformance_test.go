package patrician

import (
	"testing"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/engine/enginetest"
)

// conformanceRuns are the rule sets the suite plays: the base game, each
// expansion alone, and both.
var conformanceRuns = []struct {
	name     string
	variants []string
}{
	{"base", nil},
	{"ambassadors", []string{VariantAmbassadors}},
	{"messengers", []string{VariantMessengers}},
	{"both", []string{VariantAmbassadors, VariantMessengers}},
}

// TestConformance plays random games through the shared conformance suite
// for 2 to 5 players under each rule set. The expensive checks (illegal
// probes, the leak test, clone isolation) run on one decision in five,
// shifted per game so every decision number is covered.
func TestConformance(t *testing.T) {
	if testing.Short() {
		t.Skip("plays 640 games")
	}
	for i, run := range conformanceRuns {
		t.Run(run.name, func(t *testing.T) {
			enginetest.Run(t, Game{}, enginetest.Config{
				Players:      []int{2, 3, 4, 5},
				Games:        40,
				Seed:         2007 + uint64(i),
				MaxDecisions: 2000,
				Options:      engine.Options{Names: []string{"Ann", "Bob", "Cid", "Dee", "Eve"}, Variants: run.variants},
				DeepEvery:    5,
			})
		})
	}
}
