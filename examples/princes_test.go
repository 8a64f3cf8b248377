package examples

import (
	"testing"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/pbem/pbemtest"
)

// TestPrincesExampleScores replays princes-4p.pbem and checks each
// player's final prestige against sums worked out by hand from its log,
// so that a scoring bug cannot hide in the golden file. Each sum reads:
// buildings × 3, landscapes (+3 for the second and later of a type),
// builders (+3 for the second and the third), prestige taken from works,
// Best Works × 3, prestige cards, less the points sold.
//
//   - Ann: 6 buildings (opera, library, university, laboratory, studio,
//     tower) 18; second forest 3; second and third builder 6; works
//     1+1+0+9 = 11; Best Work in rounds 4 and 7, 6; p3 (fewest empty
//     squares: none) 8: 52.
//   - Bob: 3 buildings (university, studio, laboratory) 9; one landscape
//     of each type 0; one builder 0; works 1+1+2+2+4+9 = 19; Best Work in
//     rounds 1, 3 and 7, 9: 37.
//   - Cid: 5 buildings (laboratory, workshop, tower, chapel, studio) 15;
//     second forest 3; second builder 3; works 1+1+2+3+4 = 11; Best Work
//     in rounds 1 and 5, 6; 2 points sold, -2: 36.
//   - Dee: 4 buildings (university, workshop, library, chapel) 12; second
//     and third lake 6; no builder 0; works 1+2+2+2+4 = 11; Best Work in
//     rounds 1, 2, 3 and 6, 12; p14 (most works) 0, as Bob has 6 works
//     to her 5: 41.
func TestPrincesExampleScores(t *testing.T) {
	r, err := pbemtest.Open(catalog, "princes-4p.pbem", -1)
	if err != nil {
		t.Fatal(err)
	}
	res, ok := r.State.Result()
	if !ok {
		t.Fatal("princes-4p.pbem: the game is not over")
	}
	checkResult(t, res, []int{52, 37, 36, 41}, engine.Seat(0))
}
