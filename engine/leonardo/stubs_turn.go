package leonardo

import "github.com/pbem-games/pbem/engine"

// STUBS of the turn engineer's functions, so that this branch builds and
// its tests run; the lead deletes this file at the merge.

func (st *state) afterSpace(evs *engine.Events) { st.phase, st.toAct = phaseTurn, st.toAct[:0] }

func (st *state) endTurn(evs *engine.Events) { st.phase, st.toAct = phaseTurn, st.toAct[:0] }

func (st *state) nextRound(evs *engine.Events) {
	st.round++
	st.phase, st.toAct = phaseTurn, st.toAct[:0]
}

// pay moves amount from side from to side to (noSide: the bank); a payer
// short of it is out and pays nothing.
func (st *state) pay(from, to int8, amount int, evs *engine.Events) bool {
	if from != noSide && st.sides[from].cash < amount {
		st.sides[from].out = true
		return false
	}
	if from != noSide {
		st.sides[from].cash -= amount
	}
	if to != noSide {
		st.sides[to].cash += amount
	}
	return true
}
