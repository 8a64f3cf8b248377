package palazzo

import "math/bits"

// raiseTotals lists, for every distinct total above `above` that bid b can
// reach by one addition from the counted hand t, one addition that reaches
// it: lowest total first, each paid with the fewest cards, red before
// brown before silver on a tie, and always the same cards for the same
// hand. A bid may be raised to any of these totals (ruling A6: any strict
// increase), so a program that chooses among Legal moves must be offered
// each of them, not only the cheapest raise.
//
// One search per currency finds every worth the hand can add: the rows of
// a paySearch hold every worth up to its limit exactly (see paySearch), so
// a search for the largest addition serves all the smaller ones.
func (b Bid) raiseTotals(t *tally, above int) []CardSet {
	var space paySpace
	r, ok := b.raises(&space, t, above, nil)
	if !ok {
		return nil
	}
	return r.s.pickAll(r.curs, r.last, r.need, r.best)
}

// raiseSearch is the search behind raiseTotals once it has run: best
// holds, for every worth need+i, the fewest cards of an addition that
// reaches it and their currency, and s the rows of currency last.
type raiseSearch struct {
	s    paySearch
	curs []Currency
	last Currency
	need int
	best []raiseChoice
}

// raises runs the search of raiseTotals in space (best in room when it is
// large enough), and reports false when no addition beats above.
func (b Bid) raises(space *paySpace, t *tally, above int, room []raiseChoice) (raiseSearch, bool) {
	need := max(above-b.Value()+1, 1)
	curs := raiseCurrencies(b.Currency())
	most := 0
	for _, x := range curs {
		most = max(most, t.maxAs(x))
	}
	if most < need {
		return raiseSearch{}, false
	}
	// No raise is worth more than most, so the rows need go no further
	// (a payment's search goes 14 beyond its need to find the cheapest).
	r := raiseSearch{s: space.searchTo(t, most), curs: curs, last: NoCurrency, need: need}
	if n := most - need + 1; n <= len(room) {
		r.best = room[:n]
		clear(r.best)
	} else {
		r.best = make([]raiseChoice, n) // by worth - need
	}
	for _, x := range curs {
		if t.maxAs(x) >= need {
			r.s.run(x)
			r.s.fewestCards(x, need, r.best)
			r.last = x
		}
	}
	return r, true
}

// raiseChoice is the fewest cards found so far that add one worth, and
// in which currency; cards 0 means none found (an addition has a card).
type raiseChoice struct {
	cards int
	cur   Currency
}

// raiseCurrencies lists the currencies an addition's loose naturals may
// have: the bid's own once it has one, else any.
func raiseCurrencies(committed Currency) []Currency {
	if committed != NoCurrency {
		return naturals[committed : committed+1 : committed+1]
	}
	return naturals[:]
}

// naturals backs the lists raiseCurrencies returns, which are never
// written: one allocated at every bid was a tenth of a quiet game's.
var naturals = [...]Currency{Red, Brown, Silver}

// fewestCards records in best, for every worth of at least need that the
// last run (in currency x) reaches, its fewest cards when fewer than any
// earlier currency's. Card counts go up, so the first count to reach a
// worth is its fewest.
func (s *paySearch) fewestCards(x Currency, need int, best []raiseChoice) {
	for c := 1; c <= s.top[numStages]; c++ {
		for i, word := range s.reach(numStages, c) {
			for word != 0 {
				v := i<<6 + bits.TrailingZeros64(word)
				word &= word - 1
				if v < need || v-need >= len(best) {
					continue
				}
				if b := &best[v-need]; b.cards == 0 || c < b.cards {
					*b = raiseChoice{cards: c, cur: x}
				}
			}
		}
	}
}

// pickAll returns the cards of every worth recorded in best, lowest worth
// first. The rows of currency last, the last run, are still there: its
// worths are picked first, then the search runs again for each other
// currency that pays some.
func (s *paySearch) pickAll(curs []Currency, last Currency, need int, best []raiseChoice) []CardSet {
	found := 0
	for _, b := range best {
		if b.cards > 0 {
			found++
		}
	}
	picks := make([]CardSet, found)
	s.pickIn(last, need, best, picks)
	for _, x := range curs {
		if x != last {
			s.pickIn(x, need, best, picks)
		}
	}
	return picks
}

// pickIn picks into picks (one per recorded worth, in order) the worths
// best pays in currency x, running the search for x first unless its rows
// are there already.
func (s *paySearch) pickIn(x Currency, need int, best []raiseChoice, picks []CardSet) {
	picked := false
	for i, j := 0, 0; i < len(best); i++ {
		if best[i].cards == 0 {
			continue
		}
		if best[i].cur == x {
			if !picked && s.x != x {
				s.run(x)
			}
			picked = true
			p := s.pick(need+i, best[i].cards)
			picks[j] = p.set()
		}
		j++
	}
}

// raiseWorthSets holds, for each currency a raise may use, the worths it
// can add (worthsAs), and the range of worths that beat the high bid.
type raiseWorthSets struct {
	need, most int
	adds       [numNatural]bool // the currency may add and can beat the bid
	space      [numNatural][worthWords]uint64
	wide       [numNatural]worthSet // instead of space when most is above 319
}

// raiseWorths finds in w the worths each currency of b can add from t, as
// raises does, without the cards; false when no addition beats above.
// When walks is not nil and no worth reaches 64, it prepares the walk of
// each currency that adds and takes the worths from its rows: the walk
// that pays the drawn total needs those very rows.
func (b Bid) raiseWorths(t *tally, above int, w *raiseWorthSets, walks *[numNatural]exactWalk) bool {
	need := max(above-b.Value()+1, 1)
	curs := raiseCurrencies(b.Currency())
	maxes := t.maxesAs()
	most := 0
	for _, x := range curs {
		most = max(most, maxes[x])
	}
	if most < need {
		return false
	}
	w.need, w.most, w.adds = need, most, [numNatural]bool{}
	var base walkBase
	if walks != nil && most <= wideMax {
		base.init(t, most)
	}
	for _, x := range curs {
		if maxes[x] >= need {
			w.adds[x] = true
			if most/64+1 > worthWords {
				w.wide[x] = make(worthSet, most/64+1)
			}
			if walks != nil && most <= wideMax {
				walks[x].prepareFrom(t, &base, x)
				copy(w.set(x), walks[x].all[:])
				continue
			}
			t.worthsAs(x, w.set(x))
		}
	}
	return true
}

// set is the worths currency x adds.
func (w *raiseWorthSets) set(x Currency) worthSet {
	if w.wide[x] != nil {
		return w.wide[x]
	}
	return w.space[x][:w.words()]
}

// union is word i of the worths of at least need that some currency adds
// (no currency adds more than most).
func (w *raiseWorthSets) union(i int) uint64 {
	var word uint64
	for x := Red; x < Cert; x++ {
		if w.adds[x] {
			word |= w.set(x)[i]
		}
	}
	if i == w.need>>6 {
		word &^= 1<<(w.need&63) - 1
	}
	return word
}

// words is the number of words of the union.
func (w *raiseWorthSets) words() int { return w.most/64 + 1 }

// count is the number of totals a raise can reach: raiseTotals' length.
func (w *raiseWorthSets) count() int {
	n := 0
	for i := w.need >> 6; i < w.words(); i++ {
		n += bits.OnesCount64(w.union(i))
	}
	return n
}

// at returns the k-th worth of the union, lowest first, and the
// currencies that add it (a bit set, 1<<x).
func (w *raiseWorthSets) at(k int) (int, uint8) {
	for i := w.need >> 6; i < w.words(); i++ {
		word := w.union(i)
		if n := bits.OnesCount64(word); k >= n {
			k -= n
			continue
		}
		for range k {
			word &= word - 1
		}
		v := i<<6 + bits.TrailingZeros64(word)
		var curs uint8
		for x := Red; x < Cert; x++ {
			if w.adds[x] && w.set(x).has(v) {
				curs |= 1 << x
			}
		}
		return v, curs
	}
	return 0, 0 // not reached: k < count
}
