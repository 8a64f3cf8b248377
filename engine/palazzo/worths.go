package palazzo

import "math/bits"

// The cheapest-payment search (paySearch) keeps one set of worths per
// number of cards, because a payment's cards break ties. Which worths a
// currency can pay at all needs no card counts: one set per stage, each
// choice of the stage a shift of it. That is a few machine words of work
// instead of a few hundred, so the searches below first ask this question
// of every currency, and run the full search only for the currencies
// that pay the worth they settle on (usually one), with its rows stopping
// at that worth. The full search's rows are exact up to their limit (see
// paySearch), so both give the same worths, cards and payments.

// worthWords is the width of the worth sets kept on the stack: worths up
// to 319. Larger hands (more than 300 in one payment) use the heap.
const worthWords = 5

// worthsAs fills dst with the set of worths below 64*len(dst) that t can
// pay as one addition whose loose naturals are of currency x, worth 0
// included, and returns it.
func (t *tally) worthsAs(x Currency, dst worthSet) worthSet {
	if len(dst) == 1 {
		dst[0] = t.worthsAsWord(x)
		return dst
	}
	var space [worthWords]uint64
	next := worthSet(space[:0])
	if len(dst) > worthWords {
		next = make(worthSet, len(dst))
	}
	next = next[:len(dst)]
	clear(dst)
	dst[0] = 1
	for st := certStage; st < numStages; st++ {
		clear(next)
		for o := range t.options(x, st, 64*len(dst)-1) {
			next.addShifted(dst, o.gain)
		}
		copy(dst, next)
	}
	return dst
}

// worthSpace is room for the worths up to limit, on the stack when it
// is wide enough.
func worthSpace(space *[worthWords]uint64, limit int) worthSet {
	if words := limit/64 + 1; words > worthWords {
		return make(worthSet, words)
	}
	return space[:limit/64+1]
}

// worthsAsWord is worthsAs for worths below 64, in one word.
func (t *tally) worthsAsWord(x Currency) uint64 {
	var set uint64
	for j := 0; j <= t.certs && certsValue(j) < 64; j++ {
		set |= 1 << certsValue(j)
	}
	for f := range numFaces {
		tr, n := t.triplesAt(f), t.nat[x][f]
		if n == 0 {
			continue // no triple either: the set stays
		}
		var next uint64
		for k := 0; k <= tr; k++ {
			for g := k * jokerValue; g < 64 && k+(g-k*jokerValue)/faceOf(f) <= n; g += faceOf(f) {
				next |= set << g
			}
		}
		set = next
	}
	return set
}

// lowestWorth returns the lowest worth of at least need (need >= 1) that t
// can pay in one addition committed to currency committed (NoCurrency if
// none), and the currencies that pay it, as a bit set (1<<x).
func (t *tally) lowestWorth(need int, committed Currency) (value int, curs uint8, ok bool) {
	limit := need + jokerValue - 1 // the lowest is never further (see paySearch)
	var space [worthWords]uint64
	for x := Red; x < Cert; x++ {
		if committed != NoCurrency && x != committed || t.maxAs(x) < need {
			continue
		}
		v, found := t.worthsAs(x, worthSpace(&space, limit)).lowestFrom(need)
		switch {
		case !found || ok && v > value:
		case ok && v == value:
			curs |= 1 << x
		default:
			value, curs, ok = v, 1<<x, true
		}
	}
	return value, curs, ok
}

// payExactly returns the payment of exactly value that the full search
// chooses among the currencies of curs (a bit set, 1<<x; each pays value):
// the fewest cards, red before brown before silver on a tie, and the
// cards pick takes for them.
func (t *tally) payExactly(value int, curs uint8) tally {
	if value <= wideMax {
		return t.payExactlySmall(value, curs)
	}
	return t.payExactlySearch(value, curs)
}

// payExactlySearch is payExactly by the full search, for any worth.
func (t *tally) payExactlySearch(value int, curs uint8) tally {
	var space paySpace
	s := space.searchTo(t, value)
	if bits.OnesCount8(curs) == 1 { // no rival currency to compare cards with
		s.run(Currency(bits.TrailingZeros8(curs)))
		return s.pick(value, s.fewestAt(value))
	}
	best, bestCards := NoCurrency, 0
	for x := Red; x < Cert; x++ {
		if curs&(1<<x) == 0 {
			continue
		}
		s.run(x)
		if c := s.fewestAt(value); best == NoCurrency || c < bestCards {
			best, bestCards = x, c
		}
	}
	if s.x != best {
		s.run(best)
	}
	return s.pick(value, bestCards)
}

// fewestAt is the fewest cards with which the last run pays exactly value
// (which it pays).
func (s *paySearch) fewestAt(value int) int {
	for c := 0; c <= s.top[numStages]; c++ {
		if s.reach(numStages, c).has(value) {
			return c
		}
	}
	return 0 // not reached: the caller knows value is paid
}
