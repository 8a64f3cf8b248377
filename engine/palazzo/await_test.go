package palazzo

import (
	"testing"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/engine/enginetest"
	"github.com/stretchr/testify/assert"
)

// The action help offers only the actions legalActions lists.
func TestActionHelpOffersOnlyLegalActions(t *testing.T) {
	cases := map[string]struct{ desc, want string }{
		"no card, no palace":     {"Ann:", "choose an action: money or draw"},
		"a card, no palace":      {"Ann: r5", "choose an action: money or draw"},
		"no card, palaces":       {"Ann: | 1b1 2b2 | 3m1", "choose an action: money or draw"},
		"one tall palace":        {"Ann: r5 | 1b1 2b2", "choose an action: money, draw or a transform (extract)"},
		"one short palace":       {"Ann: r5 | 1b1", "choose an action: money, draw or a transform (remove)"},
		"all three":              {"Ann: r5 | 1b1 2b2 | 3m1", "choose an action: money, draw or a transform (extract, insert, remove)"},
		"no insert: floor taken": {"Ann: r5 | 1b1 | 1m2", "choose an action: money, draw or a transform (remove)"},
		"no money left":          {"deck: r3 r4\nAnn: r5 | 1b1 | 2m2", "choose an action: draw or a transform (insert, remove)"},
		"draw only":              {"deck: r3\nAnn: | 1b1", "choose an action: draw"},
	}
	for name, c := range cases {
		t.Run(name, func(t *testing.T) {
			st := mustState(t, "deck: r3 r4 r5 r6\n"+c.desc) // a later deck line replaces it
			assert.Equal(t, c.want, st.View(0).(*View).Awaiting)
			assert.Equal(t, c.want != "choose an action: money or draw" && c.want != "choose an action: draw",
				hasTransform(st), "the help offers a transform exactly when one is legal")
		})
	}
}

// hasTransform reports whether Legal lists a transform for the actor.
func hasTransform(st *state) bool {
	for _, m := range st.Legal(st.actor) {
		switch m.(type) {
		case MoneyMove, DrawMove:
		default:
			return true
		}
	}
	return false
}

// The supply shows its price only in the buy-or-auction phase, the one
// where it applies; in the action phase it says the price comes after the
// draw.
func TestSupplyPriceOnlyWhereItApplies(t *testing.T) {
	st := mustState(t, "supply: 1b1 2m2\nAnn: r5")
	assert.Contains(t, boardText(st), "Supply (price after the draw): 1b1 2m2\n")
	st.phase = phaseBuyOrAuction
	assert.Contains(t, boardText(st), "Supply (price 8 each): 1b1 2m2\n", "10 - 2 tiles in the supply")
	st.phase = phaseOver
	assert.Contains(t, boardText(st), "Supply: 1b1 2m2\n")
}

// boardText is the English board of st for the observer.
func boardText(st *state) string { return enginetest.DocText(st.View(-1).(*View).Doc(engine.English)) }
