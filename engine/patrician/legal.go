package patrician

import (
	"github.com/pbem-games/pbem/engine"
)

// Legal lists the moves seat s may make now, in a stable order: cards in
// data order; builds a, b, aa, ab, bb, then none; special actions and
// takes by city in data order, the skip last; messenger borders in data
// order, the skip last.
func (st *state) Legal(s engine.Seat) []engine.Move {
	if st.phase == phaseOver || s != st.actor {
		return nil
	}
	switch st.phase {
	case phasePlay:
		return st.legalPlays()
	case phaseBuild:
		return st.legalBuilds()
	case phaseSpecial:
		return st.legalSpecials()
	case phaseTake:
		return st.legalTakes()
	case phaseMessenger:
		return st.legalMessengers()
	}
	return nil
}

func (st *state) legalPlays() []engine.Move {
	cards := st.me().hand.cards()
	out := make([]engine.Move, len(cards))
	for i, c := range cards {
		out[i] = PlayMove{Card: c}
	}
	return out
}

func (st *state) legalBuilds() []engine.Move {
	out := make([]engine.Move, 0, len(buildForms)+1)
	for _, m := range buildForms {
		if st.buildFault(m) == fine {
			out = append(out, boxBuild(m))
		}
	}
	return append(out, BuildMove{})
}

func (st *state) legalSpecials() []engine.Move {
	out := make([]engine.Move, 0, 4)
	for c := range City(cityCount()) {
		for from := range 2 {
			if st.specialFault(c, from) == fine {
				out = append(out, boxSpecial(SpecialMove{City: c, From: from}))
			}
		}
	}
	return append(out, boxedNoSpecial)
}

func (st *state) legalTakes() []engine.Move {
	n := 0
	for c := range City(cityCount()) {
		if st.cities[c].face >= 0 {
			n++
		}
	}
	if n == 0 {
		return nil
	}
	out := make([]engine.Move, 0, n)
	for c := range City(cityCount()) {
		if st.cities[c].face >= 0 {
			out = append(out, TakeMove{City: c, Card: Card(st.cities[c].face), HasCard: true})
		}
	}
	return out
}

func (st *state) legalMessengers() []engine.Move {
	out := make([]engine.Move, 0, len(data().borders)+1)
	for _, bd := range data().borders {
		if st.messengerFault(bd.A, bd.B) == fine {
			out = append(out, boxMessenger(MessengerMove{A: bd.A, B: bd.B}))
		}
	}
	return append(out, boxedNoMessage)
}
