package leonardo

import (
	"math/rand/v2"

	"github.com/pbem-games/pbem/engine"
)

// STUBS of the side engineer's functions, for this branch only (the lead
// deletes this file at the merge): each moves the game straight on.

func (st *state) startMarket(evs *engine.Events) { st.afterSpace(rand.New(rand.NewPCG(1, 2)), evs) }
func (st *state) startShift(evs *engine.Events)  { st.endTurn(evs) }
func (st *state) startTalks(evs *engine.Events)  { st.nextRound(evs) }
func (st *state) endGame(evs *engine.Events) {
	st.phase = phaseOver
	st.toAct = st.toAct[:0]
}
