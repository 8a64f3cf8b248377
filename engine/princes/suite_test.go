package princes

import (
	"strings"
	"testing"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/engine/enginetest"
)

// suiteNames are the players of the suite's games.
var suiteNames = []string{"Ann", "Bob", "Cid", "Dee", "Eve"}

// TestSuite runs the conformance suite: 100 random games each for 3, 4
// and 5 players with PBEM_TEST_FULL=1 (300 in all, as issue 9 asks), 10
// by default and 1 under -short; the expensive checks
// (illegal probes, the leak test, clone isolation) on one decision in
// seven, shifted per game so every decision number is covered.
func TestSuite(t *testing.T) {
	enginetest.Suite(t, Game{}, enginetest.Spec{
		Config: enginetest.Config{
			Players:        []int{3, 4, 5},
			Games:          enginetest.ByDepth(1, 10, 100),
			Seed:           2000,
			MaxDecisions:   5000,
			Options:        engine.Options{Names: suiteNames},
			DeepEvery:      7,
			Public:         true, // sealed games followed without the seed (public.go)
			PublicResample: true, // a post without the key names the verbs (public_resample.go)
			Hidden:         true, // hands, the decks, the cards looked at
		},
		L10n: enginetest.L10n{
			Langs:     loadCatalogues().Langs(),
			Catalogue: func(lang string) *engine.Catalog { return loadCatalogues().Text(lang) },
			MinKeys:   60,
			Keys:      builtKeys(),
			Games: []enginetest.L10nGame{
				{Players: 3, Options: engine.Options{Names: suiteNames}},
				{Players: 5, Options: engine.Options{Names: suiteNames}},
			},
		},
	})
}

// builtKeys are the message keys the source builds from a reason rather
// than writes whole.
func builtKeys() []string {
	var keys []string
	for _, why := range []string{"no-money", "nothing"} {
		keys = append(keys, "event.declines-"+why)
	}
	for why := range cannotTakeErrors { // the reasons an item cannot be taken
		keys = append(keys, "event.passes-"+why)
	}
	for _, term := range prestigeTerms { // what a card counts, as its line words it
		keys = append(keys, "board.term."+strings.ReplaceAll(term, "_", "-"))
	}
	return keys
}
