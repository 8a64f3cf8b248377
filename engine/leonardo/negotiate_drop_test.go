package leonardo

import (
	"slices"
	"testing"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/engine/enginetest"
)

// TestDropDoneIsTheFill checks the seats a negotiation awaits before each
// decision of random games against the list fillTalksToAct makes from the
// state anew: dropDone, which takes a done side off the list instead of
// filling it again, must leave the very list a fill makes.
func TestDropDoneIsTheFill(t *testing.T) {
	checked, dropped := 0, 0
	var last engine.Move
	replayRandomGames(t, 12, func(g engine.State, p enginetest.Played) {
		st := g.(*state)
		if _, ok := last.(DoneMove); ok && st.phase == phaseNegotiate {
			dropped++
		}
		last, _ = Game{}.ParseMove(st, p.Seat, p.Text)
		if st.phase != phaseNegotiate {
			return
		}
		filled := st.Clone().(*state)
		if !filled.fillTalksToAct() || !slices.Equal(filled.toAct, st.toAct) {
			t.Fatalf("before %q: awaited %v, a fill makes %v", p.Text, st.toAct, filled.toAct)
		}
		checked++
	})
	if checked == 0 || dropped == 0 {
		t.Fatalf("%d decisions of negotiations checked, %d after a done", checked, dropped)
	}
}
