package leonardo

import (
	"fmt"
	"slices"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/notation"
)

// doneOrder is "done [unless offered]": in the negotiation, end the
// side's part ("done"); with "unless offered", only while no proposal
// awaits the side's answer: an offer or alliance proposed to it is the
// player's to answer in person, and the order waits until it is answered.
type doneOrder struct {
	UnlessOffered bool
}

// parseDoneOrder reads "done [unless offered]", whose first word ws[0]
// is "done".
func parseDoneOrder(text string, ws []notation.Word) (engine.OrderRule, error) {
	switch {
	case len(ws) == 1:
		return doneOrder{}, nil
	case ws[1].Text != "unless":
		return nil, &notation.Error{Pos: ws[1].Pos, Msg: fmt.Sprintf("unexpected %s", notation.Quote(ws[1].Raw)),
			Expected: []string{"unless offered", "the end of the order"}}
	case len(ws) == 2:
		return nil, &notation.Error{Pos: notation.EndPos(text), Msg: "the order stops short", Expected: []string{"offered"}}
	case ws[2].Text != "offered":
		return nil, &notation.Error{Pos: ws[2].Pos, Msg: fmt.Sprintf("unexpected %s", notation.Quote(ws[2].Raw)),
			Expected: []string{"offered"}}
	case len(ws) > 3:
		return nil, &notation.Error{Pos: ws[3].Pos, Msg: fmt.Sprintf("unexpected %s", notation.Quote(ws[3].Raw)),
			Expected: []string{"the end of the order"}}
	}
	return doneOrder{UnlessOffered: true}, nil
}

// Text is the canonical form.
func (o doneOrder) Text() string {
	if o.UnlessOffered {
		return "done unless offered"
	}
	return "done"
}

// Applies reports whether s negotiates for its side, which is not done
// yet, and (unless offered) whether no proposal awaits the side.
func (o doneOrder) Applies(st engine.State, s engine.Seat) bool {
	p, ok := st.(*state)
	if !ok || p.phase != phaseNegotiate || !slices.Contains(p.toAct, s) || int(s) >= len(p.sideOf) {
		return false
	}
	side := p.sideOf[s]
	if p.talks.done[side] {
		return false
	}
	return !o.UnlessOffered || !slices.ContainsFunc(p.talks.open, func(pr proposal) bool { return pr.to == side })
}

// Choose says "done" when the rules allow it; else the order lapses.
func (o doneOrder) Choose(st engine.State, s engine.Seat) (engine.Move, string) {
	for _, m := range st.Legal(s) {
		if _, ok := m.(DoneMove); ok {
			return m, ""
		}
	}
	return nil, "you may not end your part of the negotiation now"
}
