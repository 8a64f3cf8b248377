package leonardo

import (
	"math/rand/v2"
	"slices"

	"github.com/pbem-games/pbem/engine"
)

// marketState is a market being held: the organiser and, by side, the
// product staked on (-1: not staked) and the amount. Stakes stay secret
// until every side has staked; nothing is paid before the draw.
type marketState struct {
	organiser int8
	product   []int8
	amount    []int
}

// startMarket opens a market organised by the current side: every other
// active side that can stake the least stake does so, all at once (rule
// text, "Les marchés"); the others are skipped with a public event.
func (st *state) startMarket(rng *rand.Rand, evs *engine.Events) {
	n := len(st.sides)
	st.market = marketState{organiser: st.current, product: zeroed(st.market.product, n), amount: zeroed(st.market.amount, n)}
	if w := st.rooms.words; w != nil {
		w.staked = [maxSides]*[3]string{} // the last market's
	}
	st.phase, st.toAct = phaseStake, st.toAct[:0]
	order, count := st.sidesFrom(st.current)
	for _, i := range order[:count] {
		st.market.product[i] = -1
		switch {
		case i == st.current:
		case st.sides[i].cash < st.d.Market.MinStake:
			st.tell2(evs, "event.stake-skipped", st.sideName(i), itoa(st.sides[i].cash))
		default:
			st.toAct = append(st.toAct, st.leader(i))
		}
	}
	if len(st.toAct) == 0 {
		st.tellSide1(evs, "event.market-empty", st.current)
		st.afterSpace(rng, evs)
		return
	}
	slices.Sort(st.toAct)
}

// maxSides is the most sides a game has: one a player, at most six
// players (checkSetup).
const maxSides = 6

// sidesFrom lists the active sides in turn order, from side first on:
// the first count of order. An array, not a slice, so that the list is
// not an allocation.
func (st *state) sidesFrom(first int8) (order [maxSides]int8, count int) {
	n := int8(len(st.sides))
	for k := range n {
		if i := (first + k) % n; !st.sides[i].out {
			order[count] = i
			count++
		}
	}
	return order, count
}

// legalStakes lists each product with a bounded set of amounts: the least,
// 10, 20, 50, 100 and all the side's cash rounded down to a step, those
// allowed.
func (st *state) legalStakes(s engine.Seat) []engine.Move {
	amounts, n := st.stakeAmounts(st.sides[st.sideOf[s]].cash)
	if n == 0 {
		return nil
	}
	out := make([]engine.Move, 0, n*len(st.d.Market.Products))
	for p := range st.d.Market.Products {
		for _, a := range amounts[:n] {
			out = append(out, st.d.stakeMove(int8(p), a))
		}
	}
	return out
}

// stakeAmounts are the amounts of legalStakes for a side with cash,
// ascending: the first n.
func (st *state) stakeAmounts(cash int) (amounts [6]int, n int) {
	mk := st.d.Market
	candidates := [6]int{mk.MinStake, 10, 20, 50, 100, cash / mk.StakeStep * mk.StakeStep}
	n = keepAmounts(amounts[:], candidates[:], amountRule{least: mk.MinStake, step: mk.StakeStep, most: cash})
	return amounts, n
}

// stakeAllowed says why a stake of amount is not allowed with cash, or "".
func (st *state) stakeAllowed(amount, cash int) string {
	mk := st.d.Market
	switch {
	case amount < mk.MinStake:
		return "a stake is at least " + itoa(mk.MinStake) + " Florins"
	case amount%mk.StakeStep != 0:
		return "a stake is a multiple of " + itoa(mk.StakeStep) + " Florins"
	case amount > cash:
		return "you have only " + itoa(cash) + " Florins"
	}
	return ""
}

// applyStake records a secret stake; the last one brings the draw.
func (st *state) applyStake(s engine.Seat, m engine.Move, evs *engine.Events, rng *rand.Rand) error {
	sm, ok := m.(StakeMove)
	if !ok {
		return illegal("stake on a product: every other player stakes at the market")
	}
	i := st.sideOf[s]
	if sm.Product < 0 || int(sm.Product) >= len(st.d.Market.Products) {
		return illegal("there is no such product")
	}
	if why := st.stakeAllowed(sm.Amount, st.sides[i].cash); why != "" {
		return illegal("%s", why)
	}
	st.market.product[i], st.market.amount[i] = sm.Product, sm.Amount
	st.toAct = slices.DeleteFunc(st.toAct, func(t engine.Seat) bool { return t == s })
	if args := st.tellTo3(evs, st.sides[i].members, "event.stake-own", st.sideName(i), st.d.Market.Products[sm.Product].ID, itoa(sm.Amount)); args != nil {
		st.words().staked[i] = (*[3]string)(args) // for the draw's stake event
	}
	st.tellSide1(evs, "event.staked", i)
	if len(st.toAct) == 0 {
		st.drawMarket(rng, evs)
	}
	return nil
}

// drawMarket shows every stake, draws 1 to 12 and settles: the organiser
// keeps every stake but those on the product drawn, whose backers get
// their stake back and Multiplier times it from the organiser, in turn
// order; an organiser who cannot pay is bankrupt to that backer.
func (st *state) drawMarket(rng *rand.Rand, evs *engine.Events) {
	mk, org := &st.market, st.market.organiser
	order, count := st.sidesFrom(org)
	for _, i := range order[:count] {
		switch {
		case mk.product[i] < 0:
		case st.rooms.words != nil && st.rooms.words.staked[i] != nil: // the stake-own event's words: the same
			st.tellArgs(evs, "event.stake", st.rooms.words.staked[i][:])
		default:
			st.tell3(evs, "event.stake", st.sideName(i), st.d.Market.Products[mk.product[i]].ID, itoa(mk.amount[i]))
		}
	}
	n := st.draw(rng)
	won := int8(-1)
	if n < len(st.d.productOf) {
		won = st.d.productOf[n]
	}
	if won < 0 {
		st.tell2(evs, "event.market-draw-organiser", itoa(n), st.sideName(org))
	} else {
		st.tell2(evs, "event.market-draw", itoa(n), st.d.Market.Products[won].ID)
	}
	winners := make([]int8, 0, maxSides) // on the stack
	for _, i := range order[:count] {
		switch {
		case mk.product[i] < 0:
		case mk.product[i] == won:
			winners = append(winners, i)
		default:
			st.pay(i, org, mk.amount[i], evs)
			st.tell3(evs, "event.stake-lost", st.sideName(i), itoa(mk.amount[i]), st.sideName(org))
		}
	}
	for _, i := range winners {
		gain := st.d.Market.Multiplier * mk.amount[i]
		if !st.pay(org, i, gain, evs) {
			st.tell2(evs, "event.organiser-broke", st.sideName(org), st.sideName(i))
			break
		}
		st.tell3(evs, "event.stake-won", st.sideName(i), itoa(gain), st.sideName(org))
	}
	if len(winners) == 0 && won >= 0 {
		st.tellSide1(evs, "event.market-unbacked", org)
	}
	st.afterSpace(rng, evs)
}
