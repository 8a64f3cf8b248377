package patrician_test

import (
	"testing"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/engine/patrician"
	"github.com/stretchr/testify/assert"
)

// New games are played under the newest rules; both versions replay, and
// an unknown one is refused at setup. (That a file replays under the
// version it names is tested in pbem, which reads game files.)
func TestRulesVersions(t *testing.T) {
	g := patrician.Game{}
	assert.Equal(t, patrician.RulesV2, g.Info().Newest())
	assert.True(t, g.Info().SupportsRules(patrician.RulesV1))
	assert.True(t, g.Info().SupportsRules(patrician.RulesV2))
	assert.False(t, g.Info().SupportsRules("patrician/3"))
	_, _, err := g.Setup(engine.Options{Rules: "patrician/3"}, 3, nil)
	assert.ErrorContains(t, err, `unknown rules version "patrician/3"`)
}
