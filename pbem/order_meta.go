package pbem

import (
	"slices"
	"time"

	"github.com/pbem-games/pbem/engine"
)

// This file checks standing orders in the writes that are not moves: a
// resignation, a replacement, the bots' turns and an undo may each bring
// an owner's turn, and the owner's orders are checked then, in the same
// locked write, as after a move.

// updateAsWithOrders is updateAs for a command that fires standing
// orders (see updateWithOrders): change gets the game replayed, the seat
// of the player named as, and the game's orders.
func (c Games) updateAsWithOrders(path, as string,
	change func(r *Replay, seat engine.Seat, book *OrderBook) ([]byte, error)) error {
	return c.updateWithOrders(path, func(f *File, book *OrderBook) ([]byte, error) {
		r, err := f.Replay(-1)
		if err != nil {
			return nil, err
		}
		book.recover(r)
		seat, err := f.SeatOf(as)
		if err != nil {
			return nil, err
		}
		return change(r, seat, book)
	})
}

// recoverFile is recover for a command that has not replayed the game:
// it replays it only when a write was left half done.
func (b *OrderBook) recoverFile(f *File) error {
	if b.Pending == nil {
		return nil
	}
	r, err := f.Replay(-1)
	if err != nil {
		return err
	}
	b.recover(r)
	return nil
}

// dropAbsent drops the orders of every player who no longer plays in
// person: a player who resigned (pbem plays their seat), one a bot
// replaced, and one who left the table (replace): the new player of a
// seat does not inherit the orders of the old, which they never gave.
// The owner is told nothing: they no longer get mail of this game.
func (b *OrderBook) dropAbsent(r *Replay) {
	for _, o := range slices.Clone(b.Orders) {
		i := slices.IndexFunc(r.File.Header.Players, func(p Player) bool { return p.Name == o.Player })
		if i < 0 || r.File.Bot(engine.Seat(i)) || r.Resigned(engine.Seat(i)) {
			b.remove(o.Player, o.Number)
		}
	}
}

// settleMeta plays what follows a meta-line just appended to r's record
// (a resignation, a replacement): the decisions of resigned seats and
// bots, and those standing orders make. book may be nil (no orders).
func (r *Replay) settleMeta(book *OrderBook) ([]Ply, error) {
	if book == nil {
		return r.followUp()
	}
	book.dropAbsent(r)
	book.reconcile(r)
	plies, err := r.settle(book)
	if err != nil {
		return nil, err
	}
	book.expect(plies)
	return plies, nil
}

// restore puts back the orders that made the decisions numbered from
// on, which an undo takes back, as they stood before they fired: the
// decision is to be made again, and the order with it. An order still
// standing (one that lasts for an auction) is left as it is. by names
// the player who proposed the undo: they asked for their decision back,
// so their orders wait until they have made one (Order.Wait). An order
// given after a decision taken back concerns it again: a pre-move given
// then was for the decision the owner faces again.
func (b *OrderBook) restore(from int, by string) {
	var kept []Firing
	for _, f := range b.Fired {
		if f.Ply < from {
			kept = append(kept, f)
			continue
		}
		if !slices.ContainsFunc(b.Orders, func(o Order) bool { return o.Player == f.Order.Player && o.Number == f.Order.Number }) {
			b.Orders = append(b.Orders, f.Order)
		}
	}
	if len(kept) != len(b.Fired) {
		b.Fired, b.changed = kept, true
	}
	for i := range b.Orders {
		if b.Orders[i].Since > from { // given for the decisions taken back: they come again
			b.Orders[i].Since, b.changed = from, true
		}
		if b.Orders[i].Player == by {
			b.Orders[i].Wait, b.changed = from, true
		}
	}
}

// waits reports whether o waits for its owner to decide in person after
// an undo they proposed (Order.Wait).
func (r *Replay) waits(o Order) bool {
	return o.Wait > 0 && !r.decidedFrom(o.Player, o.Wait)
}

// settleUndo restores the orders an undo took back with its decisions
// (data is the game file with the undo settled; from the first decision
// taken back; by the player who proposed it), then plays what follows as
// after a move: bots, and the orders of the owners now to act. It returns
// the game file with those decisions, and sets where the game stands in
// res.
func (c Games) settleUndo(f *File, data []byte, book *OrderBook, res *UndoResult, from int, by string,
	now time.Time) ([]byte, error) {
	book.restore(from, by)
	nf, err := c.Parse(f.Path, data)
	if err != nil {
		return nil, err
	}
	nf.KeyPath = f.KeyPath
	r, err := nf.Replay(-1)
	if err != nil {
		return nil, err
	}
	plies, err := r.settleMeta(book)
	if err != nil || len(plies) == 0 {
		return data, err
	}
	if !now.IsZero() {
		stampPlies(plies, func() time.Time { return now })
	}
	res.NextPly, res.ToAct = r.NextPly(), r.ToAct()
	return nf.appendPlies(data, plies)
}
