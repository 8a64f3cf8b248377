package patrician

import (
	"math/bits"
	"math/rand/v2"

	"github.com/pbem-games/pbem/engine"
)

// The legal moves of a decision are a set of bits over the phase's
// candidates, listed in bit order, then the move that skips the step when
// the phase has one:
//
//	play       bit c: card c (the hand itself)
//	build      bit i: buildForms[i]; then build none
//	special    bit 2c+t: the top floor of tower t of city c; then move none
//	take       bit c: the face-up card of city c
//	messenger  bit i: border i of the data file; then messenger none
//
// Legal lists the set; RandomMove draws one index and makes that move
// alone, allocating nothing.

// Legal lists the moves seat s may make now, in a stable order: cards in
// data order; builds a, b, aa, ab, bb, then none; special actions and
// takes by city in data order, the skip last; messenger borders in data
// order, the skip last.
func (st *state) Legal(s engine.Seat) []engine.Move {
	set, skip, ok := st.legalBits(s)
	n := bits.OnesCount64(set) + btoi(skip)
	if !ok || n == 0 {
		return nil
	}
	out := make([]engine.Move, 0, n)
	for ; set != 0; set &= set - 1 {
		out = append(out, st.candidate(bits.TrailingZeros64(set)))
	}
	if skip {
		out = append(out, st.skipMove())
	}
	return out
}

// RandomMove draws one of Legal(s) with rng.IntN(len(Legal(s))), as a
// random player picking from the list does, without listing them.
func (st *state) RandomMove(s engine.Seat, rng *rand.Rand) engine.Move {
	set, skip, ok := st.legalBits(s)
	ones := bits.OnesCount64(set)
	if !ok || ones+btoi(skip) == 0 {
		return nil
	}
	k := rng.IntN(ones + btoi(skip))
	if k == ones {
		return st.skipMove()
	}
	for range k {
		set &= set - 1
	}
	return st.candidate(bits.TrailingZeros64(set))
}

var _ engine.RandomMover = (*state)(nil)

// legalBits returns the set of the legal candidates of seat s and whether
// the skip move follows them; ok is false when s has nothing to decide,
// and in a public state, whose hands hold placeholders (public.go).
func (st *state) legalBits(s engine.Seat) (set uint64, skip, ok bool) {
	if st.phase == phaseOver || s != st.actor || st.public {
		return 0, false, false
	}
	switch st.phase {
	case phasePlay:
		return uint64(st.me().hand), false, true
	case phaseBuild:
		return st.buildBits(), true, true
	case phaseSpecial:
		return st.specialBits(), true, true
	case phaseTake:
		return st.faceUpBits(), false, true
	case phaseMessenger:
		return st.messengerBits(), true, true
	}
	return 0, false, false
}

// candidate is the move of bit i in the current phase (see legalBits).
func (st *state) candidate(i int) engine.Move {
	switch st.phase {
	case phasePlay:
		return boxPlay(Card(i))
	case phaseBuild:
		return boxBuild(buildForms[i])
	case phaseSpecial:
		return boxSpecial(SpecialMove{City: City(i / 2), From: i % 2})
	case phaseTake:
		return boxTake(TakeMove{City: City(i), Card: Card(st.cities[i].face), HasCard: true})
	}
	bd := st.d.borders[i]
	return boxMessenger(MessengerMove{A: bd.A, B: bd.B})
}

// skipMove is the move that skips the current phase's step.
func (st *state) skipMove() engine.Move {
	switch st.phase {
	case phaseBuild:
		return boxBuild(BuildMove{})
	case phaseSpecial:
		return boxedNoSpecial
	}
	return boxedNoMessage
}

// buildBits is the set of the build forms the actor may build.
func (st *state) buildBits() uint64 {
	var set uint64
	for i, m := range buildForms {
		if st.buildFault(m) == fine {
			set |= 1 << i
		}
	}
	return set
}

// specialBits is the set of the towers (bit 2c+t) whose top floor the
// actor may move: the towers with a floor of the cities specialFault
// allows, its checks of the city made once for both towers.
func (st *state) specialBits() uint64 {
	var set uint64
	seat := int8(st.actor)
	for c := range st.cityCount() {
		cs := &st.cities[c]
		if !st.inPlay[c] || cs.scored || st.excluded(c) || cs.towers[0].owned(seat)+cs.towers[1].owned(seat) == 0 {
			continue
		}
		for from := range 2 {
			if cs.towers[from].n > 0 {
				set |= 1 << (2*int(c) + from)
			}
		}
	}
	return set
}

// faceUpBits is the set of the cities showing a face-up card.
func (st *state) faceUpBits() uint64 {
	var set uint64
	for c := range st.cityCount() {
		if st.cities[c].face >= 0 {
			set |= 1 << c
		}
	}
	return set
}

// messengerBits is the set of the borders that take the actor's
// messenger.
func (st *state) messengerBits() uint64 {
	at := st.messengerCounts()
	var set uint64
	for i := range st.d.borders {
		if st.borderFault(i, &at) == fine {
			set |= 1 << i
		}
	}
	return set
}
