package leonardo

import (
	"fmt"
	"math/bits"
	"strconv"
	"strings"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/notation"
)

// The orders that answer trades offered in the negotiation (issue 25):
// "decline every offer from PLAYER" and "accept an offer worth at least
// N". Both answer trades only: an alliance proposed is not an offer, and
// stays the player's to answer in person.

// declineOrder is "decline every offer from PLAYER": every trade the side
// of Player (whoever leads it then: sides merge in alliances) offers the
// owner's side is declined. Player is the name as typed; it is read
// against the game's names when the order is given (Possible) and at each
// decision.
type declineOrder struct {
	Player string
}

// acceptOrder is "accept an offer worth at least N": the first trade
// offered to the owner's side, in the order made, whose worth is at least
// Least and which can still be carried out is accepted. The worth is what
// the side gets minus what it gives, Florins at their count and each
// space at its printed price (art works on it not counted).
type acceptOrder struct {
	Least int
}

var (
	_ engine.OrderPossibility = declineOrder{}
	_ engine.OrderRule        = acceptOrder{}
)

// offerOrderWords checks that ws begins with the words of want ("" stands for
// any one word), and returns the error of the first that differs.
func offerOrderWords(text string, ws []notation.Word, want []string, what string) error {
	for i, w := range want {
		switch {
		case i >= len(ws):
			expected := w
			if w == "" {
				expected = what
			}
			return &notation.Error{Pos: notation.EndPos(text), Msg: "the order stops short", Expected: []string{expected}}
		case w != "" && ws[i].Text != w:
			return &notation.Error{Pos: ws[i].Pos, Msg: fmt.Sprintf("unexpected %s", notation.Quote(ws[i].Raw)),
				Expected: []string{w}}
		}
	}
	return nil
}

// parseDeclineOrder reads "decline every offer from PLAYER", whose first
// word ws[0] is "decline". The player's name may hold spaces.
func parseDeclineOrder(text string, ws []notation.Word) (engine.OrderRule, error) {
	if err := offerOrderWords(text, ws, []string{"decline", "every", "offer", "from", ""}, "a player's name, like Bob"); err != nil {
		return nil, err
	}
	raw := make([]string, 0, len(ws)-4)
	for _, w := range ws[4:] {
		raw = append(raw, w.Raw)
	}
	return declineOrder{Player: strings.Join(raw, " ")}, nil
}

// Text is the canonical form: "decline every offer from Bob".
func (o declineOrder) Text() string { return "decline every offer from " + o.Player }

// Possible refuses an order naming nobody who plays the game, or its own
// owner: no side offers itself a trade.
func (o declineOrder) Possible(st engine.State, owner engine.Seat) error {
	p, ok := st.(*state)
	if !ok {
		return nil
	}
	s, ok := p.seatNamed(notation.Words(1, o.Player))
	switch {
	case !ok:
		return fmt.Errorf("%w: no player is called %q", engine.ErrIllegal, o.Player)
	case s == owner:
		return fmt.Errorf("%w: no side offers itself a trade", engine.ErrIllegal)
	}
	return nil
}

// from returns the side the named player is in at st, noSide when none.
func (o declineOrder) from(p *state) int8 {
	s, ok := p.seatNamed(notation.Words(1, o.Player))
	if !ok {
		return noSide
	}
	return p.seatSide(s)
}

// Applies reports whether s negotiates for its side and a trade from the
// named player's side awaits its answer.
func (o declineOrder) Applies(st engine.State, s engine.Seat) bool {
	p, ok := st.(*state)
	if !ok || p.phase != phaseNegotiate || !offerNegotiates(p, s) {
		return false
	}
	from, to := o.from(p), p.sideOf[s]
	if from == noSide || from == to {
		return false
	}
	k := p.find(from, to)
	return k >= 0 && !p.talks.open[k].ally
}

// Choose declines the trade of the named player's side.
func (o declineOrder) Choose(st engine.State, s engine.Seat) (engine.Move, string) {
	p := st.(*state)
	return DeclineMove{From: p.leader(o.from(p))}, ""
}

// offerNegotiates reports whether s acts for its side in the negotiation.
func offerNegotiates(p *state, s engine.Seat) bool {
	if int(s) >= len(p.sideOf) || s < 0 {
		return false
	}
	for _, t := range p.toAct {
		if t == s {
			return true
		}
	}
	return false
}

// parseAcceptOrder reads "accept an offer worth at least N", whose first
// word ws[0] is "accept".
func parseAcceptOrder(text string, ws []notation.Word) (engine.OrderRule, error) {
	const what = "the least worth you would accept, like 20"
	want := []string{"accept", "an", "offer", "worth", "at", "least", ""}
	if err := offerOrderWords(text, ws, want, what); err != nil {
		return nil, err
	}
	if len(ws) > len(want) {
		return nil, &notation.Error{Pos: ws[len(want)].Pos, Msg: fmt.Sprintf("unexpected %s", notation.Quote(ws[len(want)].Raw)),
			Expected: []string{"the end of the order"}}
	}
	last := ws[len(want)-1]
	n, err := strconv.Atoi(strings.TrimPrefix(last.Text, "+"))
	if err != nil {
		return nil, &notation.Error{Pos: last.Pos, Msg: fmt.Sprintf("%s is not an amount", notation.Quote(last.Raw)),
			Expected: []string{what}}
	}
	return acceptOrder{Least: n}, nil
}

// Text is the canonical form: "accept an offer worth at least 20" (a
// negative worth, an offer that costs at most that much, is allowed).
func (o acceptOrder) Text() string { return "accept an offer worth at least " + strconv.Itoa(o.Least) }

// offerWorth is what a trade offered to a side brings it: what the proposer
// gives, minus what it asks, spaces at their printed price.
func (p *state) offerWorth(pr proposal) int {
	return p.offerLotValue(pr.give) - p.offerLotValue(pr.get)
}

// offerLotValue is a lot's Florins and the printed prices of its spaces.
func (p *state) offerLotValue(l Lot) int {
	v := l.Florins
	for sp := l.Spaces; sp != 0; sp &= sp - 1 {
		v += p.d.space(bits.TrailingZeros64(sp)).Price
	}
	return v
}

// chosen returns the first trade offered to s's side worth at least the
// order's least that can still be carried out, or false.
func (o acceptOrder) chosen(p *state, s engine.Seat) (proposal, bool) {
	to := p.sideOf[s]
	for _, pr := range p.talks.open {
		if pr.to == to && !pr.ally && p.offerWorth(pr) >= o.Least && p.tradeBlocked(pr.from, pr.to, pr.give, pr.get) == "" {
			return pr, true
		}
	}
	return proposal{}, false
}

// Applies reports whether s negotiates for its side and a trade worth
// the least awaits its answer; other offers are the player's to answer.
func (o acceptOrder) Applies(st engine.State, s engine.Seat) bool {
	p, ok := st.(*state)
	if !ok || p.phase != phaseNegotiate || !offerNegotiates(p, s) {
		return false
	}
	_, ok = o.chosen(p, s)
	return ok
}

// Choose accepts the first trade worth the least.
func (o acceptOrder) Choose(st engine.State, s engine.Seat) (engine.Move, string) {
	p := st.(*state)
	pr, ok := o.chosen(p, s)
	if !ok {
		return nil, fmt.Sprintf("no offer worth at least %d awaits your answer", o.Least)
	}
	return AcceptMove{From: p.leader(pr.from)}, ""
}
