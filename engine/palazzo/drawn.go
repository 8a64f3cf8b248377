package palazzo

import (
	"math/rand/v2"

	"github.com/pbem-games/pbem/engine"
)

// A random game draws its purchases and raises with RandomMove, which
// already made them from the actor's hand: a purchase's tiles from the
// supply and its payment by the cheapest-payment search, a raise's cards
// by the walk that also knows their worth and currency. Checking them again
// when they are applied (the supply, the hand, the payment's grouping) was
// about a twentieth of a random game. RandomMove therefore notes the move it
// drew; perform takes the note (any move clears it) and, for that very move,
// skips the checks the drawing made. A clone starts with no note, so a
// resampled copy (other hands) checks everything again.

// drawnKind says which move a drawnMove notes.
type drawnKind uint8

const (
	drawnNone drawnKind = iota
	drawnBuy
	drawnBid
)

// drawnMove is RandomMove's note of the purchase or raise it returned.
type drawnMove struct {
	kind drawnKind
	buy  BuyMove // for drawnBuy: the move, checked by its drawing
	// For drawnBid: the cards added, their worth and the currency the bid
	// is committed to afterwards (what raiseSet's grouping would find).
	add   CardSet
	worth int
	cur   Currency
}

// noteBuy notes m, a purchase RandomMove drew, and returns it.
func (st *state) noteBuy(m BuyMove) BuyMove {
	st.drawn = drawnMove{kind: drawnBuy, buy: m}
	return m
}

// noteBid notes a raise by add, worth worth, committing the bid to cur.
func (st *state) noteBid(add CardSet, worth int, cur Currency) {
	st.drawn = drawnMove{kind: drawnBid, add: add, worth: worth, cur: cur}
}

// takeDrawn returns the note and clears it: it holds for the next move
// performed only.
func (st *state) takeDrawn() drawnMove {
	d := st.drawn
	st.drawn = drawnMove{}
	return d
}

// drawnBuyIs reports whether m is the purchase d notes.
func (d *drawnMove) drawnBuyIs(m BuyMove) bool {
	return d.kind == drawnBuy && d.buy == m
}

// drawnBidIs reports whether add is the raise d notes (nil: no note).
func (d *drawnMove) drawnBidIs(add CardSet) bool {
	return d != nil && d.kind == drawnBid && d.add == add
}

// performDrawn is perform with a note: it takes the note and performs m,
// trusting a purchase or raise the note is for. Kept apart from perform so
// that a replay, which never has a note, pays nothing for it.
func (st *state) performDrawn(m engine.Move, rng *rand.Rand, t *engine.EventRoom) error {
	d := st.takeDrawn()
	switch m := m.(type) {
	case BuyMove:
		return st.buy(m, t, d.drawnBuyIs(m))
	case BidMove:
		return st.bid(m, t, &d)
	}
	return st.perform(m, rng, t) // the note is gone: checked as any move
}
