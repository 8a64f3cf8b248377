package patrician

import (
	"testing"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/engine/enginetest"
)

// lateGame is a 4-player table late in a game with both expansions:
// three cities scored (tiles taken, messenger tokens won), the others
// with their face-up cards, messengers on four borders, a few cards left.
func lateGame(t *testing.T) engine.State {
	return mustState(t, `
players: Ann Bob Cid Dee
variants: ambassadors messengers
turn: Cid
deck: ro4 pa2 ve2 fe2
border lu mi: Ann
border si bo: Bob
border pa ve: Cid
border ro si: Dee
bo: 1122 413 | bo7
fi: 33 1 | fi4
ro: 2 - | ro6
lu: 1144 232 | - | scored
si: 34 1 | si3
mi: 111 2233 | - | scored
fe: 44 213 | - | scored
pa: 3 2 | pa4
ve: 1 - | ve4
Ann: bo5 fi6 | lu4 mi1 fi1 bo1 | 12 | 0
Bob: ro5 si1 | fi5 lu1 mi2 ro1 | 13 | 0
Cid: lu2 mi5 | fe3 si4 bo2 fi2 | 11 | 1
Dee: si5 ro2 | ve3 mi3 lu3 bo3 | 12 | 0`)
}

// TestPictureGolden pins the pictures of a late public board and of one
// player's private view at the same moment, and of a finished 5-player
// game (Pistoia's row, every tile taken), in SVG (byte for byte) and PNG
// (within enginetest.PNGTolerance).
func TestPictureGolden(t *testing.T) {
	late := lateGame(t)
	enginetest.GoldenPicture(t, "testdata/picture-late-observer", late.View(engine.Observer).(*View).Picture(engine.English))
	enginetest.GoldenPicture(t, "testdata/picture-late-bob", late.View(1).(*View).Picture(engine.English))
	final, _ := enginetest.PlayRandom(t, Game{}, 5, 3, engine.Options{Names: names}, nil)
	enginetest.GoldenPicture(t, "testdata/picture-final-5p-observer", final.View(engine.Observer).(*View).Picture(engine.English))
}

// TestPictureFrench: the labels are the board's, in the reader's language.
func TestPictureFrench(t *testing.T) {
	enginetest.GoldenPicture(t, "testdata/picture-late-fr", lateGame(t).View(0).(*View).Picture("fr"))
}
