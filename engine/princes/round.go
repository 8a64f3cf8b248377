package princes

import "github.com/pbem-games/pbem/engine"

// endActions ends the action phase once every player had a turn: the
// best work of the round scores, then the next round's auction begins,
// or, after the last round, the prestige cards score and the game ends.
func (st *state) endActions(evs *engine.Events) {
	st.scoreBestWork(evs)
	if st.round < data().Rounds.Count {
		st.round++
		st.start = st.next(st.start)
		st.startAuction(evs)
		return
	}
	st.scorePrestigeCards(evs)
	st.phase = phaseOver
	st.toAct = st.toAct[:0]
	if evs != nil {
		st.tell(evs, "event.game-over")
	}
}

// scoreBestWork gives every player tied for the round's most valuable
// work the Best Work prestige (rule text, "Plus belle œuvre"), then
// clears the works of the round.
func (st *state) scoreBestWork(evs *engine.Events) {
	var best int8
	for _, p := range st.players {
		best = max(best, p.best)
	}
	if best == 0 {
		if evs != nil {
			st.tell(evs, "event.no-work")
		}
	}
	for s := range st.players {
		p := &st.players[s]
		if best > 0 && p.best == best {
			p.prestige += data().Prestige.BestWork
			if evs != nil {
				st.tell(evs, "event.best-work", st.names[s], itoa(int(best)), itoa(data().Prestige.BestWork))
			}
		}
		p.best = 0
	}
}
