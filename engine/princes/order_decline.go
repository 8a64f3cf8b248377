package princes

import (
	"fmt"
	"slices"
	"strings"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/notation"
)

// declineOrder is "decline [unless STACK …]": when the player is to open
// an auction, decline (leave the auction phase), always or only once none
// of the stacks named can be opened any more: nothing left is wanted.
// While one of them can, the order waits and what to open is the
// player's choice.
type declineOrder struct {
	Wanted []int8 // stacks, in the data file's order; none: decline at once
}

// parseDeclineOrder reads "decline [unless STACK …]", whose first word
// ws[0] is "decline".
func parseDeclineOrder(text string, ws []notation.Word) (engine.OrderRule, error) {
	o := declineOrder{}
	if len(ws) == 1 {
		return o, nil
	}
	if ws[1].Text != "unless" {
		return nil, &notation.Error{Pos: ws[1].Pos, Msg: fmt.Sprintf("unexpected %s", notation.Quote(ws[1].Raw)),
			Expected: []string{"unless", "the end of the order"}}
	}
	if len(ws) == 2 {
		return nil, &notation.Error{Pos: notation.EndPos(text), Msg: "the order stops short", Expected: data().Auction.Stacks}
	}
	for _, w := range ws[2:] {
		i := slices.Index(data().Auction.Stacks, w.Text)
		if i < 0 {
			return nil, &notation.Error{Pos: w.Pos, Msg: fmt.Sprintf("%s is not a stack", notation.Quote(w.Raw)),
				Expected: data().Auction.Stacks}
		}
		if !slices.Contains(o.Wanted, int8(i)) {
			o.Wanted = append(o.Wanted, int8(i))
		}
	}
	slices.Sort(o.Wanted)
	return o, nil
}

// Text is the canonical form: "decline unless jester builder".
func (o declineOrder) Text() string {
	if len(o.Wanted) == 0 {
		return "decline"
	}
	names := make([]string, len(o.Wanted))
	for i, s := range o.Wanted {
		names[i] = stackID(s)
	}
	return "decline unless " + strings.Join(names, " ")
}

// Applies reports whether s is to open an auction and none of the stacks
// wanted can be opened.
func (o declineOrder) Applies(st engine.State, s engine.Seat) bool {
	p, ok := st.(*state)
	if !ok || p.phase != phaseOpen || p.actor != s {
		return false
	}
	for _, m := range st.Legal(s) {
		if om, ok := m.(OpenMove); ok && slices.Contains(o.Wanted, om.Stack) {
			return false
		}
	}
	return true
}

// Choose declines when the rules allow it; else the order lapses.
func (o declineOrder) Choose(st engine.State, s engine.Seat) (engine.Move, string) {
	for _, m := range st.Legal(s) {
		if _, ok := m.(DeclineMove); ok {
			return m, ""
		}
	}
	return nil, "you may not decline now"
}
