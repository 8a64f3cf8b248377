package leonardo

import (
	"math/rand/v2"
	"slices"

	"github.com/pbem-games/pbem/engine"
)

// shiftState is an administration owner's decision on a side that landed
// on the administration's space (rule text, "Piazza Maggiore").
type shiftState struct {
	owner, lander int8
	space         int8 // the space landed on
}

// startShift, after the space landed on and its battles, lets the owner
// of the space's administration, if another active side, move the
// lander's pawn; then remove one of its soldiers on a message space.
// Without such an owner the turn ends.
func (st *state) startShift(evs *engine.Events) {
	lander := st.current
	space := st.sides[lander].pos
	owner := st.adminOwner(space)
	if owner == noSide || owner == lander {
		st.endTurn(evs)
		return
	}
	st.shift = shiftState{owner: owner, lander: lander, space: space}
	st.setActor(phaseShift, st.leader(owner))
}

// adminOwner is the active side owning the administration of space, or
// noSide.
func (st *state) adminOwner(space int8) int8 {
	a := st.d.adminAt[space]
	if a < 0 {
		return noSide
	}
	for i := range st.sides { // by index: a side is 88 bytes to copy
		if sd := &st.sides[i]; !sd.out && slices.Contains(sd.admins, a) {
			return int8(i)
		}
	}
	return noSide
}

// legalOther lists the moves of a market stake or an administration's
// decision.
func (st *state) legalOther(s engine.Seat) []engine.Move {
	switch st.phase {
	case phaseStake:
		return st.legalStakes(s)
	case phaseShift:
		out := []engine.Move{PassMove{}}
		target := st.leader(st.shift.lander)
		for k := -st.d.Rules.AdminMove; k <= st.d.Rules.AdminMove; k++ {
			if k != 0 {
				out = append(out, ShiftMove{Target: target, Steps: int8(k)})
			}
		}
		return out
	case phaseSoldier:
		return []engine.Move{PassMove{}, RemoveSoldierMove{Target: st.leader(st.shift.lander)}}
	}
	return nil
}

// applyOther performs a stake or an administration's decision.
func (st *state) applyOther(s engine.Seat, m engine.Move, rng *rand.Rand, evs *engine.Events) error {
	switch st.phase {
	case phaseStake:
		return st.applyStake(s, m, evs, rng)
	case phaseShift:
		return st.applyShift(m, evs)
	case phaseSoldier:
		return st.applySoldier(m, evs)
	}
	return illegal("nothing to decide here")
}

// applyShift moves the lander's pawn, or passes. The pawn does not act on
// its new space ([R]); moved forward across or onto space 1 it gets the
// bonus, as any pawn passing it (rule text), moved back it does not
// (RULING: passing is in the direction of travel).
func (st *state) applyShift(m engine.Move, evs *engine.Events) error {
	sh := st.shift
	switch m := m.(type) {
	case PassMove:
		st.tell2(evs, "event.shift-passed", st.sideName(sh.owner), st.sideName(sh.lander))
	case ShiftMove:
		if st.seatSide(m.Target) != sh.lander {
			return illegal("only %s's pawn may be moved", st.sideName(sh.lander))
		}
		if m.Steps == 0 || abs(int(m.Steps)) > st.d.Rules.AdminMove {
			return illegal("move it 1 to %d spaces forward (+) or back (-)", st.d.Rules.AdminMove)
		}
		from := int(st.sides[sh.lander].pos)
		pos := (from-1+int(m.Steps)+2*spaceCount)%spaceCount + 1
		st.sides[sh.lander].pos = int8(pos)
		st.tell(evs, "event.shifted", st.sideName(sh.owner), st.sideName(sh.lander), signed(int(m.Steps)), itoa(pos))
		if m.Steps > 0 && from-1+int(m.Steps) >= spaceCount {
			st.passBonus(sh.lander, evs)
		}
	default:
		return illegal("move %s's pawn up to %d spaces, or pass", st.sideName(sh.lander), st.d.Rules.AdminMove)
	}
	if st.d.space(int(sh.space)).Kind == kindMessage && st.sides[sh.lander].soldiers > 0 {
		st.setActor(phaseSoldier, st.leader(sh.owner))
		return nil
	}
	st.endTurn(evs)
	return nil
}

// applySoldier removes one of the lander's soldiers (back to the pile),
// or passes.
func (st *state) applySoldier(m engine.Move, evs *engine.Events) error {
	sh := st.shift
	switch m := m.(type) {
	case PassMove:
		st.tell2(evs, "event.soldier-spared", st.sideName(sh.owner), st.sideName(sh.lander))
	case RemoveSoldierMove:
		if st.seatSide(m.Target) != sh.lander {
			return illegal("only a soldier of %s may be removed", st.sideName(sh.lander))
		}
		st.sides[sh.lander].soldiers--
		st.soldiers++
		st.tell2(evs, "event.soldier-removed", st.sideName(sh.owner), st.sideName(sh.lander))
	default:
		return illegal("remove a soldier of %s, or pass", st.sideName(sh.lander))
	}
	st.endTurn(evs)
	return nil
}

// seatSide is the side seat s plays in, or noSide for no such seat.
func (st *state) seatSide(s engine.Seat) int8 {
	if s < 0 || int(s) >= len(st.sideOf) {
		return noSide
	}
	return st.sideOf[s]
}

func abs(n int) int { return max(n, -n) }

// signed writes n with its sign: +3, -2.
func signed(n int) string {
	if n > 0 {
		return "+" + itoa(n)
	}
	return itoa(n)
}
