package palazzo

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/notation"
)

// Palazzo's own standing order (issue 25): "bid up to N", a raise by the
// cheapest legal addition while the total stays at most N, optionally
// only with cards of given currencies, and optionally passing when no
// such raise exists. The orders every game shares ("next MOVE", "pass")
// are pbem's.

var (
	_ engine.OrderReader = Game{}
	_ engine.OrderScoper = Game{}
)

// bidOrder is "bid up to Limit [with Curs] [or pass]".
type bidOrder struct {
	Limit int
	// Curs are the currencies the raise may use, in canonical order; none
	// means any.
	Curs   []Currency
	OrPass bool
}

// orderCurrencyWords reads the currency words of "with": a card's letter
// or the currency's name; the certificate is c (or c2, as on the card).
var orderCurrencyWords = map[string]Currency{
	"r": Red, "red": Red, "b": Brown, "brown": Brown, "s": Silver, "silver": Silver,
	"c": Cert, "c2": Cert, "cert": Cert,
}

// ParseOrder reads "bid up to N [with r b s c] [or pass]". Any other first
// word is none of Palazzo's orders.
func (Game) ParseOrder(text string) (engine.OrderRule, error) {
	ws := notation.Words(1, text)
	if len(ws) > 0 && ws[0].Text == "money" {
		return parseMoneyOrder(text, ws)
	}
	if len(ws) == 0 || ws[0].Text != "bid" {
		return nil, nil
	}
	o := &bidOrder{}
	rest, err := o.readLimit(text, ws)
	if err != nil {
		return nil, err
	}
	if rest, err = o.readCurrencies(rest); err != nil {
		return nil, err
	}
	if rest, err = o.readOrPass(rest); err != nil {
		return nil, err
	}
	if len(rest) > 0 {
		return nil, &notation.Error{Pos: rest[0].Pos, Msg: fmt.Sprintf("unexpected %s", notation.Quote(rest[0].Raw)),
			Expected: []string{"with", "or pass", "the end of the order"}}
	}
	return o, o.possible()
}

// readLimit reads "bid up to N" at the start of ws and returns the words
// after it.
func (o *bidOrder) readLimit(text string, ws []notation.Word) ([]notation.Word, error) {
	for i, want := range []string{"up", "to"} {
		if len(ws) <= i+1 {
			return nil, &notation.Error{Pos: notation.EndPos(text), Msg: "the order stops short", Expected: []string{want}}
		}
		if ws[i+1].Text != want {
			return nil, &notation.Error{Pos: ws[i+1].Pos, Msg: fmt.Sprintf("unexpected %s", notation.Quote(ws[i+1].Raw)),
				Expected: []string{want}}
		}
	}
	if len(ws) < 4 {
		return nil, &notation.Error{Pos: notation.EndPos(text), Msg: "the order stops short",
			Expected: []string{"the highest total you would bid, like 12"}}
	}
	n, err := strconv.Atoi(ws[3].Text)
	if err != nil || n < 0 || ws[3].Text != strconv.Itoa(n) {
		return nil, &notation.Error{Pos: ws[3].Pos, Msg: fmt.Sprintf("%s is not a number", notation.Quote(ws[3].Raw)),
			Expected: []string{"the highest total you would bid, like 12"}}
	}
	o.Limit = n
	return ws[4:], nil
}

// readCurrencies reads "with" and the currencies after it, if present.
func (o *bidOrder) readCurrencies(ws []notation.Word) ([]notation.Word, error) {
	if len(ws) == 0 || ws[0].Text != "with" {
		return ws, nil
	}
	i := 1
	for ; i < len(ws); i++ {
		c, ok := orderCurrencyWords[ws[i].Text]
		if !ok {
			break
		}
		if slices.Contains(o.Curs, c) {
			return nil, &notation.Error{Pos: ws[i].Pos, Msg: fmt.Sprintf("%s names a currency twice", notation.Quote(ws[i].Raw))}
		}
		o.Curs = append(o.Curs, c)
	}
	if len(o.Curs) == 0 {
		pos := ws[0].Pos
		pos.Col += len(ws[0].Raw) + 1
		if i < len(ws) {
			pos = ws[i].Pos
		}
		return nil, &notation.Error{Pos: pos, Msg: "name the currencies the raise may use",
			Expected: []string{"r", "b", "s", "c"}}
	}
	slices.Sort(o.Curs)
	return ws[i:], nil
}

// readOrPass reads "or pass", if present.
func (o *bidOrder) readOrPass(ws []notation.Word) ([]notation.Word, error) {
	if len(ws) == 0 || ws[0].Text != "or" {
		return ws, nil
	}
	if len(ws) < 2 || ws[1].Text != "pass" {
		pos := ws[0].Pos // just after "or" when nothing follows
		pos.Col += len(ws[0].Raw) + 1
		if len(ws) >= 2 {
			pos = ws[1].Pos
		}
		return nil, &notation.Error{Pos: pos, Msg: "\"or\" is followed by pass", Expected: []string{"pass"}}
	}
	o.OrPass = true
	return ws[2:], nil
}

// possible refuses an order that no auction could make fire: a raise must
// beat the opening 3, and no bid is worth more than all the cards of one
// currency with every certificate.
func (o *bidOrder) possible() error {
	if o.Limit <= openingValue {
		return fmt.Errorf("%w: bid up to %d can never raise: every bid must beat the opening %d",
			engine.ErrIllegal, o.Limit, openingValue)
	}
	if top := maxBid(o.Curs); o.Limit > top {
		return fmt.Errorf("%w: bid up to %d can never be reached: no bid%s is worth more than %d",
			engine.ErrIllegal, o.Limit, o.withText(), top)
	}
	return nil
}

// maxBid is the most a bid can be worth with cards of the currencies
// curs (all when none): the opening certificate and the whole deck's cards
// of the best currency with every certificate.
func maxBid(curs []Currency) int {
	top := openingValue
	for x := Red; x < Cert; x++ {
		if len(curs) > 0 && !slices.Contains(curs, x) {
			continue
		}
		var cards []Card
		for _, c := range data().deck {
			if c.Cur == x || (c.Cur == Cert && (len(curs) == 0 || slices.Contains(curs, Cert))) {
				cards = append(cards, c)
			}
		}
		if b, err := OpeningBid().Raise(cards); err == nil {
			top = max(top, b.Value())
		}
	}
	return top
}

// withText is " with r c" for an order restricted to currencies.
func (o *bidOrder) withText() string {
	if len(o.Curs) == 0 {
		return ""
	}
	var b strings.Builder
	b.WriteString(" with")
	for _, c := range o.Curs {
		b.WriteByte(' ')
		b.WriteByte(currencyLetters[c])
	}
	return b.String()
}

// Text is the canonical form: "bid up to 12 with r c or pass".
func (o *bidOrder) Text() string {
	s := "bid up to " + strconv.Itoa(o.Limit) + o.withText()
	if o.OrPass {
		s += " or pass"
	}
	return s
}

// Applies reports whether s is to bid in an auction.
func (o *bidOrder) Applies(st engine.State, s engine.Seat) bool {
	p, ok := st.(*state)
	return ok && p.phase == phaseBid && p.actor == s
}

// Choose raises by the cheapest addition of the allowed currencies that
// beats the highest bid, if the new total is at most the limit; else it
// passes (or pass) or lapses.
func (o *bidOrder) Choose(st engine.State, s engine.Seat) (engine.Move, string) {
	p := st.(*state)
	high, _ := p.highBid()
	bid := p.lot.bids[s]
	var hand []Card
	for _, c := range p.players[s].hand.Cards() {
		if len(o.Curs) == 0 || slices.Contains(o.Curs, c.Cur) {
			hand = append(hand, c)
		}
	}
	reason := fmt.Sprintf("no raise of yours%s beats the highest bid, %d", o.withText(), high)
	if add, ok := CheapestRaise(bid, hand, high); ok {
		raised, err := bid.Raise(add)
		if err == nil && raised.Value() <= o.Limit {
			return BidMove{Add: SetOf(add...)}, ""
		}
		if err == nil {
			reason = fmt.Sprintf("the cheapest raise%s brings your bid to %d, above your %d",
				o.withText(), raised.Value(), o.Limit)
		}
	}
	if o.OrPass {
		return PassMove{}, ""
	}
	return nil, reason
}

// OrderForms gives an example of each of Palazzo's orders.
func (Game) OrderForms() []string {
	return []string{"bid up to 12", "bid up to 12 or pass", "bid up to 12 with r c or pass", "money",
		"money when hand below 4"}
}

// OrderScopes: a Palazzo order may last until the end of an auction.
func (Game) OrderScopes() []string { return []string{"auction"} }

// OrderScope names the auction st is in by its quarry and the pieces left
// in the stacks: every auction follows a draw, which takes pieces from the
// stacks, so two auctions never share a name.
func (Game) OrderScope(st engine.State, kind string) string {
	p, ok := st.(*state)
	if !ok || kind != "auction" || p.phase != phaseBid {
		return ""
	}
	left := 0
	for _, stack := range p.stacks {
		left += len(stack)
	}
	return fmt.Sprintf("auction q%d/%d/%d", p.lot.quarry+1, left, p.riders)
}
