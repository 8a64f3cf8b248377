package palazzo

// takeQuiet is take for a quiet apply, its checks and card moves done
// word by word in place: a random game keeps cards at one decision in
// five, and take's calls (Contains, giveRevealed twice, moveCards) were
// most of their cost. A move it cannot vouch for at once (out of phase,
// of the wrong count, not among the shown cards, or with a count of 128
// or more, which the word-wise test does not cover) goes to take, for
// the same refusal or the same change.
func (st *state) takeQuiet(m TakeMove) error {
	cl, ch := m.Cards.halves()
	rl, rh := st.revealed.halves()
	// Each byte of (shown + 128) - kept keeps its top bit exactly when
	// shown >= kept (Contains), for counts below 128.
	if st.phase != phaseTake || (cl|ch|rl|rh)&highBits != 0 ||
		(rl|highBits-cl)&(rh|highBits-ch)&highBits != highBits || m.Cards.Len() != st.takeCount() {
		return st.take(m, nil)
	}
	rl, rh = rl-cl, rh-ch // no count borrows: the shown cards hold the kept ones
	hand := &st.players[st.actor].hand
	hl, hh := hand.halves()
	*hand = setOfHalves(addBytes(hl, cl), addBytes(hh, ch))
	st.actor = st.next(st.actor)
	if rest := setOfHalves(rl, rh); rest.Len() == 1 { // the last card goes to the next at once
		hand = &st.players[st.actor].hand
		hl, hh = hand.halves()
		*hand = setOfHalves(addBytes(hl, rl), addBytes(hh, rh))
		rl, rh = 0, 0
	}
	st.revealed = setOfHalves(rl, rh)
	if rl|rh == 0 {
		st.endTurn()
	}
	return nil
}
