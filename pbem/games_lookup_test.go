package pbem

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/pbem-games/pbem/engine"
)

// idOnly is a game that knows its id, and counts how often its Info is
// built: looking a game up must not decode every game's data.
type idOnly struct {
	engine.Game
	id    string
	built *int
}

func (g idOnly) ID() string { return g.id }

func (g idOnly) Info() engine.Info {
	*g.built++
	return engine.Info{ID: g.id}
}

// renamed embeds a game and renames it, as a test's variant of a real
// game does: its ID() is the embedded game's.
type renamed struct{ idOnly }

func (g renamed) Info() engine.Info { return engine.Info{ID: "renamed"} }

// TestLookupBuildsOnlyTheFoundGamesInfo: Lookup finds a game by the id it
// knows cheaply (engine.Identified) and builds the Info of that game
// alone; a game that renames the one it embeds is still found by its
// Info, and never taken for the one it embeds.
func TestLookupBuildsOnlyTheFoundGamesInfo(t *testing.T) {
	var other, mine int
	c := Games{idOnly{id: "other", built: &other}, idOnly{id: "mine", built: &mine}}
	g, err := c.Lookup("MINE")
	require.NoError(t, err)
	assert.Equal(t, "mine", engine.IDOf(g))
	assert.Equal(t, 0, other, "the other game's Info is not built")
	assert.Equal(t, 1, mine)
	_, err = c.Lookup("none")
	assert.ErrorIs(t, err, ErrUnknownGame)

	var inner int
	c = Games{renamed{idOnly{id: "mine", built: &inner}}, idOnly{id: "mine", built: &mine}}
	g, err = c.Lookup("mine")
	require.NoError(t, err)
	assert.IsType(t, idOnly{}, g, "the renamed game is not the one it embeds")
	g, err = c.Lookup("renamed")
	require.NoError(t, err)
	assert.IsType(t, renamed{}, g)
}
