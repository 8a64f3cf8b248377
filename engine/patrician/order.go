package patrician

import (
	"fmt"
	"strings"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/notation"
)

// Patrician's own standing orders (issue 25): "take X [Y …]", at a take
// decision the first of the cards or cities listed whose card may be
// taken then; "messenger none", no messenger at the messenger decisions
// (with the Messengers variant). The orders every game shares ("next
// MOVE") are pbem's.

var _ engine.OrderReader = Game{}

// takeOrder is "take" and the cards or cities to take, by preference.
type takeOrder struct {
	Words []string // card ids or city codes, lower case, in order
}

// ParseOrder reads "take X [Y …]" and "messenger none". Any other first
// word is none of Patrician's orders.
func (Game) ParseOrder(text string) (engine.OrderRule, error) {
	ws := notation.Words(1, text)
	if len(ws) > 0 && ws[0].Text == "messenger" {
		return parseMessengerOrder(text, ws)
	}
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

// OrderForms gives examples of Patrician's orders.
func (Game) OrderForms() []string { return []string{"take ro6", "take ro6 bo fi", "messenger none"} }

// noMessengerOrder is "messenger none": decline to place a messenger.
// Where a messenger goes is the player's to choose in person (or by a
// pre-move, "next messenger lu mi"): a standing order only declines.
type noMessengerOrder struct{}

// parseMessengerOrder reads "messenger none", whose first word ws[0] is
// "messenger".
func parseMessengerOrder(text string, ws []notation.Word) (engine.OrderRule, error) {
	switch {
	case len(ws) == 1:
		return nil, &notation.Error{Pos: notation.EndPos(text), Msg: "the order stops short", Expected: []string{"none"}}
	case ws[1].Text != "none":
		return nil, &notation.Error{Pos: ws[1].Pos,
			Msg:      fmt.Sprintf("%s: a standing order only declines a messenger; place one with a pre-move (next messenger …)", notation.Quote(ws[1].Raw)),
			Expected: []string{"none"}}
	case len(ws) > 2:
		return nil, &notation.Error{Pos: ws[2].Pos, Msg: fmt.Sprintf("unexpected %s", notation.Quote(ws[2].Raw)),
			Expected: []string{"the end of the order"}}
	}
	return noMessengerOrder{}, nil
}

// Text is the canonical form.
func (noMessengerOrder) Text() string { return "messenger none" }

// Applies reports whether s is to place a messenger.
func (noMessengerOrder) Applies(st engine.State, s engine.Seat) bool {
	p, ok := st.(*state)
	return ok && p.phase == phaseMessenger && p.actor == s
}

// Choose declines, when declining is among s's legal moves.
func (noMessengerOrder) Choose(st engine.State, s engine.Seat) (engine.Move, string) {
	for _, m := range st.Legal(s) {
		if mm, ok := m.(MessengerMove); ok && mm == NoMessenger {
			return m, ""
		}
	}
	return nil, "you may not decline to place a messenger now"
}

// Possible refuses the order in a game without the Messengers variant,
// where no messenger decision ever comes.
func (noMessengerOrder) Possible(st engine.State, _ engine.Seat) error {
	if p, ok := st.(*state); ok && !p.message {
		return fmt.Errorf("%w: messenger none can never fire: this game is played without the %s variant",
			engine.ErrIllegal, VariantMessengers)
	}
	return nil
}
