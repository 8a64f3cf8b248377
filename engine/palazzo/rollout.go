package palazzo

import (
	"math/bits"
	"math/rand/v2"

	"github.com/pbem-games/pbem/engine"
)

var (
	_ engine.RandomMover  = (*state)(nil)
	_ engine.QuietApplier = (*state)(nil)
)

// RandomMove returns Legal(s)[rng.IntN(len(Legal(s)))] without making the
// list: it counts the moves, draws the index as a random player picking
// from the list does (so a game played with it is the same game, draw for
// draw), and builds the move at that index alone. For a bid that spares a
// walk back through the payment search for every total but the one drawn,
// and for a purchase the search itself unless a purchase is drawn.
func (st *state) RandomMove(s engine.Seat, rng *rand.Rand) engine.Move {
	if st.phase == phaseOver || s != st.actor {
		return nil
	}
	switch st.phase {
	case phaseAction:
		return st.randomAction(rng)
	case phaseBuyOrAuction:
		return st.randomBuy(rng)
	case phaseBid:
		return st.randomBid(rng)
	case phaseTake:
		return st.randomTake(rng)
	case phaseBuild:
		return st.randomBuild(rng)
	case phasePick:
		var space [16]Tile
		tiles := appendDistinct(space[:0], st.lot.tiles)
		if len(tiles) == 0 {
			return nil // as Legal lists nothing
		}
		return boxPick(PickMove{Tile: tiles[rng.IntN(len(tiles))]})
	}
	return nil // not reached: every phase but the end is above
}

// ApplyQuiet performs m as Apply does, telling no events.
// The seat to act is tested here first: CheckTurn, a call that builds a
// method value, is for the refusal only.
func (st *state) ApplyQuiet(s engine.Seat, m engine.Move, rng *rand.Rand) error {
	if st.phase == phaseOver || s != st.actor {
		return engine.CheckTurn(st.phase == phaseOver, s, st.actor, st.names, st.expecting)
	}
	if st.drawn.kind != drawnNone { // perform's dispatch, one call nearer
		return st.performDrawn(m, rng, nil)
	}
	// performMove's switch, one call nearer again (a random game applies
	// some 200 moves): the moves of every decision a random player makes,
	// none of them through a second switch. (A purchase or a raise here
	// was not drawn by RandomMove, and is checked whole.)
	switch m := m.(type) {
	case TakeMove:
		return st.takeQuiet(m)
	case MoneyMove:
		return st.takeMoney(rng, nil)
	case DrawMove:
		return st.draw(nil)
	case BuildMove:
		return st.buildQuiet(m)
	case DiscardMove:
		return st.discardQuiet(m)
	case AuctionMove:
		return st.auction(nil)
	case PassMove:
		return st.pass(nil)
	case PickMove:
		return st.pick(m, nil)
	case ExtractMove:
		return st.extractQuiet(m)
	case InsertMove:
		return st.insertQuiet(m)
	case RemoveMove:
		return st.removeQuiet(m)
	}
	return st.performMove(m, rng, nil)
}

// randomAction draws one of the moves of legalActions, going straight
// to the drawn one through the blocks actions yields (money, draw, the
// extracts, the inserts, the removes) instead of walking the iterator.
func (st *state) randomAction(rng *rand.Rand) engine.Move {
	n := st.countActions()
	money := len(st.deck)+len(st.discard) >= len(st.players)+1
	if !money {
		n-- // countActions counts money all the same
	}
	k := rng.IntN(n)
	if money {
		if k == 0 {
			return MoneyMove{}
		}
		k--
	}
	if k == 0 {
		return DrawMove{}
	}
	k--
	pay, _ := st.players[st.actor].hand.lowest() // there is a transform: the hand has a card
	pals := st.players[st.actor].palaces
	for i, pal := range pals {
		if len(pal) > 1 {
			if k < len(pal) {
				return boxExtract(ExtractMove{Palace: i, Floor: int(pal[k].Floor), Pay: pay})
			}
			k -= len(pal)
		}
	}
	for i, from := range pals {
		if len(from) != 1 {
			continue
		}
		for j, into := range pals {
			if j != i && into.floorIndex(from[0].Floor) < 0 {
				if k == 0 {
					return boxInsert(InsertMove{From: i, Into: j, Pay: pay})
				}
				k--
			}
		}
	}
	for i, pal := range pals {
		if len(pal) == 1 {
			if k == 0 {
				return boxRemove(RemoveMove{Palace: i, Pay: pay})
			}
			k--
		}
	}
	return nil // not reached: k < n
}

// randomBuy draws one of the moves of the buy-or-auction phase: the
// purchases legalBuys lists, then the auction. Whether a payment of one
// or two tiles exists needs no search (the hand's largest payment says
// it); only a drawn purchase searches for its cheapest payment.
//
// The supply's tiles are read once, as two masks (tileMasks): the
// distinct tiles and those it holds twice, which count the pairs without
// counting each tile in the supply again.
func (st *state) randomBuy(rng *rand.Rand) engine.Move {
	var space [16]Tile
	seen, twice, valid := tileMasks(st.supply)
	var tiles []Tile
	if valid {
		tiles = appendMasked(space[:0], seen)
	} else { // not in a game: the supply holds valid tiles only
		tiles = sortDistinct(space[:0], st.supply)
		twice = 0
	}
	price := st.price()
	// The hand is tallied for a drawn purchase alone.
	maxes := st.players[st.actor].hand.maxesAs()
	most := max(maxes[Red], maxes[Brown], maxes[Silver]) // maxPayment
	ones, twos := 0, 0
	if len(tiles) > 0 && price <= most {
		ones = len(tiles)
		if 2*price <= most {
			twos = st.countPairs(tiles, twice, valid)
		}
	}
	k := rng.IntN(ones + twos + 1)
	switch {
	case k == ones+twos:
		return AuctionMove{}
	case k < ones:
		hand := st.players[st.actor].hand.tally()
		pay := st.cheapestSet(&hand, &maxes, price)
		return st.boxBuyInRoom(st.noteBuy(BuyMove{Tiles: [2]Tile{tiles[k]}, Pay: pay}))
	}
	hand := st.players[st.actor].hand.tally()
	pay := st.cheapestSet(&hand, &maxes, 2*price)
	return st.boxBuyInRoom(st.noteBuy(BuyMove{Tiles: st.pairAt(tiles, twice, valid, k-ones), Pay: pay}))
}

// cheapestSet is cheapest(hand, total) for a total hand can pay, walked
// in the state's room for walks (payWalks) and written as a set; maxes
// are the hand's maxesAs.
func (st *state) cheapestSet(hand *tally, maxes *[numNatural]int, total int) CardSet {
	if pay, ok := oneCardOf(hand, total); ok {
		return pay
	}
	if total <= 0 || total+jokerValue-1 > exactMax {
		pay, _ := cheapest(hand, total)
		return pay
	}
	walks := st.payWalks()
	x, ok := hand.cheapestWalks(total, NoCurrency, maxes, walks)
	if !ok {
		return CardSet{} // as cheapest, for a total out of reach
	}
	return walks[x].paymentSet()
}

// oneCardOf is cheapest(hand, total)'s payment when one card of hand is
// worth total, with no search: no payment is of a lower worth or of fewer
// cards, and the walks would take it in the first currency that holds it
// (oneCard), or the certificate. It reports false when no card is worth
// total. A purchase is often paid so; preparing the walks' rows for it
// was about a fifth of its cost.
func oneCardOf(hand *tally, total int) (CardSet, bool) {
	var pay CardSet
	switch f := total - minFace; {
	case total == certValue && hand.certs > 0:
		pay[certKind] = 1
		return pay, true
	case f >= 0 && f < numFaces:
		for x := Red; x < Cert; x++ {
			if hand.nat[x][f] > 0 {
				pay[int(x)*numFaces+f] = 1
				return pay, true
			}
		}
	}
	return pay, false
}

// payWalks is the state's room for the walks of RandomMove's payments,
// made at its first purchase or raise: a room on the stack was zeroed at
// each (a kilobyte), and no walk reads a field it has not written.
func (st *state) payWalks() *[numNatural]exactWalk {
	if st.walks == nil {
		st.walks = new([numNatural]exactWalk)
	}
	return st.walks
}

// countPairs is the number of two-tile purchases of the distinct tiles
// tiles: legalBuys lists a pair of one tile only when the supply holds
// two of it, as twice says when valid (else the supply is counted).
func (st *state) countPairs(tiles []Tile, twice uint64, valid bool) int {
	n := len(tiles) * (len(tiles) - 1) / 2
	if valid {
		return n + bits.OnesCount64(twice)
	}
	for _, a := range tiles {
		if countTile(st.supply, a) > 1 {
			n++
		}
	}
	return n
}

// pairAt is the k-th pair of tiles in legalBuys' order.
func (st *state) pairAt(tiles []Tile, twice uint64, valid bool, k int) [2]Tile {
	for i, a := range tiles {
		double := valid && twice>>a.tileIndex()&1 != 0 || !valid && countTile(st.supply, a) > 1
		for _, b := range tiles[i:] {
			if b != a || double {
				if k == 0 {
					return [2]Tile{a, b}
				}
				k--
			}
		}
	}
	return [2]Tile{} // not reached: k < countPairs
}

// randomBid draws one of the moves of legalBids: one raise per reachable
// total, lowest first, then pass. Which totals are reachable needs only
// each currency's worths (worthsAs); the full search runs for the total
// drawn alone, to find the cards raiseTotals would list for it.
//
// A hand that pays at most exactMax (nearly every one) has each
// currency's worths in one word, the rows of its walk: their union is
// counted and the drawn total read from it here, without raiseWorths'
// sets of any width.
func (st *state) randomBid(rng *rand.Rand) engine.Move {
	high, _ := st.highBid()
	bid := &st.lot.bids[st.actor]
	need, curs := max(high-bid.Value()+1, 1), raiseCurrencies(bid.Currency())
	maxes := st.players[st.actor].hand.maxesAs()
	most := 0
	for _, x := range curs {
		most = max(most, maxes[x])
	}
	switch {
	case most < need:
		rng.Uint64() // the one draw of IntN(1), as a random player drawing from the list [pass] does
		return PassMove{}
	}
	hand := st.players[st.actor].hand.tally()
	if most > exactMax {
		return st.randomBidWide(rng, &hand, high)
	}
	walks := st.payWalks()
	var base walkBase
	base.init(&hand, most)
	var sets [numNatural]uint64 // each currency's worths, 0 for one that cannot beat the bid
	for _, x := range curs {
		if maxes[x] >= need {
			walks[x].prepareFrom(&hand, &base, x)
			sets[x] = walks[x].all[0]
		}
	}
	union := (sets[Red] | sets[Brown] | sets[Silver]) &^ (1<<need - 1)
	found := bits.OnesCount64(union)
	k := rng.IntN(found + 1)
	if k == found {
		return PassMove{}
	}
	for range k {
		union &= union - 1
	}
	v := bits.TrailingZeros64(union)
	var pays uint8 // the currencies that add v
	for x, set := range sets {
		pays |= uint8(set>>v&1) << x
	}
	return st.drawnRaise(walks, walkBest(walks, v, pays), v)
}

// drawnRaise returns the raise by the payment the walk of currency x holds,
// worth v, and notes it (noteBid).
func (st *state) drawnRaise(walks *[numNatural]exactWalk, x Currency, v int) engine.Move {
	add, cur := walks[x].paymentSet(), st.lot.bids[st.actor].Currency()
	if walks[x].hasLoose() {
		cur = x // as raiseSet's grouping commits a payment with a loose natural card
	}
	st.noteBid(add, v, cur)
	return st.boxBidInRoom(add)
}

// randomBidWide is randomBid for a hand that pays more than exactMax, by
// raiseWorths' sets of several words; high is the high bid.
func (st *state) randomBidWide(rng *rand.Rand, hand *tally, high int) engine.Move {
	var w raiseWorthSets
	walks := st.payWalks()
	if !st.lot.bids[st.actor].raiseWorths(hand, high, &w, walks) {
		rng.Uint64() // not reached: randomBid passed such a hand
		return PassMove{}
	}
	found := w.count()
	k := rng.IntN(found + 1)
	if k == found {
		return PassMove{}
	}
	v, curs := w.at(k)
	if w.most > wideMax {
		p := hand.payExactly(v, curs)
		return st.boxBidInRoom(p.set())
	}
	return st.drawnRaise(walks, walkBest(walks, v, curs), v) // the rows raiseWorths prepared
}

// randomTake draws one of the moves of legalTakes: a kind of card shown
// when the actor keeps one, else a pair of shown cards. It counts them
// from two masks of the shown kinds, no loop over pairs: legalTakes'
// pairs with first kind a are a twice (when two are shown), then each
// shown kind after a.
func (st *state) randomTake(rng *rand.Rand) engine.Move {
	shown, twice := st.revealed.kindMasks()
	kinds := bits.OnesCount16(shown)
	if st.takeCount() == 1 {
		return boxTake(nthKind(shown, rng.IntN(kinds)), cardKinds)
	}
	k := rng.IntN(kinds*(kinds-1)/2 + bits.OnesCount16(twice))
	for rest := shown; rest != 0; rest &= rest - 1 {
		a := bits.TrailingZeros16(rest)
		after := rest &^ (1 << a) // the shown kinds after a
		if twice>>a&1 != 0 {
			if k == 0 {
				return boxTake(a, a)
			}
			k--
		}
		if n := bits.OnesCount16(after); k >= n {
			k -= n
			continue
		}
		return boxTake(a, nthKind(after, k))
	}
	return nil // not reached: k < the number of takes
}

// kindMasks returns the kinds s holds (bit k for kind k) and those it
// holds twice or more, from the two words of counts at once.
func (s *CardSet) kindMasks() (some, several uint16) {
	lo, hi := s.halves()
	// A byte's top bit, or its low seven bits plus 127 (126), carries
	// into the top bit exactly when the count is 1 or more (2 or more);
	// no sum leaves its byte.
	const ones, twos = lowBits, 0x7e7e7e7e7e7e7e7e
	atLeast := func(x, k uint64) uint64 { return (x&lowBits + k | x) & highBits }
	some = byteTops(atLeast(lo, ones)) | byteTops(atLeast(hi, ones))<<8
	several = byteTops(atLeast(lo, twos)) | byteTops(atLeast(hi, twos))<<8
	return some, several
}

// byteTops gathers the top bits of the eight bytes of v (its only bits)
// into one byte, byte i's to bit i.
func byteTops(v uint64) uint16 { return uint16(v >> 7 * 0x0102040810204080 >> 56) }

// nthKind is the kind of the k-th bit set in mask, from 0.
func nthKind(mask uint16, k int) int {
	for range k {
		mask &= mask - 1
	}
	return bits.TrailingZeros16(mask)
}

// randomBuild draws one of the moves of legalBuilds: for each distinct
// pending tile, the palaces it can go on, a new palace, and discarding it.
func (st *state) randomBuild(rng *rand.Rand) engine.Move {
	var space [16]Tile
	tiles := st.pending // one tile is distinct and in order already
	if len(tiles) > 1 {
		tiles = appendDistinct(space[:0], st.pending)
	}
	pals := st.players[st.actor].palaces
	if len(tiles) == 1 && len(pals) <= maxFits {
		return st.randomBuildOne(rng, tiles[0], pals)
	}
	n := 0
	for _, t := range tiles {
		n += st.buildsOf(t, pals)
	}
	k := rng.IntN(n)
	for _, t := range tiles {
		if c := st.buildsOf(t, pals); k >= c {
			k -= c
			continue
		}
		for i, pal := range pals {
			if t.Floor > pal.top() {
				if k == 0 {
					return boxBuild(BuildMove{Tile: t, Palace: i})
				}
				k--
			}
		}
		if k == 0 {
			return boxBuild(BuildMove{Tile: t, Palace: NewPalace})
		}
		return boxDiscard(DiscardMove{Tile: t})
	}
	return nil // not reached: k < n
}

// maxFits is the most palaces randomBuildOne lists on the stack.
const maxFits = 16

// randomBuildOne is randomBuild for one pending tile t (most builds) and
// at most maxFits palaces: the palaces t can top are listed while they
// are counted, so the drawn one needs no second look at every palace.
func (st *state) randomBuildOne(rng *rand.Rand, t Tile, pals []palace) engine.Move {
	var fits [maxFits]int8
	n := 0
	for i, pal := range pals {
		if t.Floor > pal.top() {
			fits[n] = int8(i)
			n++
		}
	}
	switch k := rng.IntN(n + 2); {
	case k < n:
		return boxBuild(BuildMove{Tile: t, Palace: int(fits[k])})
	case k == n:
		return boxBuild(BuildMove{Tile: t, Palace: NewPalace})
	}
	return boxDiscard(DiscardMove{Tile: t})
}

// buildsOf is the number of moves legalBuilds lists for tile t: the
// palaces of pals it can top, a new palace, and the discard.
func (st *state) buildsOf(t Tile, pals []palace) int {
	n := 2
	for _, pal := range pals {
		if t.Floor > pal.top() {
			n++
		}
	}
	return n
}
