package princes

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/engine/enginetest"
)

// TestPictureGolden pins the pictures of a finished five-player game's
// public board (every money shown, prestige cards revealed) and of one
// player's private view while they look at cards to keep one, in SVG
// (byte for byte) and PNG (within enginetest.PNGTolerance).
func TestPictureGolden(t *testing.T) {
	opts := engine.Options{Names: suiteNames}
	final, _ := enginetest.PlayRandom(t, Game{}, 5, 11, opts, nil)
	enginetest.GoldenPicture(t, "testdata/picture-final-observer", final.View(engine.Observer).(*View).Picture(engine.English))
	seat, looking := lookingView(t, opts)
	enginetest.GoldenPicture(t, "testdata/picture-looking-seat", looking.View(seat).(*View).Picture(engine.English))
}

// TestPictureFrench: the labels are the board's, in the reader's
// language, accents kept.
func TestPictureFrench(t *testing.T) {
	seat, st := lookingView(t, engine.Options{Names: suiteNames})
	enginetest.GoldenPicture(t, "testdata/picture-looking-fr", st.View(seat).(*View).Picture("fr"))
}

// TestPictureHidesMoney: another player's florins are "?" in a private
// view, as on the text board, and the viewer's own are shown.
func TestPictureHidesMoney(t *testing.T) {
	seat, st := lookingView(t, engine.Options{Names: suiteNames})
	v := st.View(seat).(*View)
	lines := (&pfDrawer{v: v, c: loadCatalogues().Text(engine.English)}).figures(int(seat), 1000)
	require.Equal(t, "Florins "+itoa(*v.Players[seat].Florins), lines[0][:len("Florins ")+len(itoa(*v.Players[seat].Florins))])
	other := (int(seat) + 1) % len(v.Players)
	lines = (&pfDrawer{v: v, c: loadCatalogues().Text(engine.English)}).figures(other, 1000)
	require.Contains(t, lines[0], "Florins ?")
}

// lookingView plays a random four-player game up to the first decision
// where the player to act looks at cards to keep one, and returns that
// player and the state.
func lookingView(t *testing.T, opts engine.Options) (engine.Seat, engine.State) {
	var found engine.State
	enginetest.PlayRandom(t, Game{}, 4, 23, opts, func(_ int, st engine.State) {
		if found != nil || len(st.ToAct()) == 0 {
			return
		}
		if v := st.View(st.ToAct()[0]).(*View); v.Hand != nil && v.Hand.Looking != nil && v.Round > 2 {
			found = st.Clone()
		}
	})
	require.NotNil(t, found, "no decision looks at cards")
	return found.ToAct()[0], found
}

// TestPictureChoices pins the pictures of a player's view on their turn
// of the action phase, with a grid of where each building may lie, in
// English and French, and while they place a landscape bought; the dots
// are the anchors of the view (choices_test.go checks those against the
// legal moves).
func TestPictureChoices(t *testing.T) {
	opts := engine.Options{Names: suiteNames}
	for _, c := range []struct{ name, phase, lang string }{
		{"picture-build-seat", "action", engine.English},
		{"picture-build-fr", "action", "fr"},
		{"picture-place-seat", "place", engine.English},
	} {
		seat, st := phaseView(t, opts, c.phase)
		v := st.View(seat).(*View)
		require.NotEmpty(t, v.Hand.Choices.Pieces)
		enginetest.GoldenPicture(t, "testdata/"+c.name, v.Picture(c.lang))
	}
}

// phaseView plays a random four-player game up to the first decision of
// phase after round 1 where a piece may be
// laid (6 buildings), and returns the player to act and the state.
func phaseView(t *testing.T, opts engine.Options, phase string) (engine.Seat, engine.State) {
	var found engine.State
	enginetest.PlayRandom(t, Game{}, 4, 23, opts, func(_ int, st engine.State) {
		if found != nil || len(st.ToAct()) == 0 {
			return
		}
		v := st.View(st.ToAct()[0]).(*View)
		ready := v.Round > 1
		pieces := 1 // a landscape; a building: enough for two rows of grids
		if phase == "action" {
			pieces = 6
		}
		if v.Phase == phase && ready && v.Hand.Choices != nil && len(v.Hand.Choices.Pieces) >= pieces {
			found = st.Clone()
		}
	})
	require.NotNil(t, found, "no decision of phase %s", phase)
	return found.ToAct()[0], found
}
