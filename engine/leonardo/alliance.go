package leonardo

import (
	"slices"

	"github.com/pbem-games/pbem/engine"
)

// ally carries out an accepted alliance between side from (the proposer)
// and side to (rule text, "Alliance"): only if every member of both is of
// one party. Otherwise it fails; both leaders are told why in private.
// An alliance of every side still in the game is the one side left: the
// game ends (rule text, "Vainqueur").
func (st *state) ally(from, to int8, evs *engine.Events) {
	party := st.party[st.leader(from)]
	members := append(slices.Clone(st.sides[from].members), st.sides[to].members...)
	for _, m := range members {
		if st.party[m] != party || party == noParty {
			st.allyFailed(from, to, evs)
			return
		}
	}
	st.merge(from, to, evs)
	st.lapse(evs)
	if st.activeSides() <= 1 {
		st.endGame(evs)
	}
}

// allyFailed tells both leaders the parties that kept them apart, and
// everyone that the alliance failed.
func (st *state) allyFailed(from, to int8, evs *engine.Events) {
	var leaders []engine.Seat // carved once, the seats of every event below
	if evs != nil {
		leaders = st.carveSeats([]engine.Seat{st.leader(from), st.leader(to)})
	}
	for _, i := range []int8{from, to} {
		for _, m := range st.sides[i].members {
			if st.party[m] == noParty {
				continue
			}
			st.tellTo2(evs, leaders, "event.ally-party", st.names[m], partyIDs[st.party[m]])
		}
	}
	st.tell2(evs, "event.ally-failed", st.sideName(from), st.sideName(to))
}

// merge joins sides from and to into the one with the lower index (the
// other is out): one purse, one set of cards, soldiers up to the most one
// may hold (the rest back to the pile), the administrations, and the
// proposer's pawn. The members, in seat order, reveal their parties.
func (st *state) merge(from, to int8, evs *engine.Events) {
	keep, gone := min(from, to), max(from, to)
	k, g := &st.sides[keep], &st.sides[gone]
	names := [2]string{st.sideName(from), st.sideName(to)}
	// A new list, sorted, its capacity ending with it: the old one may be
	// an event's seats (tellTo), which nothing may write.
	k.members = append(k.members[:len(k.members):len(k.members)], g.members...)
	slices.Sort(k.members)
	k.members = slices.Clip(k.members)
	k.cash += g.cash
	k.admins = append(k.admins, g.admins...)
	slices.Sort(k.admins)
	total := int(k.soldiers + g.soldiers)
	k.soldiers = int8(min(total, st.d.Rules.SoldiersMax))
	st.soldiers += total - int(k.soldiers)
	k.pos = st.sides[from].pos
	k.name = st.joinedName(keep)
	if w := st.rooms.words; w != nil {
		w.done[keep], w.done[gone] = nil, nil // told with the names before
	}
	*g = side{members: g.members, pos: g.pos, out: true, name: g.name}
	for no := range st.owner {
		if st.owner[no] == gone {
			st.setOwner(no, keep)
			st.tellArt(keep, no, evs)
		}
	}
	for _, m := range k.members {
		st.sideOf[m] = keep
	}
	if st.current == gone {
		st.current = keep
	}
	st.talks.done[keep] = st.talks.done[from] && st.talks.done[to]
	st.talks.made[keep] = max(st.talks.made[from], st.talks.made[to])
	st.tell3(evs, "event.allied", names[0], names[1], st.sideName(keep))
	for _, m := range k.members {
		st.revealed[m] = true
		st.tell2(evs, "event.party", st.names[m], partyIDs[st.party[m]])
	}
}
