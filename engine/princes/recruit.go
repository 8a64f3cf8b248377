package princes

import (
	"iter"
	"slices"

	"github.com/pbem-games/pbem/engine"
)

// checkRecruit checks that seat s may play a recruiting card to take m's
// profession: s holds one, and the profession lies face up beside another
// player's principality.
func (st *state) checkRecruit(s engine.Seat, m RecruitMove) error {
	at := []string{professionID(m.Card)}
	switch {
	case st.players[s].recruits == 0:
		return engine.IllegalAt([]string{"recruit"}, "you hold no recruiting card")
	case m.From == s || m.From < 0 || int(m.From) >= len(st.players):
		return engine.IllegalAt(at, "you can recruit only from another player")
	case !slices.Contains(st.players[m.From].table, m.Card):
		return engine.IllegalAt(at, "%s has no %s face up", st.names[m.From], professionID(m.Card))
	}
	return nil
}

// recruit plays a checked recruiting card: the profession goes to s's
// hand, and the recruiting card takes its place on the other's table,
// where it counts as a card of its holder.
func (st *state) recruit(s engine.Seat, m RecruitMove, evs *engine.Events) {
	from := &st.players[m.From]
	from.table[slices.Index(from.table, m.Card)] = recruitCard
	p := &st.players[s]
	p.recruits--
	p.hand = append(p.hand, m.Card)
	if evs != nil {
		st.tell(evs, "event.recruits", st.names[s], professionID(m.Card), st.names[m.From])
	}
}

// legalRecruits lists the recruiting cards s may play: every profession
// face up beside another principality, in seat order from s's left.
func (st *state) legalRecruits(s engine.Seat) []engine.Move {
	var ms []engine.Move
	for m := range st.recruitMoves(s) {
		ms = append(ms, m)
	}
	return ms
}

// canRecruit reports whether s may play a recruiting card, without
// listing the moves: the end of every action asks it.
func (st *state) canRecruit(s engine.Seat) bool { return nonEmpty(st.recruitMoves(s)) }

// recruitMoves yields the moves of legalRecruits, in its order.
func (st *state) recruitMoves(s engine.Seat) iter.Seq[RecruitMove] {
	return func(yield func(RecruitMove) bool) {
		if st.players[s].recruits == 0 {
			return
		}
		for o := st.next(s); o != s; o = st.next(o) {
			for _, c := range st.players[o].table {
				if c != recruitCard && !yield(RecruitMove{From: o, Card: c}) {
					return
				}
			}
		}
	}
}

// count is how many values seq yields.
func count[T any](seq iter.Seq[T]) int {
	n := 0
	for range seq {
		n++
	}
	return n
}

// nonEmpty reports whether seq yields anything, stopping at the first:
// the checks that ask whether a move exists use it instead of counting a
// list of moves built for nothing.
func nonEmpty[T any](seq iter.Seq[T]) bool {
	for range seq {
		return true
	}
	return false
}
