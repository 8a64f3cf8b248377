package palazzo

import (
	"github.com/pbem-games/pbem/engine"
	"strconv"
)

// auction moves the architect clockwise to the next quarry holding tiles
// (round to its own quarry if that is the only one) and sells that quarry:
// by auction with up to 3 tiles, by a free distribution with 4 or more.
// With no tile in any quarry it has no effect and the turn ends.
func (st *state) auction(t *engine.EventRoom) error {
	if err := st.inPhase(phaseBuyOrAuction, "auction"); err != nil {
		return err
	}
	q := st.nextFullQuarry()
	if q < 0 {
		if t != nil { // the arguments escape: a quiet apply would allocate them
			t.Tell("event.auction-empty", st.names[st.active])
		}
		st.endTurn()
		return nil
	}
	st.architect = q
	st.lot = lot{quarry: q, tiles: st.quarries[q]}
	st.quarries[q] = nil
	if len(st.lot.tiles) >= 4 {
		st.lot.distributing = true
		st.phase, st.actor = phasePick, st.active
		if t != nil { // a quiet apply words nothing
			t.Tell("event.distribution", strconv.Itoa(q+1), strconv.Itoa(len(st.lot.tiles)),
				joinTiles(st.lot.tiles), st.names[st.active])
		}
		return nil
	}
	n := len(st.players)
	if cap(st.bidRoom) < n {
		st.bidRoom, st.outRoom = make([]Bid, n), make([]bool, n)
	}
	st.lot.bids, st.lot.out = st.bidRoom[:n], st.outRoom[:n]
	clear(st.lot.bids)
	clear(st.lot.out)
	st.lot.bids[st.active] = OpeningBid()
	st.phase, st.actor = phaseBid, st.next(st.active)
	if t != nil { // a quiet apply words nothing
		t.Tell("event.auction", strconv.Itoa(q+1), st.names[st.active], joinTiles(st.lot.tiles))
	}
	return nil
}

// nextFullQuarry is the first quarry clockwise after the architect that
// holds a tile, ending with the architect's own; -1 when all are empty.
func (st *state) nextFullQuarry() int {
	for k := 1; k <= numQuarries; k++ {
		if q := (st.architect + k) % numQuarries; len(st.quarries[q]) > 0 {
			return q
		}
	}
	return -1
}

// highBid is the highest bid on the table and who made it.
func (st *state) highBid() (int, engine.Seat) {
	best, who := -1, engine.Seat(-1)
	for s, b := range st.lot.bids {
		if !st.lot.out[s] && b.Value() > best {
			best, who = b.Value(), engine.Seat(s)
		}
	}
	return best, who
}

// bid adds cards to the actor's bid; the total must beat the highest bid
// (ruling A6: any strict increase). Cards already bid keep their groups.
func (st *state) bid(m BidMove, t *engine.EventRoom, d *drawnMove) error {
	if err := st.inPhase(phaseBid, "bid"); err != nil {
		return err
	}
	p := &st.players[st.actor]
	var raised Bid
	if d.drawnBidIs(m.Add) { // RandomMove drew the cards from the hand: see drawn.go
		raised = st.lot.bids[st.actor].raiseWith(m.Add, d.worth, d.cur, &st.additionRoom)
	} else {
		if m.Add.Len() == 0 {
			return illegal("name the cards you add to your bid")
		}
		if !p.hand.Contains(m.Add) {
			return illegalAt(missingWords(p.hand, m.Add), "you do not hold %s (your hand: %s)", m.Add, orNone(p.hand.String()))
		}
		var err error
		raised, err = st.lot.bids[st.actor].raiseSet(m.Add, &st.additionRoom)
		if err != nil {
			return err // Raise explains the currency rule and wraps engine.ErrIllegal
		}
	}
	if high, who := st.highBid(); raised.Value() <= high {
		return illegal("your bid would be %d, which does not beat %s's %d", raised.Value(), st.names[who], high)
	}
	p.hand.takeOut(&m.Add)
	st.lot.bids[st.actor] = raised
	if t != nil { // a quiet apply words nothing
		t.Tell("event.bids", st.names[st.actor], strconv.Itoa(raised.Value()), m.Add.String())
	}
	st.actor = st.nextBidder(st.actor)
	return nil
}

// pass leaves the bidding and takes the bid cards back. When one bidder is
// left, that bidder wins the lot.
func (st *state) pass(t *engine.EventRoom) error {
	if err := st.inPhase(phaseBid, "pass"); err != nil {
		return err
	}
	s := st.actor
	st.players[s].hand = st.players[s].hand.Plus(st.lot.bids[s].set())
	st.lot.bids[s] = Bid{}
	st.lot.out[s] = true
	if t != nil { // the arguments escape: a quiet apply would allocate them
		t.Tell("event.passes", st.names[s])
	}
	if w := st.nextBidder(s); st.nextBidder(w) == w {
		st.winAuction(w, t)
	} else {
		st.actor = w
	}
	return nil
}

// nextBidder is the first seat clockwise after s still in the bidding.
func (st *state) nextBidder(s engine.Seat) engine.Seat {
	for t := st.next(s); t != s; t = st.next(t) {
		if !st.lot.out[t] {
			return t
		}
	}
	return s
}

// winAuction gives the lot to w, who discards the cards bid (ruling A4:
// a winner with the certificate alone discards nothing).
func (st *state) winAuction(w engine.Seat, t *engine.EventRoom) {
	b := st.lot.bids[w]
	n := len(st.discard)
	st.discard = b.appendCards(st.discard)
	if paid := st.discard[n:]; len(paid) > 0 {
		if t != nil { // a quiet apply words nothing
			t.Tell("event.wins-discarding", st.names[w], joinTiles(st.lot.tiles), strconv.Itoa(b.Value()), joinCards(paid))
		}
	} else {
		if t != nil { // a quiet apply words nothing
			t.Tell("event.wins", st.names[w], joinTiles(st.lot.tiles), strconv.Itoa(b.Value()))
		}
	}
	st.acquire(st.lot.tiles...)
	st.lot.tiles = nil
	st.phase, st.actor = phaseBuild, w
}

// pick takes one tile of a distribution; the picker builds or discards it
// before the next player picks.
func (st *state) pick(m PickMove, t *engine.EventRoom) error {
	if err := st.inPhase(phasePick, "pick"); err != nil {
		return err
	}
	rest, ok := removeTile(st.lot.tiles, m.Tile)
	if !ok {
		return illegalAt([]string{m.Tile.String()}, "quarry %d's tiles do not include %s: pick one of %s", st.lot.quarry+1, m.Tile, joinTiles(distinctTiles(st.lot.tiles)))
	}
	st.lot.tiles = rest
	st.acquire(m.Tile)
	st.phase = phaseBuild
	if t != nil { // a quiet apply words nothing
		t.Tell("event.picks", st.names[st.actor], m.Tile.String())
	}
	return nil
}

// afterBuild continues once the actor has placed every acquired tile: the
// next player picks in a distribution, otherwise the turn ends.
func (st *state) afterBuild(t *engine.EventRoom) {
	if !st.lot.distributing {
		st.endTurn()
		return
	}
	st.lot.picked++
	if st.lot.picked < len(st.players) && len(st.lot.tiles) > 0 {
		st.phase, st.actor = phasePick, st.next(st.actor)
		return
	}
	if len(st.lot.tiles) > 0 {
		if t != nil { // a quiet apply words nothing
			t.Tell("event.left-over", joinTiles(st.lot.tiles))
		}
	}
	st.endTurn()
}
