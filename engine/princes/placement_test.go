package princes

import (
	"testing"

	"github.com/stretchr/testify/require"
)

// The rule text's placement figure ("Action : construire un bâtiment"),
// played through the notation as a player types it: (1) a building partly
// off the grid, (2) over a landscape, (3) beside another building or the
// palace without 2 builders, (5) a second building of a type; and the
// rule that a landscape may touch anything.
func TestPlacementExamplesOfTheRuleText(t *testing.T) {
	g := Game{}
	st := actionTestState(3)
	st.players[0].florins = 10_000
	st.players[0].dom.put(piece{Landscape: true, Type: words().landscapeBy["forest"], Cells: placementTestCells(t, st, "place forest d4")})
	actionTestApply(t, st, placementTestBuild(t, st, "build tower e1")) // e1–g1: a corner of nothing, off the palace's c1 by d1

	_, err := g.ParseMove(st, 0, "build university f6")
	require.ErrorContains(t, err, "sticks out of the principality", "(1) partly off the grid")

	actionTestRefuse(t, st, placementTestBuild(t, st, "build chapel d4"), "(rule 2)")    // (2) on the forest
	actionTestRefuse(t, st, placementTestBuild(t, st, "build chapel d2"), "(rule 3)")    // (3) d2 touches the palace's c2 and the tower's e1
	actionTestRefuse(t, st, placementTestBuild(t, st, "build tower a5 r90"), "(rule 5)") // (5) a second tower

	st.players[0].dom.builders = 2
	actionTestApply(t, st, placementTestBuild(t, st, "build chapel d2")) // with 2 builders a building may touch
	require.True(t, st.players[0].dom.fits(placementTestCells(t, st, "place lake f2"), false), "(4) a landscape may touch buildings")
}

// placementTestBuild reads a move of seat 0.
func placementTestBuild(t *testing.T, st *state, text string) BuildMove {
	t.Helper()
	m, err := Game{}.ParseMove(st, 0, text)
	require.NoError(t, err, text)
	return m.(BuildMove)
}

// placementTestCells is the squares a place move covers.
func placementTestCells(t *testing.T, st *state, text string) mask {
	t.Helper()
	m, err := Game{}.ParseMove(st, 0, text)
	require.NoError(t, err, text)
	return m.(PlaceMove).Cells
}
