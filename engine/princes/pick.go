package princes

import (
	"slices"

	"github.com/pbem-games/pbem/engine"
)

// look draws up to n cards from the top of deck into st.seen, for the
// actor to keep one of: a profession, bonus or prestige card.
func (st *state) look(deck *[]int8, n int) {
	n = min(n, len(*deck))
	st.seen = append(st.seen[:0], (*deck)[:n]...)
	*deck = append((*deck)[:0], (*deck)[n:]...)
}

// checkPick checks that m keeps one of the cards seen, of the kind
// expected, and orders (when it orders) exactly the others.
func (st *state) checkPick(m PickMove, kind int8) error {
	if m.Kind != kind || !slices.Contains(st.seen, m.Card) {
		return engine.IllegalAt([]string{cardID(m.Kind, m.Card)}, "you can keep only one of the cards you look at: %s", st.seenIDs(kind))
	}
	if m.Under == noUnder {
		return nil
	}
	var rest []int8
	for _, c := range m.Under {
		if c >= 0 {
			rest = append(rest, c)
		}
	}
	for _, c := range st.seen {
		if c != m.Card && !slices.Contains(rest, c) || c == m.Card && slices.Contains(rest, c) {
			return illegal("after under, list the %d other cards you look at, each once: %s", len(st.seen)-1, st.seenIDs(kind))
		}
	}
	if len(rest) != len(st.seen)-1 {
		return illegal("after under, list the %d other cards you look at, each once: %s", len(st.seen)-1, st.seenIDs(kind))
	}
	return nil
}

// pick takes the card m keeps out of st.seen and puts the others under
// deck in the order m gives (the order seen when it gives none); m was
// checked. It returns the card kept.
func (st *state) pick(m PickMove, deck *[]int8) int8 {
	if m.Under == noUnder {
		for _, c := range st.seen {
			if c != m.Card {
				*deck = append(*deck, c)
			}
		}
	} else {
		for _, c := range m.Under {
			if c >= 0 {
				*deck = append(*deck, c)
			}
		}
	}
	st.seen = st.seen[:0]
	return m.Card
}

// seenIDs names the cards seen, for an error.
func (st *state) seenIDs(kind int8) string {
	s := ""
	for i, c := range st.seen {
		if i > 0 {
			s += ", "
		}
		s += cardID(kind, c)
	}
	return s
}

// legalPicks lists one pick of each card seen, keeping the others in the
// order seen: ordering them is accepted too, and is a choice of order,
// not of card.
func (st *state) legalPicks(kind int8) []engine.Move {
	ms := make([]engine.Move, 0, len(st.seen))
	for _, c := range st.seen {
		ms = append(ms, PickMove{Kind: kind, Card: c, Under: noUnder})
	}
	return ms
}
