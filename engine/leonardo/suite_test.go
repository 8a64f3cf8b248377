package leonardo

import (
	"testing"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/engine/enginetest"
)

// suiteNames are the players of the suite's games.
var suiteNames = []string{"Ann", "Bob", "Cid", "Dee", "Eve", "Flo"}

// suiteOptions plays 8 rounds: enough for alliances, trades and
// bankruptcies, and an end for every random game.
var suiteOptions = engine.Options{Names: suiteNames, Settings: map[string]string{SettingRounds: "8"}}

// TestSuite runs the conformance suite: 75 random games each for 3, 4, 5
// and 6 players with PBEM_TEST_FULL=1 (300 in all, as issue 10 asks), 8
// by default and 1 under -short; the expensive checks
// (illegal probes, the leak test, clone isolation) on one decision in
// seven, shifted per game so every decision number is covered.
func TestSuite(t *testing.T) {
	enginetest.Suite(t, Game{}, enginetest.Spec{
		Config: enginetest.Config{
			Players:        []int{3, 4, 5, 6},
			Games:          enginetest.ByDepth(1, 8, 75),
			Seed:           1989,
			MaxDecisions:   20000,
			Options:        suiteOptions,
			DeepEvery:      7,
			Hidden:         true, // parties, art values, the art deck
			Public:         true, // sealed games followed from their outcomes (public.go)
			PublicResample: true, // a public state redrawn for the Observer as the game is (public_resample.go)
		},
		L10n: enginetest.L10n{
			Langs:     loadCatalogues().Langs(),
			Catalogue: func(lang string) *engine.Catalog { return loadCatalogues().Text(lang) },
			MinKeys:   60,
			Games: []enginetest.L10nGame{
				{Players: 3, Options: suiteOptions},
				{Players: 6, Options: suiteOptions},
			},
		},
	})
}
