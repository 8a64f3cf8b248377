package leonardo

import (
	"math/bits"
	"math/rand/v2"
	"slices"

	"github.com/pbem-games/pbem/engine"
)

// proposal is an open offer from one side to another: a trade, or an
// alliance.
type proposal struct {
	from, to  int8
	ally      bool
	give, get Lot
}

// talksState is the negotiation at the end of a round (rule text,
// "Négociations"): the open proposals in the order made, and by side the
// offers made (at most st.offers, the bounded-negotiation house rule) and
// whether it is done offering.
type talksState struct {
	open []proposal
	made []int
	done []bool
}

// startTalks opens the negotiation: every active side's leader at once.
// With one side left there is nobody to talk to.
func (st *state) startTalks(evs *engine.Events) {
	// The lists of the last negotiation are reused: none of them is
	// shared (a clone copies them), and each was allocated every round.
	st.talks = talksState{open: st.talks.open[:0], made: zeroed(st.talks.made, len(st.sides)), done: zeroed(st.talks.done, len(st.sides))}
	if _, count := st.sidesFrom(0); count < 2 {
		st.nextRound(evs)
		return
	}
	st.phase = phaseNegotiate
	st.talksToAct(evs)
}

// zeroed returns n zero values, in s's room when it is that long (a state
// reuses its lists from one market or negotiation to the next).
func zeroed[T any](s []T, n int) []T {
	if len(s) != n {
		return make([]T, n)
	}
	clear(s)
	return s
}

// talksToAct awaits every side not done and every side a proposal awaits;
// with none, the negotiation is over and the next round begins.
func (st *state) talksToAct(evs *engine.Events) {
	if st.fillTalksToAct() {
		return
	}
	st.tell(evs, "event.talks-over")
	st.nextRound(evs)
}

// fillTalksToAct sets toAct to the seats talksToAct awaits and reports
// whether there is any (an empty list leaves the negotiation to end).
func (st *state) fillTalksToAct() bool {
	var awaited uint64 // bit i: a proposal awaits side i (awaited, in one pass)
	for _, p := range st.talks.open {
		awaited |= 1 << uint8(p.to)
	}
	// The list is built in a local slice and stored once: appending to
	// st.toAct itself wrote the field back (with its write barrier) at
	// each side.
	sides := st.sides
	done := st.talks.done[:len(sides)] // one bounds check, not one a side
	toAct, last, sorted := st.toAct[:0], engine.Seat(-1), true
	for i := range sides { // sidesFrom(0), without its modulo
		if sd := &sides[i]; !sd.out && (!done[i] || awaited&(1<<uint8(i)) != 0) {
			l := sd.members[0] // its leader
			sorted = sorted && last < l
			last = l
			toAct = append(toAct, l)
		}
	}
	st.toAct = toAct
	if len(toAct) == 0 {
		return false
	}
	if !sorted { // a guard: a merge keeps the lower side, so leaders ascend
		slices.Sort(st.toAct)
	}
	return true
}

// dropDone sets toAct as fillTalksToAct would after side i, awaited,
// became done, and reports whether anyone is left: the list was filled
// after the decision before (every decision of the negotiation ends with
// talksToAct) and done[i] is all that changed, so i's leader leaves it
// unless a proposal awaits i, and every other seat stays, in order.
// TestDropDoneIsTheFill checks it against a fill at every decision.
func (st *state) dropDone(i int8) bool {
	for _, p := range st.talks.open {
		if p.to == i {
			return len(st.toAct) > 0 // still awaited: the list is the same
		}
	}
	l := st.leader(i)
	for k, t := range st.toAct {
		if t == l {
			st.toAct = append(st.toAct[:k], st.toAct[k+1:]...)
			break
		}
	}
	return len(st.toAct) > 0
}

// done tells that side i is done negotiating and awaits who is left. A
// side done while others are still awaited tells the same window each
// time: the first is kept and shared after (toldWords; merge drops the
// windows of the sides it joins, whose name changes).
func (st *state) done(i int8, evs *engine.Events) {
	var w *toldWords
	if evs != nil && len(*evs) == 0 {
		w = st.words()
		if win := w.done[i]; win != nil && st.dropDone(i) {
			*evs, w.shared = win, true
			return
		}
	}
	st.tellSide1(evs, "event.talks-done", i)
	st.talksToAct(evs)
	if w != nil && len(*evs) == 1 {
		w.done[i] = (*evs)[:1:1]
	}
}

// find returns the index of the open proposal from side from to side to, or -1.
func (st *state) find(from, to int8) int {
	return slices.IndexFunc(st.talks.open, func(p proposal) bool { return p.from == from && p.to == to })
}

// legalTalks lists, for seat s's side: accept and decline of each proposal
// awaiting it, withdraw of its own, then (while it may offer) an alliance
// with each other side and a bounded set of trades, and done.
func (st *state) legalTalks(s engine.Seat) []engine.Move {
	i := st.sideOf[s]
	var out []engine.Move
	for _, p := range st.talks.open {
		if p.to == i {
			out = append(out, AcceptMove{From: st.leader(p.from)}, DeclineMove{From: st.leader(p.from)})
		}
	}
	for _, p := range st.talks.open {
		if p.from == i {
			out = append(out, WithdrawMove{To: st.leader(p.to)})
		}
	}
	if st.talks.done[i] {
		return out
	}
	order, count := st.sidesFrom(0)
	owned := st.spacesOwned()
	for _, j := range order[:count] {
		if st.canPropose(i, j) {
			out = append(out, AllyMove{With: st.leader(j)})
			out = st.appendOffers(out, i, j, &owned)
		}
	}
	return append(out, DoneMove{})
}

// The sample of trades side i may offer side j (appendOffers, offerCount,
// offerAt), a bounded set: each of its spaces for each of j's, each of
// its spaces for its price, and the price of each of j's spaces for it;
// spaces ascending. owned is spacesOwned.

// appendOffers appends the sample of trades of side i to side j to out.
func (st *state) appendOffers(out []engine.Move, i, j int8, owned *[maxSides]uint64) []engine.Move {
	to := st.leader(j)
	mine, theirs := owned[i], owned[j]
	boxed := st.d.offers.get(st.d)
	for a := mine; a != 0; a &= a - 1 {
		for b := theirs; b != 0; b &= b - 1 {
			out = append(out, boxed.swap(to, bits.TrailingZeros64(a), bits.TrailingZeros64(b)))
		}
	}
	for a := mine; a != 0; a &= a - 1 {
		if sp := bits.TrailingZeros64(a); st.d.space(sp).Price <= st.sides[j].cash {
			out = append(out, boxed.sell(to, sp))
		}
	}
	for b := theirs; b != 0; b &= b - 1 {
		if sp := bits.TrailingZeros64(b); st.d.space(sp).Price <= st.sides[i].cash {
			out = append(out, boxed.buy(to, sp))
		}
	}
	if m, ok := st.fallbackOffer(i, j, owned); ok {
		out = append(out, m)
	}
	return out
}

// fallbackOffer is the one trade of the sample when it would otherwise be
// empty though a trade is legal (the rule asks only for a space on either
// side): i owns spaces but j cannot pay the price of any, or i owns none
// and cannot pay the price of any of j's. It offers i's lowest space for
// all of j's Florins, else all of i's Florins for j's lowest space, so
// that the verb (and its pattern) is listed whenever an offer would be
// accepted.
func (st *state) fallbackOffer(i, j int8, owned *[maxSides]uint64) (engine.Move, bool) {
	mine, theirs := owned[i], owned[j]
	if mine|theirs == 0 || st.sampleCount(i, j, owned) > 0 {
		return nil, false
	}
	to := st.leader(j)
	if mine != 0 {
		return OfferMove{To: to, Give: Lot{Spaces: mine & -mine}, Get: Lot{Florins: st.sides[j].cash}}, true
	}
	return OfferMove{To: to, Give: Lot{Florins: st.sides[i].cash}, Get: Lot{Spaces: theirs & -theirs}}, true
}

// offerCount is the number of trades in the sample of side i to side j.
func (st *state) offerCount(i, j int8, owned *[maxSides]uint64) int {
	if n := st.sampleCount(i, j, owned); n > 0 || owned[i]|owned[j] == 0 {
		return n
	}
	return 1 // fallbackOffer
}

// sampleCount is the number of swaps, sales and purchases in the sample
// of side i to side j, without the fallback.
func (st *state) sampleCount(i, j int8, owned *[maxSides]uint64) int {
	mine, theirs := owned[i], owned[j]
	return bits.OnesCount64(mine)*bits.OnesCount64(theirs) +
		st.affordable(mine, st.sides[j].cash) + st.affordable(theirs, st.sides[i].cash)
}

// offerAt is the k-th trade of the sample of side i to side j.
func (st *state) offerAt(i, j int8, k int, owned *[maxSides]uint64) engine.Move {
	if m, ok := st.fallbackOffer(i, j, owned); ok {
		return m
	}
	to := st.leader(j)
	boxed := st.d.offers.get(st.d)
	mine, theirs := owned[i], owned[j]
	if n := bits.OnesCount64(theirs); k < bits.OnesCount64(mine)*n {
		return boxed.swap(to, nthBit(mine, k/n), nthBit(theirs, k%n))
	}
	k -= bits.OnesCount64(mine) * bits.OnesCount64(theirs)
	// The sales, then the purchases, each in ascending spaces, as
	// appendOffers lists them.
	sells := mine & st.d.affordableSpaces(st.sides[j].cash)
	if k < bits.OnesCount64(sells) {
		return boxed.sell(to, nthBit(sells, k))
	}
	k -= bits.OnesCount64(sells)
	if buys := theirs & st.d.affordableSpaces(st.sides[i].cash); k < bits.OnesCount64(buys) {
		return boxed.buy(to, nthBit(buys, k))
	}
	return nil // not reached: k is below offerCount
}

// affordable counts the spaces of the set whose price is at most cash.
func (st *state) affordable(spaces uint64, cash int) int {
	return bits.OnesCount64(spaces & st.d.affordableSpaces(cash))
}

// nthBit is the number of the k-th set bit of set, lowest first.
func nthBit(set uint64, k int) int {
	for range k {
		set &= set - 1
	}
	return bits.TrailingZeros64(set)
}

// spacesOwned is, by side, the set of spaces it owns (bit n for space n),
// kept by setOwner.
func (st *state) spacesOwned() [maxSides]uint64 { return st.owned }

// setOwner makes side i (or noSide) the owner of space no.
func (st *state) setOwner(no int, i int8) {
	if o := st.owner[no]; o >= 0 && int(o) < maxSides {
		st.owned[o] &^= 1 << no
	}
	st.owner[no] = i
	if i >= 0 && int(i) < maxSides {
		st.owned[i] |= 1 << no
	}
}

// canPropose reports whether side i may propose something to side j now
// (mayPropose says why not).
func (st *state) canPropose(i, j int8) bool {
	return j != noSide && j != i && !st.sides[j].out && !st.talks.done[i] &&
		st.talks.made[i] < st.offers && st.find(i, j) < 0
}

// mayPropose says why side i may not propose anything to side j now, or "".
func (st *state) mayPropose(i, j int8) string {
	switch {
	case j == noSide || j == i || st.sides[j].out:
		return "propose to another player still in the game"
	case st.talks.done[i]:
		return "you are done offering in this negotiation"
	case st.talks.made[i] >= st.offers:
		return "you have made your " + itoa(st.offers) + " offers of this negotiation"
	case st.find(i, j) >= 0:
		return "your proposal to " + st.sideName(j) + " awaits an answer: withdraw it first"
	}
	return ""
}

// applyTalks performs a move of the negotiation.
func (st *state) applyTalks(s engine.Seat, m engine.Move, _ *rand.Rand, evs *engine.Events) error {
	i := st.sideOf[s]
	var err error
	switch m := m.(type) {
	case OfferMove:
		err = st.offer(i, m, evs)
	case AllyMove:
		err = st.proposeAlliance(i, m, evs)
	case AcceptMove:
		err = st.accept(i, st.seatSide(m.From), evs)
	case DeclineMove:
		err = st.decline(i, st.seatSide(m.From), evs)
	case WithdrawMove:
		err = st.withdraw(i, st.seatSide(m.To), evs)
	case DoneMove:
		if st.talks.done[i] {
			return illegal("you are done already: answer what awaits you")
		}
		st.talks.done[i] = true
		st.done(i, evs)
		return nil
	default:
		return illegal("offer, accept, decline, withdraw, ally, or done: it is the negotiation")
	}
	if err != nil {
		return err
	}
	if st.phase == phaseOver { // an alliance left one side
		return nil
	}
	st.talksToAct(evs)
	return nil
}

// offer opens a trade proposal from side i.
func (st *state) offer(i int8, m OfferMove, evs *engine.Events) error {
	j := st.seatSide(m.To)
	if why := st.mayPropose(i, j); why != "" {
		return illegal("%s", why)
	}
	if m.Give.Spaces|m.Get.Spaces == 0 {
		// Rule text, "Négociations": palaces are sold or exchanged; Florins
		// alone, a gift of money, are not a trade.
		return engine.IllegalAt([]string{"offer"}, "a trade sells or exchanges a palace or bridge: name one on either side")
	}
	if why := st.tradeBlocked(i, j, m.Give, m.Get); why != "" {
		return illegal("%s", why)
	}
	st.talks.made[i]++
	st.talks.open = append(st.talks.open, proposal{from: i, to: j, give: m.Give, get: m.Get})
	if evs != nil { // the lots worded only when told (not in a quiet apply)
		st.tell(evs, "event.offered", st.sideName(i), st.sideName(j), m.Give.String(), m.Get.String())
	}
	return nil
}

// tradeBlocked says why side i cannot give give to side j for get now, or "".
func (st *state) tradeBlocked(i, j int8, give, get Lot) string {
	if why := st.lotBlocked(i, give); why != "" {
		return why
	}
	return st.lotBlocked(j, get)
}

// lotBlocked says why side i cannot give lot, or "".
func (st *state) lotBlocked(i int8, lot Lot) string {
	if lot.Florins < 0 {
		return "Florins are counted from 0 up"
	}
	if lot.Florins > st.sides[i].cash {
		return st.sideName(i) + " has only " + itoa(st.sides[i].cash) + " Florins"
	}
	if lot.Spaces&^spaceBits != 0 {
		return "spaces are numbered 1 to 32"
	}
	for sp := lot.Spaces; sp != 0; sp &= sp - 1 {
		if no := bits.TrailingZeros64(sp); st.owner[no] != i {
			return st.sideName(i) + " does not own space " + itoa(no)
		}
	}
	return ""
}

// lotOK reports whether lotBlocked finds nothing, without wording why
// (lapse asks it after every trade).
func (st *state) lotOK(i int8, lot Lot) bool {
	if lot.Florins < 0 || lot.Florins > st.sides[i].cash || lot.Spaces&^spaceBits != 0 {
		return false
	}
	return lot.Spaces&^st.owned[i] == 0 // every space side i's
}

// spaceBits are the bits of the spaces 1 to 32 in a Lot.
const spaceBits = uint64(1<<(spaceCount+1) - 2)

// proposeAlliance proposes an alliance from side i; it counts as an offer.
func (st *state) proposeAlliance(i int8, m AllyMove, evs *engine.Events) error {
	j := st.seatSide(m.With)
	if why := st.mayPropose(i, j); why != "" {
		return illegal("%s", why)
	}
	st.talks.made[i]++
	st.talks.open = append(st.talks.open, proposal{from: i, to: j, ally: true})
	st.tell2(evs, "event.ally-proposed", st.sideName(i), st.sideName(j))
	return nil
}

// take removes and returns the open proposal from side from to side to.
func (st *state) take(from, to int8) (proposal, bool) {
	k := st.find(from, to)
	if from == noSide || k < 0 {
		return proposal{}, false
	}
	p := st.talks.open[k]
	st.talks.open = slices.Delete(st.talks.open, k, k+1)
	return p, true
}

// accept carries out the proposal from side from to side i.
func (st *state) accept(i, from int8, evs *engine.Events) error {
	k := st.find(from, i)
	if from == noSide || k < 0 {
		return illegal("nothing from that player awaits your answer")
	}
	p := st.talks.open[k]
	if p.ally {
		st.take(from, i)
		st.ally(p.from, p.to, evs)
		return nil
	}
	if why := st.tradeBlocked(p.from, p.to, p.give, p.get); why != "" {
		return illegal("this trade is no longer possible: %s", why)
	}
	st.take(from, i)
	st.trade(p, evs)
	return nil
}

// trade carries out an accepted trade: spaces change hands with their art
// works; each new owner learns the values of the art works received. Then
// every open proposal that can no longer be carried out lapses.
func (st *state) trade(p proposal, evs *engine.Events) {
	if evs != nil { // the lots worded only when told (not in a quiet apply)
		st.tell(evs, "event.traded", st.sideName(p.from), st.sideName(p.to), p.give.String(), p.get.String())
	}
	st.hand(p.from, p.to, p.give, evs)
	st.hand(p.to, p.from, p.get, evs)
	st.lapse(evs)
}

// hand gives lot from side from to side to.
func (st *state) hand(from, to int8, lot Lot, evs *engine.Events) {
	st.sides[from].cash -= lot.Florins
	st.sides[to].cash += lot.Florins
	for sp := lot.Spaces; sp != 0; sp &= sp - 1 {
		no := bits.TrailingZeros64(sp)
		st.setOwner(no, to)
		st.tellArt(to, no, evs)
	}
}

// tellArt tells side i's members, in private, the art works on space no.
func (st *state) tellArt(i int8, no int, evs *engine.Events) {
	if evs == nil {
		return // a quiet apply: no numbers worded for nobody
	}
	for _, c := range st.art[no] {
		card := st.d.Art.Cards[c]
		st.tellTo3(evs, st.sides[i].members, "event.art-value", itoa(no), card.Name, itoa(card.Value))
	}
}

// lapse drops the open trades no longer possible, with a public event.
func (st *state) lapse(evs *engine.Events) {
	st.talks.open = slices.DeleteFunc(st.talks.open, func(p proposal) bool {
		gone := st.sides[p.from].out || st.sides[p.to].out ||
			!p.ally && !(st.lotOK(p.from, p.give) && st.lotOK(p.to, p.get))
		if gone {
			st.tell2(evs, "event.offer-lapsed", st.sideName(p.from), st.sideName(p.to))
		}
		return gone
	})
}

// decline refuses the proposal from side from to side i.
func (st *state) decline(i, from int8, evs *engine.Events) error {
	if _, ok := st.take(from, i); !ok {
		return illegal("nothing from that player awaits your answer")
	}
	st.tell2(evs, "event.declined", st.sideName(i), st.sideName(from))
	return nil
}

// withdraw takes back side i's proposal to side to.
func (st *state) withdraw(i, to int8, evs *engine.Events) error {
	if _, ok := st.take(i, to); !ok {
		return illegal("you have no open proposal to that player")
	}
	st.tell2(evs, "event.withdrawn", st.sideName(i), st.sideName(to))
	return nil
}
