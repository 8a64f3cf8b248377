package leonardo

import (
	"math/bits"
	"math/rand/v2"
	"slices"

	"github.com/pbem-games/pbem/engine"
)

// here is the space of the current side's pawn.
func (st *state) here() int { return int(st.sides[st.current].pos) }

// land makes the space the current side's pawn stopped on act: a free
// street or bridge, a market, or Piazza Maggiore ask the lander; rent and
// events act at once; then the battles and the administration follow
// (afterSpace).
func (st *state) land(rng *rand.Rand, evs *engine.Events) {
	sp := st.here()
	name := st.sideName(st.current)
	switch st.d.space(sp).Kind {
	case kindStreet, kindBridge:
		switch o := st.owner[sp]; o {
		case noSide:
			st.setActor(phaseLand, st.leader(st.current))
			return
		case st.current:
		default:
			rent := st.rent(sp)
			st.tell(evs, "event.rent", name, st.sideName(o), itoa(rent), itoa(sp))
			st.pay(st.current, o, rent, evs) // afterSpace ends the turn of a side put out
		}
	case kindMarket:
		if st.activeSides() > 1 {
			st.setActor(phaseLand, st.leader(st.current))
			return
		}
		st.tell1(evs, "event.market-alone", name)
	case kindMessage:
		st.drawEvent(evs)
	case kindPiazza:
		if st.adminOffer() {
			st.setActor(phaseLand, st.leader(st.current))
			return
		}
		st.tell1(evs, "event.no-admin", name)
	}
	st.afterSpace(rng, evs)
}

// adminOffer reports whether the lander on Piazza Maggiore may buy the top
// administration: one is left and the side can pay for it.
func (st *state) adminOffer() bool {
	return len(st.admins) > 0 && st.sides[st.current].cash >= st.d.Administrations.Cards[st.admins[0]].Price
}

// rent is what a visitor of space sp pays its owner: a street's rent for
// its art works, doubled with the whole district; a bridge's for the
// number of bridges its owner holds.
func (st *state) rent(sp int) int {
	o := st.owner[sp]
	if st.d.space(sp).Kind == kindBridge {
		n := 0
		for bridges := st.d.bridges; bridges != 0; bridges &= bridges - 1 {
			if st.owner[bits.TrailingZeros64(bridges)] == o {
				n++
			}
		}
		return st.d.Board.BridgeRent[n-1]
	}
	rent := st.d.space(sp).Rent[len(st.art[sp])]
	for _, s := range st.d.districts[st.d.district[sp]] {
		if st.owner[s] != o {
			return rent
		}
	}
	return 2 * rent
}

// drawEvent turns the top international event: every player of the
// favoured party still in the game gets the event payment, into their
// side's purse; the card goes under the pile. Ruling: the payment shows
// every player's party, so all parties in play become public.
func (st *state) drawEvent(evs *engine.Events) {
	card := st.events[0]
	st.events = append(st.events[1:], card)
	e := st.d.Events.Cards[card]
	st.tell2(evs, "event.event", e.Name, e.Party)
	for s, p := range st.party {
		sd := &st.sides[st.sideOf[s]]
		if sd.out {
			continue
		}
		if partyIDs[p] == e.Party {
			sd.cash += st.d.Rules.EventPayment
			if evs != nil { // the same words each time (toldWords)
				st.tellArgs(evs, "event.event-paid", st.seatPair(&st.words().paid[s], engine.Seat(s), st.d.Rules.EventPayment))
			}
		}
		if !st.revealed[s] {
			st.revealed[s] = true
			st.tell2(evs, "event.party-shown", st.names[s], partyIDs[p])
		}
	}
}

// legalLand lists what the lander may do on its space.
func (st *state) legalLand() []engine.Move {
	return slices.Clone(st.landChoices()) // the caller's own list
}

// The lander's choices, read only (landChoices): a random move is drawn
// from them without a list made at each landing.
var (
	landBuyable   = []engine.Move{BuyMove{}, AuctionMove{}, PassMove{}}
	landAuctioned = []engine.Move{AuctionMove{}, PassMove{}}
	landMarket    = []engine.Move{MarketMove{}, PassMove{}}
	landPiazza    = []engine.Move{BuyMove{}, PassMove{}}
)

// landChoices is legalLand's list, shared: not to be changed.
func (st *state) landChoices() []engine.Move {
	sp := st.here()
	switch st.d.space(sp).Kind {
	case kindStreet, kindBridge:
		if st.sides[st.current].cash >= st.d.space(sp).Price {
			return landBuyable
		}
		return landAuctioned
	case kindMarket:
		return landMarket
	case kindPiazza:
		return landPiazza
	}
	return nil
}

// applyLand performs the lander's decision on its space.
func (st *state) applyLand(m engine.Move, rng *rand.Rand, evs *engine.Events) error {
	sp := st.here()
	kind := st.d.space(sp).Kind
	sd := &st.sides[st.current]
	name := st.sideName(st.current)
	switch m.(type) {
	case PassMove:
		st.tell2(evs, "event.passes", name, itoa(sp))
	case BuyMove:
		switch kind {
		case kindStreet, kindBridge:
			price := st.d.space(sp).Price
			if sd.cash < price {
				return illegal("%s costs %d Florins and you have %d", st.d.space(sp).Name, price, sd.cash)
			}
			sd.cash -= price
			st.setOwner(int(sp), st.current)
			st.tell3(evs, "event.buys", name, itoa(sp), itoa(price))
		case kindPiazza:
			if !st.adminOffer() {
				return illegal("you cannot pay for the top administration")
			}
			a := st.d.Administrations.Cards[st.admins[0]]
			sd.admins = append(sd.admins, st.admins[0])
			st.admins = st.admins[1:]
			sd.cash -= a.Price
			st.tell3(evs, "event.buys-admin", name, a.Name, itoa(a.Price))
		default:
			return illegal("there is nothing to buy here")
		}
	case AuctionMove:
		if kind != kindStreet && kind != kindBridge {
			return illegal("only a free street or bridge can be auctioned")
		}
		st.tell2(evs, "event.auction", name, itoa(sp))
		st.startAuction(rng, evs)
		return nil
	case MarketMove:
		if kind != kindMarket {
			return illegal("a market is opened on a market space")
		}
		st.tell2(evs, "event.opens-market", name, itoa(sp))
		st.startMarket(rng, evs)
		return nil
	default:
		return illegal("decide on this space: %s", st.landHint(kind))
	}
	st.afterSpace(rng, evs)
	return nil
}

// landHint says what the lander may do on a space of kind.
func (st *state) landHint(kind string) string {
	switch kind {
	case kindMarket:
		return "market or pass"
	case kindPiazza:
		return "buy (the top administration) or pass"
	}
	return "buy, auction or pass"
}

// afterSpace follows the space's effect: the battles (none on a Peace of
// God space), then the administration of the space. A side put out of the
// game on the way ends its turn.
func (st *state) afterSpace(rng *rand.Rand, evs *engine.Events) {
	if st.phase == phaseOver {
		return
	}
	if !st.sides[st.current].out && !st.d.peace(st.here()) {
		st.battles(rng, evs)
	}
	if st.phase == phaseOver {
		return
	}
	if st.sides[st.current].out {
		st.endTurn(evs)
		return
	}
	st.startShift(evs)
}
