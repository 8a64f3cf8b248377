package pbem

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/pbem-games/pbem/engine"
)

// idOnly is a game that knows its id, and fails the test if its Info is
// built: looking a game up must not decode every game's data.
type idOnly struct {
	engine.Game
	id string
	t  *testing.T
}

func (g idOnly) ID() string { return g.id }

func (g idOnly) Info() engine.Info {
	g.t.Errorf("the Info of %s was built to look a game up", g.id)
	return engine.Info{ID: g.id}
}

// TestLookupBuildsNoInfo: Lookup and IDs find games by their ids alone
// when the games know them (engine.Identified).
func TestLookupBuildsNoInfo(t *testing.T) {
	c := Games{idOnly{id: "other", t: t}, idOnly{id: "mine", t: t}}
	g, err := c.Lookup("MINE")
	require.NoError(t, err)
	assert.Equal(t, "mine", engine.IDOf(g))
	assert.Equal(t, []string{"other", "mine"}, c.IDs())
	_, err = c.Lookup("none")
	assert.ErrorIs(t, err, ErrUnknownGame)
}
