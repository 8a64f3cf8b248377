package patrician

import (
	"math/rand/v2"
	"slices"

	"github.com/pbem-games/pbem/engine"
)

// Legal lists the moves seat s may make now, in a stable order: cards in
// data order; builds a, b, aa, ab, bb, then none; special actions and
// takes by city in data order, the skip last; messenger borders in data
// order, the skip last.
func (st *state) Legal(s engine.Seat) []engine.Move {
	var buf [legalRoom]engine.Move
	moves := st.appendLegal(buf[:0], s)
	if moves == nil {
		return nil
	}
	return slices.Clone(moves)
}

// RandomMove draws one of Legal(s) with rng.IntN(len(Legal(s))), as a
// random player picking from the list does, without allocating the list:
// the moves are gathered on the stack, and all of them are shared values
// (boxed.go).
func (st *state) RandomMove(s engine.Seat, rng *rand.Rand) engine.Move {
	var buf [legalRoom]engine.Move
	moves := st.appendLegal(buf[:0], s)
	if len(moves) == 0 {
		return nil
	}
	return moves[rng.IntN(len(moves))]
}

var _ engine.RandomMover = (*state)(nil)

// legalRoom is room on the stack for the longest lists of a real board
// (the special actions of every city); a longer list grows on the heap.
const legalRoom = 2*maxCities + 1

// appendLegal appends the moves of Legal(s) to moves; it returns nil when
// s has nothing to decide, and moves (perhaps empty) otherwise.
func (st *state) appendLegal(moves []engine.Move, s engine.Seat) []engine.Move {
	if st.phase == phaseOver || s != st.actor {
		return nil
	}
	switch st.phase {
	case phasePlay:
		return st.appendPlays(moves)
	case phaseBuild:
		return st.appendBuilds(moves)
	case phaseSpecial:
		return st.appendSpecials(moves)
	case phaseTake:
		return st.appendTakes(moves)
	case phaseMessenger:
		return st.appendMessengers(moves)
	}
	return nil
}

func (st *state) appendPlays(out []engine.Move) []engine.Move {
	h := st.me().hand
	for c := Card(0); h != 0; c++ {
		if h&1 != 0 {
			out = append(out, boxPlay(c))
		}
		h >>= 1
	}
	return out
}

func (st *state) appendBuilds(out []engine.Move) []engine.Move {
	for _, m := range buildForms {
		if st.buildFault(m) == fine {
			out = append(out, boxBuild(m))
		}
	}
	return append(out, boxBuild(BuildMove{}))
}

func (st *state) appendSpecials(out []engine.Move) []engine.Move {
	for c := range City(cityCount()) {
		for from := range 2 {
			if st.specialFault(c, from) == fine {
				out = append(out, boxSpecial(SpecialMove{City: c, From: from}))
			}
		}
	}
	return append(out, boxedNoSpecial)
}

// appendTakes lists every face-up card: in phaseTake the actor may take
// any, or the take would have been automatic. None at all is no list.
func (st *state) appendTakes(out []engine.Move) []engine.Move {
	n := len(out)
	for c := range City(cityCount()) {
		if f := st.cities[c].face; f >= 0 {
			out = append(out, boxTake(TakeMove{City: c, Card: Card(f), HasCard: true}))
		}
	}
	if len(out) == n {
		return nil
	}
	return out
}

func (st *state) appendMessengers(out []engine.Move) []engine.Move {
	for _, bd := range data().borders {
		if st.messengerFault(bd.A, bd.B) == fine {
			out = append(out, boxMessenger(MessengerMove{A: bd.A, B: bd.B}))
		}
	}
	return append(out, boxedNoMessage)
}
