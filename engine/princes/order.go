package princes

import (
	"fmt"
	"slices"
	"strconv"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/notation"
)

// The Princes' own standing order (issue 25): "bid up to P [on STACK] [or
// pass]", a raise of exactly 100 while the price stays at most P, on the
// item of any stack or of the one named. The orders every game shares
// ("next MOVE", "pass") are pbem's.

var (
	_ engine.OrderReader = Game{}
	_ engine.OrderScoper = Game{}
)

// bidOrder is "bid up to Limit [on stack Stack] [selling prestige] [or
// pass]"; Stack is noStack for any item. With Selling, a bid the player
// lacks the Florins for is afforded by selling prestige first (the rules
// let a player give back prestige "at any time", 100 Florins a point):
// the order plays the sale, a step of the decision (Step), then the bid.
type bidOrder struct {
	Limit   int
	Stack   int8
	Selling bool
	OrPass  bool
}

var _ engine.OrderStepper = (*bidOrder)(nil)

// ParseOrder reads "bid up to P [on STACK] [selling prestige] [or pass]", "decline [unless
// STACK …]" and "recruit PROFESSION […]". Any other first word is none of
// the Princes' orders.
func (Game) ParseOrder(text string) (engine.OrderRule, error) {
	ws := notation.Words(1, text)
	if len(ws) > 0 && ws[0].Text == "decline" {
		return parseDeclineOrder(text, ws) // order_decline.go
	}
	if len(ws) > 0 && ws[0].Text == "recruit" {
		return parseRecruitOrder(text, ws) // order_recruit.go
	}
	if len(ws) == 0 || ws[0].Text != "bid" {
		return nil, nil
	}
	o := &bidOrder{Stack: noStack}
	for i, want := range []string{"up", "to"} {
		if err := expectWord(text, ws, i+1, want); err != nil {
			return nil, err
		}
	}
	if err := expectWord(text, ws, 3, ""); err != nil {
		return nil, err
	}
	n, err := strconv.Atoi(ws[3].Text)
	if err != nil || n < 0 {
		return nil, &notation.Error{Pos: ws[3].Pos, Msg: fmt.Sprintf("%s is not a price", notation.Quote(ws[3].Raw)),
			Expected: []string{"the highest price you would bid, like 700"}}
	}
	o.Limit = n
	rest := ws[4:]
	if len(rest) > 0 && rest[0].Text == "on" {
		if err := expectWord(text, rest, 1, ""); err != nil {
			return nil, err
		}
		i := slices.Index(data().Auction.Stacks, rest[1].Text)
		if i < 0 {
			return nil, &notation.Error{Pos: rest[1].Pos, Msg: fmt.Sprintf("%s is not a stack", notation.Quote(rest[1].Raw)),
				Expected: data().Auction.Stacks}
		}
		o.Stack, rest = int8(i), rest[2:]
	}
	if len(rest) > 0 && rest[0].Text == "selling" {
		if err := expectWord(text, rest, 1, "prestige"); err != nil {
			return nil, err
		}
		o.Selling, rest = true, rest[2:]
	}
	if len(rest) > 0 && rest[0].Text == "or" {
		if err := expectWord(text, rest, 1, "pass"); err != nil {
			return nil, err
		}
		o.OrPass, rest = true, rest[2:]
	}
	if len(rest) > 0 {
		return nil, &notation.Error{Pos: rest[0].Pos, Msg: fmt.Sprintf("unexpected %s", notation.Quote(rest[0].Raw)),
			Expected: []string{"on", "selling prestige", "or pass", "the end of the order"}}
	}
	if least := data().Auction.Opening + data().Auction.Raise; o.Limit < least {
		return nil, fmt.Errorf("%w: bid up to %d can never bid: an item opens at %d, the first bid is %d",
			engine.ErrIllegal, o.Limit, data().Auction.Opening, least)
	}
	return o, nil
}

// expectWord checks that ws[i] exists and, when want is set, is want.
func expectWord(text string, ws []notation.Word, i int, want string) error {
	if len(ws) <= i {
		pos := notation.EndPos(text)
		if len(ws) > 0 {
			pos = ws[len(ws)-1].Pos
			pos.Col += len([]rune(ws[len(ws)-1].Raw)) + 1
		}
		return &notation.Error{Pos: pos, Msg: "the order stops short", Expected: []string{orWhat(want)}}
	}
	if want != "" && ws[i].Text != want {
		return &notation.Error{Pos: ws[i].Pos, Msg: fmt.Sprintf("unexpected %s", notation.Quote(ws[i].Raw)),
			Expected: []string{want}}
	}
	return nil
}

// orWhat names what a missing word should have been.
func orWhat(want string) string {
	if want == "" {
		return "a price or a stack"
	}
	return want
}

// Text is the canonical form: "bid up to 700 on jester or pass".
func (o *bidOrder) Text() string {
	s := "bid up to " + strconv.Itoa(o.Limit)
	if o.Stack != noStack {
		s += " on " + stackID(o.Stack)
	}
	if o.Selling {
		s += " selling prestige"
	}
	if o.OrPass {
		s += " or pass"
	}
	return s
}

// Applies reports whether s is to bid on an item the order names.
func (o *bidOrder) Applies(st engine.State, s engine.Seat) bool {
	p, ok := st.(*state)
	return ok && p.phase == phaseBid && p.actor == s && (o.Stack == noStack || o.Stack == p.auction.stack)
}

// Choose bids the next price when it is at most the limit and s has the
// Florins (selling prestige: when a sale of prestige gives them, it sells
// the fewest points that do); else it passes (or pass) or lapses.
func (o *bidOrder) Choose(st engine.State, s engine.Seat) (engine.Move, string) {
	p := st.(*state)
	price := p.auction.price + data().Auction.Raise
	point := data().Prestige.SellPoint
	reason := ""
	switch pl := p.players[s]; {
	case price > o.Limit:
		reason = fmt.Sprintf("the next bid on the %s is %d, above your %d", stackID(p.auction.stack), price, o.Limit)
	case pl.florins < price && o.Selling && pl.florins+pl.prestige*point >= price:
		return SellMove{Points: (price - pl.florins + point - 1) / point}, ""
	case pl.florins < price && o.Selling:
		reason = fmt.Sprintf("the next bid is %d and you have %d Florins and %d prestige points to sell at %d",
			price, pl.florins, pl.prestige, point)
	case pl.florins < price:
		reason = fmt.Sprintf("the next bid is %d and you have %d Florins (sell prestige in person to bid)", price, pl.florins)
	default:
		return BidMove{Price: price}, ""
	}
	if o.OrPass {
		return PassMove{}, ""
	}
	return nil, reason
}

// Step reports whether m is a sale of prestige: the bid it affords is
// still to be made.
func (o *bidOrder) Step(m engine.Move) bool {
	_, ok := m.(SellMove)
	return ok
}

// OrderForms gives examples of the Princes' order.
func (Game) OrderForms() []string {
	return []string{"bid up to 700", "bid up to 700 or pass", "bid up to 500 on jester or pass",
		"bid up to 900 selling prestige",
		"decline unless jester builder", "recruit philosopher"}
}

// OrderScopes: a Princes order may last until the end of the auction of
// an item, or of a round.
func (Game) OrderScopes() []string { return []string{"auction", "round"} }

// OrderScope names the item on sale (each stack sells at most one item a
// round) or the round.
func (Game) OrderScope(st engine.State, kind string) string {
	p, ok := st.(*state)
	switch {
	case !ok:
		return ""
	case kind == "round":
		return "round " + strconv.Itoa(p.round)
	case kind == "auction" && p.phase == phaseBid:
		return fmt.Sprintf("round %d %s", p.round, stackID(p.auction.stack))
	}
	return ""
}
