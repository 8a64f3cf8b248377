package leonardo

import (
	"github.com/pbem-games/pbem/engine"
)

// pay moves amount Florins from side from to side to (noSide: the bank).
// A side that cannot pay is bankrupt and out at once (rule text); pay then
// returns false, and the caller stops what it did for that side.
func (st *state) pay(from, to int8, amount int, evs *engine.Events) bool {
	if amount <= 0 {
		return true
	}
	if st.sides[from].cash < amount {
		st.bankrupt(from, to, amount, evs)
		return false
	}
	st.sides[from].cash -= amount
	if to != noSide {
		st.sides[to].cash += amount
	}
	return true
}

// bankrupt puts side i out of the game, owing owed to creditor to. The
// creditor takes its palace and bridge cards with their art works (rule
// text); the bank as creditor frees the spaces and puts the art works
// under the art deck ([R]). Rulings: the creditor also takes the cash
// left; the administrations go under their pile; the soldiers back to
// theirs; every member is out. The last side left ends the game.
func (st *state) bankrupt(i, to int8, owed int, evs *engine.Events) {
	sd := &st.sides[i]
	if to == noSide {
		st.tell3(evs, "event.bankrupt-bank", st.sideName(i), itoa(owed), itoa(sd.cash))
	} else {
		st.tell(evs, "event.bankrupt", st.sideName(i), st.sideName(to), itoa(owed), itoa(sd.cash))
		st.sides[to].cash += sd.cash
	}
	sd.cash = 0
	for sp := 1; sp <= spaceCount; sp++ {
		if st.owner[sp] != i {
			continue
		}
		st.setOwner(sp, to)
		if to == noSide {
			st.artDeck = append(st.artDeck, st.art[sp]...)
			st.art[sp] = nil
		} else {
			st.tellArt(to, sp, evs) // hidden values, now the creditor's
		}
	}
	st.admins = append(st.admins, sd.admins...)
	sd.admins = nil
	st.soldiers += int(sd.soldiers)
	sd.soldiers = 0
	sd.out = true
	if st.activeSides() <= 1 {
		st.endGame(evs)
	}
}
