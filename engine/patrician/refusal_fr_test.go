package patrician

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/pbem-games/pbem/engine"
)

// What the parser says it expected reads in French in a French seat's
// refusal: the engine's refusal table (engine/refusals/fr.toml) has each.
func TestParserExpectationsHaveFrench(t *testing.T) {
	fr := engine.RefusalsIn("fr")
	for _, en := range []string{expectCard, expectSites, expectCity, expectTower, expectEnd} {
		assert.NotEqual(t, en, fr.Translate(en), "engine/refusals/fr.toml lacks %q", en)
	}
}
