package leonardo

import (
	"math/rand/v2"
	"slices"

	"github.com/pbem-games/pbem/engine"
)

// turnState is the turn of the current side.
type turnState struct {
	artDone bool   // the side bought art works this turn (once, before the draw)
	draws   []int8 // the numbers its members drew, while an alliance chooses
}

// startTurn opens the turn of the current side: it may buy art works, or
// draw.
func (st *state) startTurn(evs *engine.Events) {
	st.turn = turnState{draws: st.turn.draws[:0]} // the draws' room kept
	st.setActor(phaseTurn, st.leader(st.current))
	st.tell2(evs, "event.turn", st.sideName(st.current), itoa(st.round))
}

// legalTurn lists the moves of the phases of a turn.
func (st *state) legalTurn(s engine.Seat) []engine.Move {
	switch st.phase {
	case phaseTurn:
		return st.legalArt()
	case phaseChoose:
		vals, n := st.chooseValues()
		out := make([]engine.Move, n)
		for k, v := range vals[:n] {
			out[k] = ChooseMove{Value: v}
		}
		return out
	case phaseLand:
		return st.legalLand()
	case phaseAuction:
		return st.legalBids()
	}
	return nil
}

// chooseValues are the distinct numbers an alliance drew, ascending: the
// first n of vals.
func (st *state) chooseValues() (vals [maxSides]int8, n int) {
	for _, v := range st.turn.draws {
		if !slices.Contains(vals[:n], v) {
			vals[n] = v
			n++
		}
	}
	slices.Sort(vals[:n])
	return vals, n
}

// applyTurn performs a move of a turn's phases.
func (st *state) applyTurn(s engine.Seat, m engine.Move, rng *rand.Rand, evs *engine.Events) error {
	switch st.phase {
	case phaseTurn:
		switch m := m.(type) {
		case ArtMove:
			return st.buyArt(m, evs)
		case RollMove:
			st.roll(rng, evs)
			return nil
		}
		return illegal("buy art works (art N on SPACES) or draw (roll)")
	case phaseChoose:
		c, ok := m.(ChooseMove)
		if !ok {
			return illegal("keep one of the numbers drawn: choose N")
		}
		if !slices.Contains(st.turn.draws, c.Value) {
			return engine.IllegalAt([]string{itoa(int(c.Value))}, "%d was not drawn: keep one of %v", c.Value, st.turn.draws)
		}
		st.tell2(evs, "event.keeps", st.sideName(st.current), itoa(int(c.Value)))
		st.advance(int(c.Value), rng, evs)
		return nil
	case phaseLand:
		return st.applyLand(m, rng, evs)
	case phaseAuction:
		return st.applyBid(m, rng, evs)
	}
	return illegal("not now")
}

// roll draws a number 1 to draw_max for each member of the current side.
// A single player moves by it at once; an alliance keeps one (ruling: its
// leader chooses for it), unless all drew the same. The soldier comes with
// the number kept (ruling).
func (st *state) roll(rng *rand.Rand, evs *engine.Events) {
	sd := &st.sides[st.current]
	st.turn.draws = st.turn.draws[:0]
	for _, m := range sd.members {
		v := int8(st.draw(rng))
		st.turn.draws = append(st.turn.draws, v)
		st.tell2(evs, "event.draws", st.names[m], itoa(int(v)))
	}
	first := st.turn.draws[0]
	if !slices.ContainsFunc(st.turn.draws, func(v int8) bool { return v != first }) {
		if len(st.turn.draws) > 1 { // no real choice: every member drew the same
			st.tell2(evs, "event.keeps", st.sideName(st.current), itoa(int(first)))
		}
		st.advance(int(first), rng, evs)
		return
	}
	st.setActor(phaseChoose, st.leader(st.current))
}

// advance moves the current side's pawn by v: on a soldier number it takes
// a soldier (ruling: at once, as a soldier never harms its holder), each
// pass of space 1, or landing on it, pays the bonus; then the space acts.
func (st *state) advance(v int, rng *rand.Rand, evs *engine.Events) {
	sd := &st.sides[st.current]
	name := st.sideName(st.current)
	if slices.Contains(st.d.Rules.SoldierRolls, v) {
		switch {
		case int(sd.soldiers) >= st.d.Rules.SoldiersMax:
			st.tell1(evs, "event.soldier-full", name)
		case st.soldiers == 0:
			st.tell1(evs, "event.soldier-none", name)
		default:
			sd.soldiers++
			st.soldiers--
			st.tell2(evs, "event.soldier-taken", name, itoa(int(sd.soldiers)))
		}
	}
	from := int(sd.pos)
	to := (from-1+v)%spaceCount + 1
	st.tell3(evs, "event.moves", name, itoa(from), itoa(to))
	for range (from - 1 + v) / spaceCount {
		st.passBonus(st.current, evs)
	}
	sd.pos = int8(to)
	st.land(rng, evs)
}

// endTurn passes the turn to the next active side in the seat order of
// the leaders; after the last one of the round, the negotiation begins.
func (st *state) endTurn(evs *engine.Events) {
	if st.phase == phaseOver {
		return
	}
	if next, ok := st.nextSide(int(st.leader(st.current)) + 1); ok {
		st.current = next
		st.startTurn(evs)
		return
	}
	st.startTalks(evs)
}

// nextRound starts the next round, or ends the game after the last.
func (st *state) nextRound(evs *engine.Events) {
	if st.phase == phaseOver {
		return
	}
	if st.round >= st.rounds {
		st.endGame(evs)
		return
	}
	st.round++
	next, ok := st.nextSide(0)
	if !ok {
		st.endGame(evs)
		return
	}
	st.current = next
	st.startTurn(evs)
}

// nextSide returns the first active side whose leader sits at seat from or
// later.
func (st *state) nextSide(from int) (int8, bool) {
	for s := from; s < len(st.sideOf); s++ {
		i := st.sideOf[s]
		if !st.sides[i].out && st.leader(i) == engine.Seat(s) {
			return i, true
		}
	}
	return noSide, false
}

// activeSides counts the sides still in the game.
func (st *state) activeSides() int {
	n := 0
	for i := range st.sides { // by index: a side is 88 bytes to copy
		if !st.sides[i].out {
			n++
		}
	}
	return n
}

// passBonus pays side i the bonus for passing or landing on space 1.
func (st *state) passBonus(i int8, evs *engine.Events) {
	st.sides[i].cash += st.d.Rules.PassBonus
	if evs == nil {
		return
	}
	if ms := st.sides[i].members; len(ms) == 1 { // the same words each time (toldWords)
		st.tellArgs(evs, "event.pass-bonus", st.seatPair(&st.words().bonus[ms[0]], ms[0], st.d.Rules.PassBonus))
		return
	}
	st.tell2(evs, "event.pass-bonus", st.sideName(i), itoa(st.d.Rules.PassBonus))
}
