package patrician_test

import (
	"testing"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/engine/patrician"
	"github.com/pbem-games/pbem/pbem"
	"github.com/pbem-games/pbem/pbem/pbemtest"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

var catalog = pbem.Games{patrician.Game{}}

// Issue 7, ruling P1: the two files hold the same record, in which Ann
// plays LU4, builds nothing and places a messenger next to Lucca. It is
// legal under patrician/2 (nothing was built in Lucca) and was not under
// patrician/1, which replays as it was played.
func TestRulesVersionsReplayAsPlayed(t *testing.T) {
	r, err := pbemtest.Open(catalog, "testdata/rules/messenger-v2.pbem", -1)
	require.NoError(t, err)
	assert.Equal(t, 3, len(r.Plies))

	_, err = pbemtest.Open(catalog, "testdata/rules/messenger-v1.pbem", -1)
	require.Error(t, err)
	assert.ErrorIs(t, err, engine.ErrIllegal)
	assert.Contains(t, err.Error(), "you cannot place a messenger next to Lucca: it is the city of the card you played")
}

// New games are played under the newest rules; both versions replay, and
// an unknown one is refused at setup.
func TestRulesVersions(t *testing.T) {
	g := patrician.Game{}
	assert.Equal(t, patrician.RulesV2, g.Info().Newest())
	assert.True(t, g.Info().SupportsRules(patrician.RulesV1))
	assert.True(t, g.Info().SupportsRules(patrician.RulesV2))
	assert.False(t, g.Info().SupportsRules("patrician/3"))
	_, _, err := g.Setup(engine.Options{Rules: "patrician/3"}, 3, nil)
	assert.ErrorContains(t, err, `unknown rules version "patrician/3"`)
}
