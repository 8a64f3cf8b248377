package palazzo

import (
	"slices"
	"strconv"

	"github.com/pbem-games/pbem/engine"
)

// The transform action costs any one money card and does one of three
// things. Doing one per action is what stops a floor from being taken out
// and put back (or removed) in the same turn.

// extract takes floor m.Floor out of palace m.Palace as a new 1-floor palace.
func (st *state) extract(m ExtractMove, t *engine.EventRoom) error {
	if err := st.checkTransform(m.Pay, "extract"); err != nil {
		return err
	}
	pal, err := st.ownPalace(m.Palace)
	if err != nil {
		return err
	}
	at := pal.floorIndex(int8(m.Floor))
	switch {
	case at < 0:
		return illegalAt([]string{Label(m.Palace) + strconv.Itoa(m.Floor)}, "palace %s has no floor %d", Label(m.Palace), m.Floor)
	case len(pal) == 1:
		return illegalAt([]string{Label(m.Palace) + strconv.Itoa(m.Floor)}, "palace %s has only one floor: there is nothing to extract it from", Label(m.Palace))
	}
	p := &st.players[st.actor]
	tile := pal[at]
	p.palaces[m.Palace] = append(append(st.emptyPalace(), pal[:at]...), pal[at+1:]...)
	p.palaces = append(p.palaces, append(st.emptyPalace(), tile))
	if t != nil { // a quiet apply words nothing
		st.tellTransform(t, m.Pay, "event.extract", tile.String(), Label(m.Palace), Label(len(p.palaces)-1))
	}
	st.transformed(m.Pay)
	return nil
}

// insert puts the 1-floor palace m.From into palace m.Into at its place in
// floor order; later palace labels close up.
func (st *state) insert(m InsertMove, t *engine.EventRoom) error {
	if err := st.checkTransform(m.Pay, "insert"); err != nil {
		return err
	}
	from, err := st.onePalace(m.From)
	if err != nil {
		return err
	}
	into, err := st.ownPalace(m.Into)
	switch {
	case err != nil:
		return err
	case m.From == m.Into:
		return illegalAt([]string{Label(m.From)}, "palace %s cannot go into itself", Label(m.From))
	case into.floorIndex(from[0].Floor) >= 0:
		return illegalAt([]string{Label(m.Into)}, "palace %s already has floor %d", Label(m.Into), from[0].Floor)
	}
	p := &st.players[st.actor]
	p.palaces[m.Into] = into.with(from[0], st.emptyPalace())
	p.palaces = slices.Delete(p.palaces, m.From, m.From+1)
	if t != nil { // a quiet apply words nothing
		st.tellTransform(t, m.Pay, "event.insert", from[0].String(), Label(m.From), Label(m.Into))
	}
	st.transformed(m.Pay)
	return nil
}

// remove takes the 1-floor palace m.Palace out of the game.
func (st *state) remove(m RemoveMove, t *engine.EventRoom) error {
	if err := st.checkTransform(m.Pay, "remove a palace"); err != nil {
		return err
	}
	pal, err := st.onePalace(m.Palace)
	if err != nil {
		return err
	}
	p := &st.players[st.actor]
	p.palaces = slices.Delete(p.palaces, m.Palace, m.Palace+1)
	if t != nil { // a quiet apply words nothing
		st.tellTransform(t, m.Pay, "event.remove", Label(m.Palace), pal[0].String())
	}
	st.transformed(m.Pay)
	return nil
}

// checkTransform refuses a transform outside the action phase or paid with
// a card the actor does not hold.
func (st *state) checkTransform(pay Card, verb string) error {
	if err := st.inPhase(phaseAction, verb); err != nil {
		return err
	}
	hand := st.players[st.actor].hand
	if hand.Len() == 0 {
		return illegal("a transform costs one money card, and you have none")
	}
	if k := cardKind(pay); k < 0 || hand[k] == 0 {
		return illegalAt([]string{pay.String()}, "you do not hold %s (your hand: %s)", pay, hand)
	}
	return nil
}

// ownPalace returns the actor's palace i.
func (st *state) ownPalace(i int) (palace, error) {
	p := st.players[st.actor]
	if i < 0 || i >= len(p.palaces) {
		return nil, illegalAt([]string{Label(max(i, 0))}, "you have no palace %s%s", Label(max(i, 0)), palaceList(len(p.palaces)))
	}
	return p.palaces[i], nil
}

// onePalace returns the actor's palace i, which must have one floor.
func (st *state) onePalace(i int) (palace, error) {
	pal, err := st.ownPalace(i)
	if err == nil && len(pal) != 1 {
		err = illegalAt([]string{Label(i)}, "palace %s has %d floors; only a 1-floor palace can be inserted or removed", Label(i), len(pal))
	}
	return pal, err
}

// tellTransform reports what a transform did: the message key, whose
// arguments are the actor, the card paid, then done. The callers word
// done only when there is someone to tell: a quiet apply words nothing.
func (st *state) tellTransform(t *engine.EventRoom, pay Card, key string, done ...string) {
	var words [5]string // here, as it escapes: a quiet apply allocates nothing
	t.Tell(key, append(append(words[:0], st.names[st.actor], pay.String()), done...)...)
}

// transformed pays the card of a transform and ends the turn.
func (st *state) transformed(pay Card) {
	p := &st.players[st.actor]
	paid := SetOf(pay)
	p.hand.takeOut(&paid)
	st.discard = append(st.discard, pay)
	st.endTurn()
}
