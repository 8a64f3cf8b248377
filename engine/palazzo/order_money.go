package palazzo

import (
	"fmt"
	"strconv"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/notation"
)

// moneyOrder is "money [when hand below N]": at the player's action,
// take money instead of drawing tiles (or transforming), always or only
// while they hold fewer than Below cards. Which revealed cards to keep
// stays the player's choice: it depends on what is revealed.
type moneyOrder struct {
	Below int // 0: whatever the hand
}

// maxHandBelow bounds N in "when hand below N": no hand holds more cards
// than the money deck has.
const maxHandBelow = 100

// parseMoneyOrder reads "money [when hand below N]", whose first word
// ws[0] is "money".
func parseMoneyOrder(text string, ws []notation.Word) (engine.OrderRule, error) {
	if len(ws) == 1 {
		return moneyOrder{}, nil
	}
	for i, want := range []string{"when", "hand", "below"} {
		switch {
		case len(ws) <= i+1:
			return nil, &notation.Error{Pos: notation.EndPos(text), Msg: "the order stops short", Expected: []string{want}}
		case ws[i+1].Text != want:
			return nil, &notation.Error{Pos: ws[i+1].Pos, Msg: fmt.Sprintf("unexpected %s", notation.Quote(ws[i+1].Raw)),
				Expected: []string{want}}
		}
	}
	if len(ws) < 5 {
		return nil, &notation.Error{Pos: notation.EndPos(text), Msg: "the order stops short",
			Expected: []string{"a number of cards, like 4"}}
	}
	n, err := strconv.Atoi(ws[4].Text)
	if err != nil || n < 1 || n > maxHandBelow {
		return nil, &notation.Error{Pos: ws[4].Pos, Msg: fmt.Sprintf("%s is not a number of cards from 1 to %d", notation.Quote(ws[4].Raw), maxHandBelow),
			Expected: []string{"a number of cards, like 4"}}
	}
	if len(ws) > 5 {
		return nil, &notation.Error{Pos: ws[5].Pos, Msg: fmt.Sprintf("unexpected %s", notation.Quote(ws[5].Raw)),
			Expected: []string{"the end of the order"}}
	}
	return moneyOrder{Below: n}, nil
}

// Text is the canonical form: "money", "money when hand below 4".
func (o moneyOrder) Text() string {
	if o.Below == 0 {
		return "money"
	}
	return "money when hand below " + strconv.Itoa(o.Below)
}

// Applies reports whether s chooses their action, holding fewer cards
// than the order says: with more, the order waits and the choice is the
// player's.
func (o moneyOrder) Applies(st engine.State, s engine.Seat) bool {
	p, ok := st.(*state)
	return ok && p.phase == phaseAction && p.actor == s && (o.Below == 0 || len(p.players[s].hand.Cards()) < o.Below)
}

// Choose takes money when the rules allow it; else the order lapses.
func (o moneyOrder) Choose(st engine.State, s engine.Seat) (engine.Move, string) {
	for _, m := range st.Legal(s) {
		if _, ok := m.(MoneyMove); ok {
			return m, ""
		}
	}
	return nil, "you may not take money now"
}
