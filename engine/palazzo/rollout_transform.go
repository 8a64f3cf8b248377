package palazzo

import "slices"

// The transforms of a quiet apply, their checks folded into one test
// each: checkTransform, ownPalace and onePalace, calls that copy the
// player and build refusals' words, and transformed's SetOf, were about
// a third of a transform's cost, and a random game transforms at one
// decision in seven. A move the test cannot vouch for goes to the
// checked transform, for the same refusal; one it passes changes the
// state as the checked transform does, by the same steps.

// transformPay is the kind of card pay when the actor may pay a
// transform with it now (the action phase, a card the hand holds), and
// -1 otherwise.
func (st *state) transformPay(pay Card) int {
	k := cardKind(pay)
	if st.phase != phaseAction || k < 0 || st.players[st.actor].hand[k] == 0 {
		return -1
	}
	return k
}

// extractQuiet is extract(m, nil).
func (st *state) extractQuiet(m ExtractMove) error {
	k, p := st.transformPay(m.Pay), &st.players[st.actor]
	if k < 0 || m.Palace < 0 || m.Palace >= len(p.palaces) || len(p.palaces[m.Palace]) < 2 {
		return st.extract(m, nil)
	}
	pal := p.palaces[m.Palace]
	at := pal.floorIndex(int8(m.Floor))
	if at < 0 {
		return st.extract(m, nil)
	}
	tile := pal[at]
	p.palaces[m.Palace] = append(append(st.emptyPalace(), pal[:at]...), pal[at+1:]...)
	p.palaces = append(p.palaces, append(st.emptyPalace(), tile))
	st.transformedQuiet(k, m.Pay)
	return nil
}

// insertQuiet is insert(m, nil).
func (st *state) insertQuiet(m InsertMove) error {
	k, p := st.transformPay(m.Pay), &st.players[st.actor]
	n := len(p.palaces)
	if k < 0 || m.From < 0 || m.From >= n || len(p.palaces[m.From]) != 1 || m.Into < 0 || m.Into >= n || m.From == m.Into {
		return st.insert(m, nil)
	}
	from, into := p.palaces[m.From], p.palaces[m.Into]
	if into.floorIndex(from[0].Floor) >= 0 {
		return st.insert(m, nil)
	}
	p.palaces[m.Into] = into.with(from[0], st.emptyPalace())
	p.palaces = slices.Delete(p.palaces, m.From, m.From+1)
	st.transformedQuiet(k, m.Pay)
	return nil
}

// removeQuiet is remove(m, nil).
func (st *state) removeQuiet(m RemoveMove) error {
	k, p := st.transformPay(m.Pay), &st.players[st.actor]
	if k < 0 || m.Palace < 0 || m.Palace >= len(p.palaces) || len(p.palaces[m.Palace]) != 1 {
		return st.remove(m, nil)
	}
	p.palaces = slices.Delete(p.palaces, m.Palace, m.Palace+1)
	st.transformedQuiet(k, m.Pay)
	return nil
}

// transformedQuiet is transformed(pay) for pay of kind k, which the
// actor's hand holds.
func (st *state) transformedQuiet(k int, pay Card) {
	st.players[st.actor].hand[k]--
	st.discard = append(st.discard, pay)
	st.endTurn()
}
