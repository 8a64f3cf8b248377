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
	need := max(above-b.Value()+1, 1)
	curs := raiseCurrencies(b.Currency())
	most := 0
	for _, x := range curs {
		most = max(most, t.maxAs(x))
	}
	if most < need {
		return nil
	}
	var space paySpace
	s := space.search(t, most)
	best := make([]raiseChoice, most-need+1) // by worth - need
	last := NoCurrency
	for _, x := range curs {
		if t.maxAs(x) >= need {
			s.run(x)
			s.fewestCards(x, need, best)
			last = x
		}
	}
	return s.pickAll(curs, last, need, best)
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
		return []Currency{committed}
	}
	return []Currency{Red, Brown, Silver}
}

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
