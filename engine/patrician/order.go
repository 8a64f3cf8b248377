package patrician

import (
	"fmt"
	"strings"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/notation"
)

// Patrician's own standing order (issue 25): "take X [Y …]", at a take
// decision the first of the cards or cities listed whose card may be
// taken then. The orders every game shares ("next MOVE") are pbem's.

var _ engine.OrderReader = Game{}

// takeOrder is "take" and the cards or cities to take, by preference.
type takeOrder struct {
	Words []string // card ids or city codes, lower case, in order
}

// ParseOrder reads "take X [Y …]". Any other first word is none of
// Patrician's orders.
func (Game) ParseOrder(text string) (engine.OrderRule, error) {
	ws := notation.Words(1, text)
	if len(ws) == 0 || ws[0].Text != "take" {
		return nil, nil
	}
	if len(ws) == 1 {
		return nil, &notation.Error{Pos: notation.EndPos(text), Msg: "the order stops short",
			Expected: []string{expectCard, expectCity}}
	}
	o := &takeOrder{}
	for _, w := range ws[1:] {
		word, ok := orderTakeWord(w.Text)
		if !ok {
			return nil, &notation.Error{Pos: w.Pos, Msg: fmt.Sprintf("%q is not a card or a city", w.Raw),
				Expected: []string{expectCard, expectCity}}
		}
		o.Words = append(o.Words, word)
	}
	return o, nil
}

// orderTakeWord is the canonical word of a card (its id) or city (its
// code); false when word names neither.
func orderTakeWord(word string) (string, bool) {
	if card, ok := ParseCard(word); ok {
		return lowerASCII(card.ID()), true
	}
	if c, ok := ParseCity(word); ok && validCity(c) {
		return c.Code(), true
	}
	return "", false
}

// Text is the canonical form: "take ro6 bo".
func (o *takeOrder) Text() string { return "take " + strings.Join(o.Words, " ") }

// Applies reports whether s is to choose a face-up card to take.
func (o *takeOrder) Applies(st engine.State, s engine.Seat) bool {
	p, ok := st.(*state)
	return ok && p.phase == phaseTake && p.actor == s
}

// Choose takes the first card or city listed that may be taken now; with
// none, the order lapses.
func (o *takeOrder) Choose(st engine.State, _ engine.Seat) (engine.Move, string) {
	for _, w := range o.Words {
		m, ok := takeOf(st, w)
		if t, isTake := m.(TakeMove); ok && isTake && st.(*state).checkTake(t) == nil {
			return m, ""
		}
	}
	return nil, fmt.Sprintf("none of %s is face up to take", strings.Join(o.Words, ", "))
}

// OrderForms gives examples of Patrician's order.
func (Game) OrderForms() []string { return []string{"take ro6", "take ro6 bo fi"} }
