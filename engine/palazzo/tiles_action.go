package palazzo

import (
	"strconv"

	"github.com/pbem-games/pbem/engine"
)

// draw turns up 2 tiles: the first goes to the supply, the second to the
// quarry counted clockwise from the architect, one step per window. A rider
// is set aside instead and not replaced; the last rider ends the game at once.
func (st *state) draw(t *engine.EventRoom) error {
	if err := st.inPhase(phaseAction, "draw"); err != nil {
		return err
	}
	for i := range 2 {
		tile := st.popStack()
		switch {
		case tile.isRider():
			st.riderDrawn(i, t)
			if st.phase == phaseOver {
				return nil
			}
		case tile.IsZero():
			// Cannot happen (ruling A3); end rather than loop.
			st.finish()
			t.Tell("event.no-tile-left")
			return nil
		case i == 0:
			st.supply = append(st.supply, tile)
			if t != nil { // a quiet apply words nothing
				t.Tell("event.draws-supply", st.names[st.active], tile.String())
			}
		default:
			q := (st.architect + int(tile.Windows)) % numQuarries
			st.addToQuarry(q, tile)
			if t != nil { // a quiet apply words nothing
				t.Tell("event.draws-quarry", st.names[st.active], tile.String(), strconv.Itoa(q+1))
			}
		}
	}
	st.phase = phaseBuyOrAuction
	return nil
}

// riderDrawn sets a rider aside; the last one ends the game.
func (st *state) riderDrawn(i int, t *engine.EventRoom) {
	st.riders++
	total := data().Setup.Riders
	key := [2]string{"event.rider-supply", "event.rider-quarry"}[i]
	if st.riders == total {
		st.finish()
		key = "event.rider-ends"
	}
	if t != nil { // a quiet apply words nothing
		t.Tell(key, st.names[st.active], strconv.Itoa(st.riders), strconv.Itoa(total))
	}
}

// buy takes 1 or 2 tiles from the supply against one payment of the price
// of each (ruling A1: the price counts the supply after the draw).
func (st *state) buy(m BuyMove, t *engine.EventRoom, drawn bool) error {
	if err := st.inPhase(phaseBuyOrAuction, "buy"); err != nil {
		return err
	}
	tiles := m.tiles()
	price := st.price()
	if !drawn { // RandomMove drew m from the supply and the hand: see drawn.go
		if err := st.checkInSupply(tiles); err != nil {
			return err
		}
		if err := st.checkPayment(m.Pay, price*len(tiles), tiles); err != nil {
			return err
		}
	}
	p := &st.players[st.active]
	p.hand.takeOut(&m.Pay)
	st.discard = m.Pay.appendTo(st.discard)
	for _, tile := range tiles {
		st.supply, _ = removeTile(st.supply, tile)
	}
	st.acquire(tiles...)
	st.phase = phaseBuild
	if t == nil { // a quiet apply words nothing
		return nil
	}
	name, paid, cost := st.names[st.active], joinTiles(tiles), strconv.Itoa(price*len(tiles))
	if m.Pay.Len() == 0 {
		t.Tell("event.buys", name, paid, cost)
	} else {
		t.Tell("event.buys-paying", name, paid, cost, m.Pay.String())
	}
	return nil
}

// checkInSupply refuses tiles that are not all in the supply (ruling A2:
// with an empty supply the player must auction).
func (st *state) checkInSupply(tiles []Tile) error {
	if len(st.supply) == 0 {
		return illegal("the supply is empty: you must auction")
	}
	for _, t := range tiles {
		if !t.valid() {
			return illegalAt([]string{t.String()}, "%s is not a tile", t)
		}
		if countTile(tiles, t) > countTile(st.supply, t) {
			return illegalAt([]string{t.String()}, "the supply holds no %s (it holds %s)", t, joinTiles(st.supply))
		}
	}
	return nil
}

// checkPayment refuses a payment for tiles that the actor does not hold,
// that is not one valid payment, or that is worth less than total.
func (st *state) checkPayment(pay CardSet, total int, tiles []Tile) error {
	hand := st.players[st.actor].hand
	if !hand.Contains(pay) {
		return illegalAt(missingWords(hand, pay), "you do not hold %s (your hand: %s)", pay, orNone(hand.String()))
	}
	if pay.Len() == 0 {
		if total > 0 {
			return illegal("%s %d: say which cards you pay with", tilesCost(tiles), total)
		}
		return nil
	}
	v, ok := pay.paymentValue()
	if !ok {
		return illegalAt(cardWords(pay), "%s is not one payment: use one currency plus jokers (c2, or three equal values in three currencies)", pay)
	}
	if v < total {
		return illegalAt(cardWords(pay), "%s %d, and %s is worth only %d", tilesCost(tiles), total, pay, v)
	}
	return nil
}

// tilesCost starts a sentence about the price of tiles: "3m2 costs",
// "1b1 3m2 cost".
func tilesCost(tiles []Tile) string {
	if len(tiles) == 1 {
		return joinTiles(tiles) + " costs"
	}
	return joinTiles(tiles) + " cost"
}

func orNone(s string) string {
	if s == "" {
		return "none"
	}
	return s
}
