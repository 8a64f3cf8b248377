package leonardo

import (
	"fmt"
	"slices"
	"strconv"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/notation"
)

// stakeOrder is "stake PRODUCT up to N": at a market another side opened,
// stake N Florins on the product, or as much of N as the side's cash
// allows in whole steps; when that is below the least stake the order
// lapses.
type stakeOrder struct {
	Product int8
	Limit   int
}

// parseStakeOrder reads "stake PRODUCT up to N", whose first word ws[0]
// is "stake".
func parseStakeOrder(text string, ws []notation.Word) (engine.OrderRule, error) {
	d := embedded.Get()
	ids := make([]string, len(d.Market.Products))
	for i, p := range d.Market.Products {
		ids[i] = p.ID
	}
	want := []string{"stake", "", "up", "to", ""}
	for i := 1; i < len(want); i++ {
		if i >= len(ws) {
			expected := []string{want[i]}
			switch i {
			case 1:
				expected = ids
			case 4:
				expected = []string{"the most you would stake, like 50"}
			}
			return nil, &notation.Error{Pos: notation.EndPos(text), Msg: "the order stops short", Expected: expected}
		}
		if want[i] != "" && ws[i].Text != want[i] {
			return nil, &notation.Error{Pos: ws[i].Pos, Msg: fmt.Sprintf("unexpected %s", notation.Quote(ws[i].Raw)),
				Expected: []string{want[i]}}
		}
	}
	if len(ws) > len(want) {
		return nil, &notation.Error{Pos: ws[len(want)].Pos, Msg: fmt.Sprintf("unexpected %s", notation.Quote(ws[len(want)].Raw)),
			Expected: []string{"the end of the order"}}
	}
	prod := slices.Index(ids, ws[1].Text)
	if prod < 0 {
		return nil, &notation.Error{Pos: ws[1].Pos, Msg: fmt.Sprintf("unknown product %s", notation.Quote(ws[1].Raw)), Expected: ids}
	}
	n, err := strconv.Atoi(ws[4].Text)
	if err != nil || n < 0 {
		return nil, &notation.Error{Pos: ws[4].Pos, Msg: fmt.Sprintf("%s is not an amount", notation.Quote(ws[4].Raw)),
			Expected: []string{"the most you would stake, like 50"}}
	}
	if n < d.Market.MinStake {
		return nil, fmt.Errorf("%w: stake up to %d can never stake: a stake is at least %d Florins",
			engine.ErrIllegal, n, d.Market.MinStake)
	}
	return &stakeOrder{Product: int8(prod), Limit: n}, nil
}

// Text is the canonical form: "stake gold up to 50".
func (o *stakeOrder) Text() string {
	return "stake " + embedded.Get().Market.Products[o.Product].ID + " up to " + strconv.Itoa(o.Limit)
}

// Applies reports whether s is to stake at a market.
func (o *stakeOrder) Applies(st engine.State, s engine.Seat) bool {
	p, ok := st.(*state)
	return ok && p.phase == phaseStake && slices.Contains(p.toAct, s)
}

// Choose stakes the limit, or the most whole steps of the side's cash
// below it; when that is less than the least stake the order lapses.
func (o *stakeOrder) Choose(st engine.State, s engine.Seat) (engine.Move, string) {
	p := st.(*state)
	mk := p.d.Market
	cash := p.sides[p.sideOf[s]].cash
	amount := min(o.Limit, cash) / mk.StakeStep * mk.StakeStep
	if amount < mk.MinStake || p.stakeAllowed(amount, cash) != "" || int(o.Product) >= len(mk.Products) {
		return nil, fmt.Sprintf("you have %d Florins: less than the least stake, %d", cash, mk.MinStake)
	}
	return p.d.stakeMove(o.Product, amount), ""
}
