package leonardo

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/engine/enginetest"
)

// TestPictureGolden pins the pictures of a finished game's public board
// (every art work shown) and of one player's private view in the middle
// of the game, in SVG (byte for byte) and PNG (within
// enginetest.PNGTolerance).
func TestPictureGolden(t *testing.T) {
	final, _ := enginetest.PlayRandom(t, Game{}, 4, 5, suiteOptions, nil)
	enginetest.GoldenPicture(t, "testdata/picture-final-observer", final.View(engine.Observer).(*View).Picture(engine.English))
	seat, st := midGame(t)
	enginetest.GoldenPicture(t, "testdata/picture-mid-seat", st.View(seat).(*View).Picture(engine.English))
}

// TestPictureFrench: the labels are the board's, in the reader's
// language, accents kept.
func TestPictureFrench(t *testing.T) {
	seat, st := midGame(t)
	enginetest.GoldenPicture(t, "testdata/picture-mid-fr", st.View(seat).(*View).Picture("fr"))
}

// TestPictureRing: the ring's 32 spaces are laid clockwise from the
// top-left corner, each in a place of its own, the last back beside the
// first.
func TestPictureRing(t *testing.T) {
	seen := map[[2]float64]bool{}
	for i := range spaceCount {
		x, y := cellPos(i)
		require.False(t, seen[[2]float64{x, y}], "space %d lies on another", i+1)
		seen[[2]float64{x, y}] = true
	}
	x, y := cellPos(spaceCount - 1)
	require.Equal(t, [2]float64{0, lvCellH}, [2]float64{x, y}, "space 32 is under space 1")
	x, y = cellPos(lvAcross + lvDown)
	require.Equal(t, [2]float64{(lvAcross - 1) * lvCellW, (lvDown + 1) * lvCellH}, [2]float64{x, y})
}

// midGame plays a random four-player game for 60 decisions and returns
// the seat to act then and the state.
func midGame(t *testing.T) (engine.Seat, engine.State) {
	var found engine.State
	enginetest.PlayRandom(t, Game{}, 4, 9, suiteOptions, func(ply int, st engine.State) {
		if found == nil && ply >= 60 && len(st.ToAct()) > 0 {
			found = st.Clone()
		}
	})
	require.NotNil(t, found)
	return found.ToAct()[0], found
}
