package patrician

// mayTakeAny reports whether the actor may take the face-up card of any
// city: the played card shows "?", or the turn's city has no face-up card.
func (st *state) mayTakeAny() bool {
	if st.played().Feature == AnyCity {
		return true
	}
	_, ok := st.faceUp(st.turnCity())
	return !ok
}

// takeChoices counts the cities whose card the actor may take and stores
// the first in first.
func (st *state) takeChoices(first *City) int {
	if !st.mayTakeAny() {
		*first = st.turnCity()
		return 1
	}
	n := 0
	for c := range st.cityCount() {
		if st.cities[c].face >= 0 {
			if n == 0 {
				*first = c
			}
			n++
		}
	}
	return n
}

// checkTake refuses a city whose card the actor may not take.
func (st *state) checkTake(m TakeMove) error {
	if err := st.inPhase(phaseTake, "take a card"); err != nil {
		return err
	}
	if m.City < 0 || m.City >= st.cityCount() || !st.inPlay[m.City] {
		return illegal("that city is not on the board")
	}
	face, ok := st.faceUp(m.City)
	if m.HasCard && (!ok || m.Card != face) { // the parser found it shown nowhere
		return illegalAt(takeWords(m), "%s is not face up beside any city", cardName(m.Card))
	}
	if !ok {
		return illegalAt(takeWords(m), "%s has no face-up card", m.City.Name())
	}
	// In phaseTake the actor may take any city's card: otherwise the take
	// would have been automatic.
	return nil
}

// takeWords lists the words a take may name its card by: the card's id,
// then its city's code and name.
func takeWords(m TakeMove) []string {
	words := cityWords(m.City)
	if m.HasCard && int(m.Card) < len(data().cards) {
		words = append([]string{lowerASCII(m.Card.ID())}, words...)
	}
	return words
}
