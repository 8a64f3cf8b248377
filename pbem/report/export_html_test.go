package report

import (
	"bytes"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/pbem"
	"github.com/pbem-games/pbem/pbem/internal/testkit"
)

// A game that draws no picture (the dice game of the tests) shows its text
// board at every position of the replay page.
func TestReplayPageWithoutPicturesShowsTextBoards(t *testing.T) {
	path := testkit.NewTestGame(t, nil)
	testkit.Move(t, path, "", "roll")
	f, err := testkit.DiceGames.Load(path)
	require.NoError(t, err)
	page, err := ReplayPageOf(f, engine.Observer, pbem.English)
	require.NoError(t, err)
	require.Len(t, page.Positions, 2, "the setup and one decision")
	for _, p := range page.Positions {
		assert.Empty(t, p.SVG)
		assert.NotEmpty(t, p.Text)
	}
	assert.Equal(t, "1 Ann: roll", page.Positions[1].Caption)
	var b bytes.Buffer
	require.NoError(t, page.WriteHTML(&b))
	assert.Contains(t, b.String(), `"text":"`)
	assert.NotContains(t, b.String(), `"svg":`)
}
