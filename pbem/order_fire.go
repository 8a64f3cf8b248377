package pbem

import (
	"errors"
	"fmt"
	"slices"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/notation"
)

// This file fires standing orders: whenever an owner is to act after a
// decision, in the same locked write, their orders are checked in number
// order, and the first that concerns the decision fires (its move is
// recorded as an ordinary decision marked "{order}", the book noting
// which order it was) or lapses (nothing
// is played, and the owner is told why). One player's fired decision may
// bring another's turn, whose orders fire in turn.

// maxChain bounds the decisions one write may add through orders and
// bots: every one of them is a decision of a game that ends, so the bound
// only guards against a game that would not.
const maxChain = 1 << 16

// settle plays what follows a decision: the decisions of resigned players
// and bots (followUp) and those the standing orders of book make, until
// none is due. It returns the decisions it added. A nil book has no
// orders.
func (r *Replay) settle(book *OrderBook) ([]Ply, error) {
	var all []Ply
	defer func() { r.endStretches(book) }()
	for range maxChain {
		more, err := r.followUp()
		if err != nil {
			return nil, err
		}
		all = append(all, more...)
		if book == nil || len(book.Orders) == 0 || r.Over() {
			return all, nil
		}
		ply, fired, err := r.fireNext(book)
		if err != nil || !fired {
			return all, err
		}
		all = append(all, ply)
	}
	return all, nil
}

// endStretches ends every order bound to a stretch of play (an auction)
// that is over, whoever's turn it is: without it, an order of a player
// who is not to act would stay on their list after its auction, and end
// only at their next decision.
func (r *Replay) endStretches(book *OrderBook) {
	sc, ok := r.File.Game.(engine.OrderScoper)
	if book == nil || !ok {
		return
	}
	for _, o := range slices.Clone(book.Orders) {
		if o.Scope != "" && sc.OrderScope(r.State, o.End) != o.Scope {
			book.end(o, len(r.Plies)+1, fmt.Sprintf("ended: its %s is over", o.End))
		}
	}
}

// orderOutcome is what an order does at a decision.
type orderOutcome int

const (
	orderWaits  orderOutcome = iota // it does not concern this decision
	orderFires                      // it plays a move
	orderLapses                     // its condition failed: nothing is played
	orderEnds                       // its stretch of play is over
	orderSteps                      // it plays a step of the decision (engine.OrderStepper), which goes on
)

// fireNext fires the first order that is due: of the seats to act, in
// order, the first order of each (by number) that concerns its decision.
func (r *Replay) fireNext(book *OrderBook) (Ply, bool, error) {
	for _, seat := range slices.Clone(r.State.ToAct()) {
		if r.File.Bot(seat) || r.Resigned(seat) {
			continue
		}
		if ply, fired := r.fireSeat(book, seat); fired {
			return ply, true, nil
		}
	}
	return Ply{}, false, nil
}

// fireSeat checks the orders of seat, by number, at the decision it
// faces, and fires the first that concerns it. An order that lapses ends
// the check: it holds its owner's older orders until the owner has
// decided (OrderBook.held).
func (r *Replay) fireSeat(book *OrderBook, seat engine.Seat) (Ply, bool) {
	for _, o := range book.of(r.File.Name(seat)) {
		if book.held(r, o) || r.waits(o) {
			continue
		}
		ply, out, reason := r.checkOrder(book, seat, o)
		switch out {
		case orderFires, orderSteps:
			book.fired(o, ply.N)
			if o.End == EndOnce && out == orderFires { // a step leaves the decision to finish
				book.remove(o.Player, o.Number)
			}
			return ply, true
		case orderLapses:
			book.lapse(o, r.NextPly(), reason)
			return Ply{}, false
		case orderEnds:
			book.end(o, r.NextPly(), reason)
		}
	}
	return Ply{}, false
}

// checkOrder checks order o of seat at the decision seat faces, and plays
// its move when it fires (the ply is then in r).
func (r *Replay) checkOrder(book *OrderBook, seat engine.Seat, o Order) (Ply, orderOutcome, string) {
	spec, err := r.readBody(seat, o.Text)
	if err != nil {
		return Ply{}, orderLapses, "it no longer reads: " + err.Error()
	}
	if out, reason := r.checkScope(book, seat, o, spec); out != orderFires {
		return Ply{}, out, reason
	}
	text, out, reason := r.orderMove(seat, spec)
	if out != orderFires && out != orderSteps {
		return Ply{}, out, reason
	}
	ply, err := r.apply(seat, text, orderMark, source{file: orderMark, pos: notation.Pos{Line: 1, Col: 1}, line: text})
	if err != nil {
		return Ply{}, orderLapses, refusalText(err)
	}
	r.Plies = append(r.Plies, ply)
	return ply, out, ""
}

// checkScope ends an order bound to a stretch of play (an auction) that
// is over, keeps one waiting outside such stretches, and binds one to the
// stretch of the first decision it concerns. It returns orderFires when
// the order may go on.
func (r *Replay) checkScope(book *OrderBook, seat engine.Seat, o Order, spec orderSpec) (orderOutcome, string) {
	sc, ok := r.File.Game.(engine.OrderScoper)
	if o.End == EndOnce || o.End == EndAlways || !ok {
		return orderFires, ""
	}
	key := sc.OrderScope(r.State, o.End)
	switch {
	case o.Scope != "" && key != o.Scope:
		return orderEnds, fmt.Sprintf("ended: its %s is over", o.End)
	case key == "":
		return orderWaits, "" // "pass until auction" passes in an auction only
	case o.Scope == "" && r.concerns(seat, spec):
		i := slices.IndexFunc(book.Orders, func(x Order) bool { return x.Player == o.Player && x.Number == o.Number })
		book.Orders[i].Scope = key
		book.changed = true
	}
	return orderFires, ""
}

// concerns reports whether an order concerns the decision seat faces: a
// pre-move concerns the next one, a pass order one where passing is
// legal, a game's order the decisions its rule names.
func (r *Replay) concerns(seat engine.Seat, spec orderSpec) bool {
	switch {
	case spec.move != "":
		return true
	case spec.pass:
		_, ok := r.legalPass(seat)
		return ok
	}
	return spec.rule.Applies(r.State, seat)
}

// orderMove is the move an order makes at seat's decision, in the game's
// notation, or why it waits or lapses.
func (r *Replay) orderMove(seat engine.Seat, spec orderSpec) (string, orderOutcome, string) {
	if !r.concerns(seat, spec) {
		return "", orderWaits, ""
	}
	switch {
	case spec.move != "":
		return spec.move, orderFires, ""
	case spec.pass:
		text, _ := r.legalPass(seat)
		return text, orderFires, ""
	}
	m, reason := spec.rule.Choose(r.State, seat)
	if m == nil {
		return "", orderLapses, reason
	}
	out := orderFires
	if st, ok := spec.rule.(engine.OrderStepper); ok && st.Step(m) {
		out = orderSteps
	}
	return r.File.Game.FormatMove(r.State, m), out, ""
}

// legalPass returns the pass among seat's legal moves: the move whose
// canonical form is "pass".
func (r *Replay) legalPass(seat engine.Seat) (string, bool) {
	for _, m := range r.State.Legal(seat) {
		if text := r.File.Game.FormatMove(r.State, m); text == passWord {
			return text, true
		}
	}
	return "", false
}

// refusalText is the reason a refused move gives, without its place.
func refusalText(err error) string {
	var merr *MoveError
	if errors.As(err, &merr) {
		return merr.Detail.Msg
	}
	return err.Error()
}
