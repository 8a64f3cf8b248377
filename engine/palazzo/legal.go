package palazzo

import (
	"github.com/pbem-games/pbem/engine"
)

// Legal lists the moves seat s may make now, in a stable order. Where many
// card choices do the same thing it lists one representative: the
// cheapest payment of each purchase, one raise for each total a bid can
// reach, and the lowest card for a transform.
func (st *state) Legal(s engine.Seat) []engine.Move {
	if st.phase == phaseOver || s != st.actor || st.pub.on { // a public state knows no hand
		return nil
	}
	switch st.phase {
	case phaseAction:
		return st.legalActions()
	case phaseTake:
		return st.legalTakes()
	case phaseBuyOrAuction:
		return append(st.legalBuys(), AuctionMove{}) // room left for it by legalBuys
	case phaseBid:
		return st.legalBids()
	case phasePick:
		var out []engine.Move
		var space [16]Tile
		for _, t := range appendDistinct(space[:0], st.lot.tiles) {
			out = append(out, boxPick(PickMove{Tile: t}))
		}
		return out
	case phaseBuild:
		return st.legalBuilds()
	}
	return nil
}

// legalActions lists money (when enough cards are left), draw, then every
// transform paid with the actor's lowest card.
func (st *state) legalActions() []engine.Move {
	out := make([]engine.Move, 0, st.countActions())
	for m := range st.actions {
		out = append(out, m)
	}
	return out
}

// actions yields the moves legalActions lists, in its order: RandomMove
// walks them to the one it drew without making the list.
func (st *state) actions(yield func(engine.Move) bool) {
	if len(st.deck)+len(st.discard) >= len(st.players)+1 && !yield(MoneyMove{}) {
		return
	}
	if !yield(DrawMove{}) {
		return
	}
	pay, ok := st.players[st.actor].hand.lowest()
	if !ok {
		return
	}
	pals := st.players[st.actor].palaces
	for i, pal := range pals {
		if len(pal) > 1 {
			for _, t := range pal {
				if !yield(boxExtract(ExtractMove{Palace: i, Floor: int(t.Floor), Pay: pay})) {
					return
				}
			}
		}
	}
	for i, from := range pals {
		if len(from) != 1 {
			continue
		}
		for j, into := range pals {
			if j != i && into.floorIndex(from[0].Floor) < 0 && !yield(boxInsert(InsertMove{From: i, Into: j, Pay: pay})) {
				return
			}
		}
	}
	for i, pal := range pals {
		if len(pal) == 1 && !yield(boxRemove(RemoveMove{Palace: i, Pay: pay})) {
			return
		}
	}
}

// countActions is the number of moves legalActions lists, so that it
// allocates its list once and no larger than needed: it is a random
// player's most frequent decision.
func (st *state) countActions() int {
	n := 2 // money (counted even when the deck is short), draw
	// No card to pay a transform with: no transform.
	if st.players[st.actor].hand == (CardSet{}) {
		return n
	}
	// A 1-floor palace goes into every palace without its floor: the
	// palaces less those that have it (itself among them), counted once
	// for all, not by a search through every palace for each (a tenth of
	// a random game's action decisions).
	pals := st.players[st.actor].palaces
	var having [8]int // palaces with each floor; a palace has a floor once
	for _, pal := range pals {
		if len(pal) > 1 {
			n += len(pal) // extract
		}
		for _, t := range pal {
			having[t.Floor&7]++
		}
	}
	for _, pal := range pals {
		if len(pal) == 1 {
			n += 1 + len(pals) - having[pal[0].Floor&7] // remove, insert
		}
	}
	return n
}

// legalTakes lists each distinct choice of revealed cards.
func (st *state) legalTakes() []engine.Move {
	shown := st.revealed
	n := shown.Len()
	out := make([]engine.Move, 0, n*(n+1)/2)
	for a := range cardKinds {
		if shown[a] == 0 {
			continue
		}
		if st.takeCount() == 1 {
			out = append(out, boxTake(a, cardKinds))
			continue
		}
		// A pair is shown when both kinds are, the same kind twice over.
		for b := a; b < cardKinds; b++ {
			if shown[b] > 0 && (b != a || shown[a] > 1) {
				out = append(out, boxTake(a, b))
			}
		}
	}
	return out
}

// legalBuys lists each distinct choice of 1 or 2 supply tiles the actor
// can pay for, with the cheapest payment.
func (st *state) legalBuys() []engine.Move {
	var space [16]Tile
	tiles := appendDistinct(space[:0], st.supply)
	price := st.price()
	if len(tiles) == 0 {
		return nil
	}
	hand := st.players[st.actor].hand.tally()
	most := hand.maxPayment() // cheap; spares searches for payments out of reach
	pays, oks := buyPayments(&hand, price, most)
	out := make([]engine.Move, 0, len(tiles)*(len(tiles)+3)/2+1)
	for n := 1; n <= 2 && price*n <= most; n++ {
		pay, ok := pays[n-1], oks[n-1]
		if !ok {
			break
		}
		for i, a := range tiles {
			if n == 1 {
				out = append(out, BuyMove{Tiles: [2]Tile{a}, Pay: pay})
				continue
			}
			for _, b := range tiles[i:] {
				if b != a || countTile(st.supply, a) > 1 {
					out = append(out, BuyMove{Tiles: [2]Tile{a, b}, Pay: pay})
				}
			}
		}
	}
	return out
}

// buyPayments returns the cheapest payments of one tile and of two at
// price each from hand, as cheapest chooses them, skipping what costs more
// than most: one search serves both when both are within reach.
func buyPayments(hand *tally, price, most int) (pays [2]CardSet, oks [2]bool) {
	switch {
	case price <= 0:
		return pays, [2]bool{true, true}
	case 2*price <= most:
		picks, found := hand.cheapestTwice(price)
		return [2]CardSet{picks[0].set(), picks[1].set()}, found
	case price <= most:
		pays[0], oks[0] = cheapest(hand, price)
	}
	return pays, oks
}

// cheapest is the cheapest payment of at least total from hand, as
// CheapestPayment chooses it; nothing when total is 0.
func cheapest(hand *tally, total int) (CardSet, bool) {
	if total <= 0 {
		return CardSet{}, true
	}
	pick, ok := hand.cheapest(total, NoCurrency)
	return pick.set(), ok
}

// legalBids lists one raise for every total the actor's bid can reach
// above the highest bid, lowest first (see raiseTotals), then pass.
func (st *state) legalBids() []engine.Move {
	high, _ := st.highBid()
	hand := st.players[st.actor].hand.tally()
	adds := st.lot.bids[st.actor].raiseTotals(&hand, high)
	out := make([]engine.Move, 0, len(adds)+1)
	for _, add := range adds {
		out = append(out, boxBid(add))
	}
	return append(out, PassMove{})
}

// legalBuilds lists, for each distinct pending tile, every palace it can go
// on, a new palace, and discarding it.
func (st *state) legalBuilds() []engine.Move {
	var out []engine.Move
	pals := st.players[st.actor].palaces
	var space [16]Tile
	for _, t := range appendDistinct(space[:0], st.pending) {
		for i, pal := range pals {
			if t.Floor > pal.top() {
				out = append(out, boxBuild(BuildMove{Tile: t, Palace: i}))
			}
		}
		out = append(out, boxBuild(BuildMove{Tile: t, Palace: NewPalace}), boxDiscard(DiscardMove{Tile: t}))
	}
	return out
}
