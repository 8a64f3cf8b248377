package leonardo

import (
	"testing"

	"github.com/pbem-games/pbem/engine/enginetest"
)

// What the parser says it expected reads in French in a French seat's
// refusal: the engine's refusal table (engine/refusals/fr.toml) has each.
func TestParserExpectationsHaveFrench(t *testing.T) {
	enginetest.RefusalsTranslated(t, "fr", expectParty, expectNumber, expectSpace, expectProduct, expectPlayer, expectSteps, expectLot)
}
