package leonardo

import (
	"sync"

	"github.com/pbem-games/pbem/engine"
)

// A negotiation's legal list holds a sample of offers to every other
// side (appendOffers): each space for each space, each space for its
// price, each price for its space. An OfferMove is 40 bytes, so each one
// listed was an allocation, most of a listed random game's. The offers
// depend only on the seat offered to, the spaces and the data file's
// prices: offerTable boxes every one of them once per data file, on the
// first negotiation listed (about 6,500 moves), and the lists share them.
type offerTable struct {
	once sync.Once
	box  *boxedOffers
}

// boxedOffers are the offers by seat offered to and spaces (1 to 32).
type boxedOffers struct {
	swaps       [maxSides][spaceCount][spaceCount]engine.Move // space a for space b
	sells, buys [maxSides][spaceCount]engine.Move             // a space for its price; its price for it
}

// get returns the boxed offers of data file d, boxing them the first time.
func (t *offerTable) get(d *components) *boxedOffers {
	t.once.Do(func() {
		b := new(boxedOffers)
		for to := range engine.Seat(maxSides) {
			for a := 1; a <= spaceCount; a++ {
				price := d.space(a).Price
				b.sells[to][a-1] = OfferMove{To: to, Give: Lot{Spaces: 1 << a}, Get: Lot{Florins: price}}
				b.buys[to][a-1] = OfferMove{To: to, Give: Lot{Florins: price}, Get: Lot{Spaces: 1 << a}}
				for c := 1; c <= spaceCount; c++ {
					b.swaps[to][a-1][c-1] = OfferMove{To: to, Give: Lot{Spaces: 1 << a}, Get: Lot{Spaces: 1 << c}}
				}
			}
		}
		t.box = b
	})
	return t.box
}

// swap is the offer to seat to of space a for space c.
func (o *boxedOffers) swap(to engine.Seat, a, c int) engine.Move { return o.swaps[to][a-1][c-1] }

// sell is the offer to seat to of space a for its price.
func (o *boxedOffers) sell(to engine.Seat, a int) engine.Move { return o.sells[to][a-1] }

// buy is the offer to seat to of the price of space a for it.
func (o *boxedOffers) buy(to engine.Seat, a int) engine.Move { return o.buys[to][a-1] }
