package patrician

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/engine/enginetest"
)

// names are the players of the suite's games.
var names = []string{"Ann", "Bob", "Cid", "Dee", "Eve"}

// TestSuite runs the conformance suite. Its random games are played for 2
// to 5 players under each rule set: the base game, each expansion alone,
// and both, 40 games per count with PBEM_TEST_FULL=1, 5 by default and 1
// under -short. The expensive checks (illegal probes, the
// leak test, clone isolation) run on one decision in five, shifted per
// game so every decision number is covered.
func TestSuite(t *testing.T) {
	both := []string{VariantAmbassadors, VariantMessengers}
	enginetest.Suite(t, Game{}, enginetest.Spec{
		Config: enginetest.Config{
			Players:        []int{2, 3, 4, 5},
			Games:          enginetest.ByDepth(1, 5, 40),
			Seed:           2007,
			MaxDecisions:   2000,
			Options:        engine.Options{Names: names},
			DeepEvery:      5,
			Hidden:         true, // hands, piles and the deck
			Public:         true,
			PublicResample: true,
		},
		Variants: [][]string{nil, {VariantAmbassadors}, {VariantMessengers}, both},
		L10n: enginetest.L10n{
			Langs:     loadCatalogues().Langs(),
			Catalogue: catalogue,
			MinKeys:   40,
			Keys:      portraitKeys(),
			Games: []enginetest.L10nGame{
				{Players: 2, Options: engine.Options{Names: names}},
				{Players: 3, Options: engine.Options{Names: names, Variants: []string{VariantAmbassadors}}},
				{Players: 4, Options: engine.Options{Names: names, Variants: []string{VariantMessengers}}},
				{Players: 5, Options: engine.Options{Names: names, Variants: both}},
			},
		},
		Wide: func(t testing.TB) []enginetest.WideTable {
			return []enginetest.WideTable{{State: wideNames(t), Players: 3}}
		},
	})
}

// portraitKeys are the message keys describeIn builds.
func portraitKeys() []string {
	var keys []string
	for _, p := range data().Portraits {
		keys = append(keys, "portrait."+p.Code)
	}
	return keys
}

// wideNames is a table with an accented name and a 16-letter one.
func wideNames(t testing.TB) *state {
	return mustState(t, `
players: Zoé Maximilian-Georg Al
variants: ambassadors messengers
bo: 112 3 | bo4
Zoé: bo5 fi6 | ro5 lu4 fi5 mi4 lu1 | 20 | 1
Maximilian-Georg: fi5 | bo1 fi2 ro1 ro2 lu2 si1 si2 mi1 mi2 fe1 fe2 pa1 pa2 ve1 ve2 | 12 | 0`)
}

// Each player's lines stand under their number, whatever the width of
// the names (the suite checks the width).
func TestBoardWithWideNames(t *testing.T) {
	st := wideNames(t)
	text := enginetest.DocText(st.View(1).(*View).Doc(engine.English))
	for i, name := range st.names {
		assert.Contains(t, text, "\n"+itoa(i+1)+" "+name+"  score ", "player line of %s:\n%s", name, text)
	}
}
