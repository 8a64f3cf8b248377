package leonardo

import (
	"fmt"
	"strconv"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/notation"
)

// Leonardo's own standing orders (issue 25) begin here with "bid up to N [or
// pass]" (the others are in order_*.go); "bid up to N" is the
// least bid allowed while it is at most N. The orders every game shares
// ("next MOVE", "pass") are pbem's.

var (
	_ engine.OrderReader = Game{}
	_ engine.OrderScoper = Game{}
)

// bidOrder is "bid up to Limit [or pass]".
type bidOrder struct {
	Limit  int
	OrPass bool
}

// ParseOrder reads "bid up to N [or pass]", "stake PRODUCT up to N",
// "done [unless offered]", "decline every offer from PLAYER" and "accept
// an offer worth at least N".
// Any other first word is none of Leonardo's orders.
func (Game) ParseOrder(text string) (engine.OrderRule, error) {
	ws := notation.Words(1, text)
	if len(ws) > 0 && ws[0].Text == "stake" {
		return parseStakeOrder(text, ws) // order_stake.go
	}
	if len(ws) > 0 && ws[0].Text == "done" {
		return parseDoneOrder(text, ws) // order_done.go
	}
	if len(ws) > 0 && ws[0].Text == "decline" {
		return parseDeclineOrder(text, ws) // order_offer.go
	}
	if len(ws) > 0 && ws[0].Text == "accept" {
		return parseAcceptOrder(text, ws) // order_offer.go
	}
	if len(ws) == 0 || ws[0].Text != "bid" {
		return nil, nil
	}
	want := []string{"bid", "up", "to", "", "or", "pass"}
	for i := 1; i < len(want) && i < len(ws)+1; i++ {
		switch {
		case i == 4 && len(ws) == 4:
			i = len(want) // "or pass" may be left out
		case i == len(ws):
			pos := ws[i-1].Pos
			pos.Col += len([]rune(ws[i-1].Raw)) + 1
			return nil, &notation.Error{Pos: pos, Msg: "the order stops short", Expected: []string{wantWord(want[i])}}
		case want[i] != "" && ws[i].Text != want[i]:
			return nil, &notation.Error{Pos: ws[i].Pos, Msg: fmt.Sprintf("unexpected %s", notation.Quote(ws[i].Raw)),
				Expected: []string{want[i]}}
		}
	}
	if len(ws) > len(want) {
		return nil, &notation.Error{Pos: ws[len(want)].Pos, Msg: fmt.Sprintf("unexpected %s", notation.Quote(ws[len(want)].Raw)),
			Expected: []string{"the end of the order"}}
	}
	n, err := strconv.Atoi(ws[3].Text)
	if err != nil || n < 0 {
		return nil, &notation.Error{Pos: ws[3].Pos, Msg: fmt.Sprintf("%s is not an amount", notation.Quote(ws[3].Raw)),
			Expected: []string{wantWord("")}}
	}
	if n == 0 {
		return nil, fmt.Errorf("%w: bid up to 0 can never bid: every bid is of some Florins", engine.ErrIllegal)
	}
	return &bidOrder{Limit: n, OrPass: len(ws) == len(want)}, nil
}

// wantWord names a missing word of the order.
func wantWord(w string) string {
	if w == "" {
		return "the most you would bid, like 45"
	}
	return w
}

// Text is the canonical form: "bid up to 45 or pass".
func (o *bidOrder) Text() string {
	s := "bid up to " + strconv.Itoa(o.Limit)
	if o.OrPass {
		s += " or pass"
	}
	return s
}

// Applies reports whether s is to bid in an auction.
func (o *bidOrder) Applies(st engine.State, s engine.Seat) bool {
	p, ok := st.(*state)
	return ok && p.phase == phaseAuction && len(p.toAct) == 1 && p.toAct[0] == s
}

// Choose bids the least amount allowed when it is at most the limit and
// the side has the Florins; else it passes (or pass) or lapses.
func (o *bidOrder) Choose(st engine.State, s engine.Seat) (engine.Move, string) {
	p := st.(*state)
	least := p.leastBid()
	cash := p.sides[p.auction.in[p.auction.turn]].cash
	reason := ""
	switch {
	case least > o.Limit:
		reason = fmt.Sprintf("the least bid is %d, above your %d", least, o.Limit)
	case least > cash:
		reason = fmt.Sprintf("the least bid is %d and you have %d Florins", least, cash)
	default:
		return BidMove{Amount: least}, ""
	}
	if o.OrPass {
		return PassMove{}, ""
	}
	return nil, reason
}

// OrderForms gives examples of Leonardo's order.
func (Game) OrderForms() []string {
	return []string{"bid up to 45", "bid up to 45 or pass", "stake " + embedded.Get().Market.Products[0].ID + " up to 50",
		"done unless offered", "decline every offer from Bob", "accept an offer worth at least 20"}
}

// OrderScopes: a Leonardo order may last until the end of an auction, or
// of a round.
func (Game) OrderScopes() []string { return []string{"auction", "round"} }

// OrderScope names the auction by the round, the side whose turn it is
// and the space it landed on (one auction a turn), or the round.
func (Game) OrderScope(st engine.State, kind string) string {
	p, ok := st.(*state)
	switch {
	case !ok:
		return ""
	case kind == "round":
		return "round " + strconv.Itoa(p.round)
	case kind == "auction" && p.phase == phaseAuction:
		return fmt.Sprintf("round %d side %d space %d", p.round, p.current, p.here())
	}
	return ""
}
