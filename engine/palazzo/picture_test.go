package palazzo

import (
	"testing"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/engine/enginetest"
)

// TestPictureGolden pins the pictures of a finished game's public board
// and of one player's private view in the middle of an auction, in SVG
// (byte for byte) and PNG (within enginetest.PNGTolerance).
func TestPictureGolden(t *testing.T) {
	final, _ := enginetest.PlayRandom(t, Game{}, 3, 7, engine.Options{}, nil)
	enginetest.GoldenPicture(t, "testdata/picture-final-observer", final.View(engine.Observer).(*View).Picture(engine.English))
	enginetest.GoldenPicture(t, "testdata/picture-auction-bob", midAuction(t).View(1).(*View).Picture(engine.English))
}

// TestPictureFrench: the labels are the board's, in the reader's language.
func TestPictureFrench(t *testing.T) {
	enginetest.GoldenPicture(t, "testdata/picture-auction-fr", midAuction(t).View(0).(*View).Picture("fr"))
}
