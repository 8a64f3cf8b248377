package leonardo

import (
	"math/rand/v2"

	"github.com/pbem-games/pbem/engine"
)

// battles meets the current side with every other active side whose pawn
// shares its space, one after another in turn order from the mover ([R]),
// until the mover is out of the game or the game is over.
func (st *state) battles(rng *rand.Rand, evs *engine.Events) {
	if !st.sharedSpace() {
		return // most landings: nobody else there
	}
	n := len(st.sideOf)
	lead := int(st.leader(st.current))
	for k := 1; k < n; k++ {
		s := (lead + k) % n
		j := st.sideOf[s]
		if st.sides[j].out || st.leader(j) != engine.Seat(s) || st.sides[j].pos != st.sides[st.current].pos {
			continue
		}
		st.battle(st.current, j, rng, evs)
		if st.sides[st.current].out || st.phase == phaseOver {
			return
		}
	}
}

// battle is the meeting of the mover a with side b (rule text): (a) nobody
// has soldiers: nothing; (b) one side has: it gets the battle payment from
// the other; (c) both have: each draws, the higher draw removes one of the
// other's soldiers (ties drawn again), until one side has none, and that
// side pays the other.
func (st *state) battle(a, b int8, rng *rand.Rand, evs *engine.Events) {
	sa, sb := &st.sides[a], &st.sides[b]
	na, nb := st.sideName(a), st.sideName(b)
	if sa.soldiers == 0 && sb.soldiers == 0 {
		st.tell2(evs, "event.meet", na, nb)
		return
	}
	fought := sa.soldiers > 0 && sb.soldiers > 0
	for sa.soldiers > 0 && sb.soldiers > 0 {
		da, db := st.draw(rng), st.draw(rng)
		st.tell(evs, "event.battle-draw", na, itoa(da), nb, itoa(db))
		if da == db {
			continue
		}
		loser := sb
		lname := nb
		if db > da {
			loser, lname = sa, na
		}
		loser.soldiers--
		st.soldiers++
		st.tell2(evs, "event.soldier-lost", lname, itoa(int(loser.soldiers)))
	}
	winner, loser := a, b
	if sb.soldiers > 0 {
		winner, loser = b, a
	}
	key := "event.battle-unopposed"
	if fought {
		key = "event.battle-won"
	}
	pay := st.d.Rules.BattlePayment
	st.tell3(evs, key, st.sideName(winner), st.sideName(loser), itoa(pay))
	st.pay(loser, winner, pay, evs)
}

// sharedSpace reports whether another active side's pawn is on the current
// side's space: a cheap look before battles walks the seats in turn order.
func (st *state) sharedSpace() bool {
	pos := st.sides[st.current].pos
	for i := range st.sides {
		if sd := &st.sides[i]; sd.pos == pos && !sd.out && int8(i) != st.current {
			return true
		}
	}
	return false
}
