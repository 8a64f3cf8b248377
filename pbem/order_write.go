package pbem

import (
	"fmt"
	"time"

	"github.com/pbem-games/pbem/engine"
)

// This file holds the commands on standing orders (give one, cancel one,
// list them) and the locked write that keeps the game file and its orders
// file together.

// OrderRequest is one standing order a player gives.
type OrderRequest struct {
	// As names the owner; Text is the order as typed.
	As, Text string
	// Now, when set, gives the time written on the lines of decisions
	// the order makes at once; nil writes none.
	Now func() time.Time
	// Key, when set, names the request (a mail's identity): a request
	// with a key carried out already changes nothing again.
	Key string
}

// OrderResult tells what an order command did, for the owner only: their
// orders and lapses, never another player's.
type OrderResult struct {
	// Placed is the order given; Cancelled the number of the order taken
	// back.
	Placed    *Order `json:"placed,omitempty"`
	Cancelled int    `json:"cancelled,omitempty"`
	// Orders are the owner's orders after the command, Lapsed what
	// became of those that lapsed lately.
	Orders []Order `json:"orders"`
	Lapsed []Lapse `json:"lapsed"`
	// Plies are the decisions orders made at once (the owner was to act),
	// with the events the owner may see.
	Plies []Ply `json:"plies,omitempty"`
	Standing
}

// updateWithOrders is Update for a command that reads or fires standing
// orders: the orders file is read under the game's lock and, once the
// game file is written (or was left as it was), written back if it
// changed. When both change, the orders file notes the write under way
// first (pendingWrite), so that a write stopped at any point loses no
// order and fires none twice. A refused command writes neither.
func (c Games) updateWithOrders(path string, change func(f *File, book *OrderBook) ([]byte, error)) error {
	if err := writable(path); err != nil {
		return err
	}
	return withLock(path, func() error {
		removeStaleTemps(path)
		f, err := c.Load(path)
		if err != nil {
			return err
		}
		book, err := readOrderBook(f)
		if err != nil {
			return err
		}
		before := book.snapshot()
		data, err := change(f, book)
		if err != nil {
			return err
		}
		return c.writeBoth(path, data, book, before)
	})
}

// stopOrderWrite lets a test stop a write of a game and its orders at
// one of its steps, as a crash would: "start" (nothing written yet),
// "game" (the orders file notes the write under way, the game file is
// not written), "orders" (the game file is written, the orders file not
// yet again) and "done" (both written, the lock still held). The kill
// test (order_kill_test.go) kills the process there.
var stopOrderWrite = func(step string) error { return nil }

// writeBoth writes data, the new game file (nil: unchanged), and book;
// before is the book as it was read.
func (c Games) writeBoth(path string, data []byte, book *OrderBook, before pendingWrite) error {
	if err := stopOrderWrite("start"); err != nil {
		return err
	}
	if data != nil && book.changed && book.last != nil {
		before.Plies, before.Line = book.last.N, pendingLine(*book.last)
		book.Pending = &before
		if err := book.write(); err != nil {
			return err
		}
		book.changed = true // written again, without the note, once the game is
		if err := stopOrderWrite("game"); err != nil {
			return err
		}
	}
	if data != nil {
		if err := c.writeChecked(path, data); err != nil {
			return err
		}
	}
	if err := stopOrderWrite("orders"); err != nil {
		return err
	}
	if !book.changed {
		return nil
	}
	book.Pending = nil
	if err := book.write(); err != nil && data != nil {
		return fmt.Errorf("%s is written, but its orders file is not: %w", path, err)
	} else if err != nil {
		return err
	}
	return stopOrderWrite("done")
}

// writeChecked writes data, the new content of the game at path, once it
// validates, as Update does.
func (c Games) writeChecked(path string, data []byte) error {
	if err := checkFileSize(data); err != nil {
		return err
	}
	if _, err := c.Parse(path, data); err != nil {
		return fmt.Errorf("pbem: internal error: the new content of %s does not validate: %v", path, err)
	}
	return writeLocked(path, data)
}

// ownerOf replays f and returns the seat of the player named as, who
// may have orders: a person still playing.
func ownerOf(f *File, as string) (*Replay, engine.Seat, error) {
	if as == "" {
		return nil, engine.Observer, Usagef("say whose order it is with --as NAME")
	}
	r, err := f.Replay(-1)
	if err != nil {
		return nil, engine.Observer, err
	}
	seat, err := f.SeatOf(as)
	switch {
	case err != nil:
		return nil, seat, err
	case f.Bot(seat) || r.Resigned(seat):
		return nil, seat, Usagef("%s does not play in person: no orders", as)
	}
	return r, seat, nil
}

// PlaceOrder gives the standing order req.Text of player req.As in the
// game at path. The order is refused at once when it does not read, or
// could never fire legally. When its owner is to act it is checked at
// once: it may fire (and the decisions that follow, others' orders
// included) or lapse. All or nothing: a refused order changes no file.
func (c Games) PlaceOrder(path string, req OrderRequest) (*OrderResult, error) {
	var res *OrderResult
	err := c.updateWithOrders(path, func(f *File, book *OrderBook) ([]byte, error) {
		r, seat, err := ownerOf(f, req.As)
		if err != nil {
			return nil, err
		}
		if r.Over() {
			return nil, fmt.Errorf("%w: the game is over", engine.ErrIllegal)
		}
		book.recover(r)
		book.reconcile(r)
		if book.done(req.Key) {
			res = r.orderResult(book, seat, nil) // given by an earlier run that stopped
			return nil, nil
		}
		spec, err := r.readOrder(seat, req.Text)
		if err != nil {
			return nil, err
		}
		o := book.add(Order{Player: f.Name(seat), Text: spec.body, End: spec.end, Since: r.NextPly()})
		plies, err := r.settle(book)
		if err != nil {
			return nil, err
		}
		res = r.orderResult(book, seat, plies)
		res.Placed = &o
		if len(plies) == 0 {
			return nil, nil
		}
		book.expect(plies)
		stampPlies(plies, req.Now)
		return f.appendPlies(f.Src, plies)
	})
	return res, err
}

// CancelOrder takes back order n of the player named as. A request with
// a key (see OrderRequest) carried out already changes nothing again.
func (c Games) CancelOrder(path, as string, n int, key string) (*OrderResult, error) {
	var res *OrderResult
	err := c.updateWithOrders(path, func(f *File, book *OrderBook) ([]byte, error) {
		r, seat, err := ownerOf(f, as)
		if err != nil {
			return nil, err
		}
		book.recover(r)
		book.reconcile(r)
		if book.done(key) {
			res = r.orderResult(book, seat, nil)
			return nil, nil
		}
		if !book.remove(f.Name(seat), n) {
			return nil, Usagef("%s has no order %d (see pbem order --list)", f.Name(seat), n)
		}
		res = r.orderResult(book, seat, nil)
		res.Cancelled = n
		return nil, nil
	})
	return res, err
}

// ListOrders returns the orders of the player named as, and what became
// of those that lapsed lately. It writes nothing.
func (c Games) ListOrders(path, as string) (*OrderResult, error) {
	f, err := c.Load(path)
	if err != nil {
		return nil, err
	}
	r, seat, err := ownerOf(f, as)
	if err != nil {
		return nil, err
	}
	book, err := readOrderBook(f)
	if err != nil {
		return nil, err
	}
	book.recover(r)
	book.reconcile(r)
	return r.orderResult(book, seat, nil), nil
}

// orderResult is what the owner seat may read after an order command.
func (r *Replay) orderResult(book *OrderBook, seat engine.Seat, plies []Ply) *OrderResult {
	name := r.File.Name(seat)
	res := &OrderResult{Orders: book.of(name), Lapsed: book.lapsesOf(name), Standing: standingOf(r)}
	res.Plies = r.moveResultFor(plies, seat).Plies
	if res.Orders == nil {
		res.Orders = []Order{}
	}
	if res.Lapsed == nil {
		res.Lapsed = []Lapse{}
	}
	return res
}

// Lines are the result as the command line and the owner's mail show it,
// one line each: the order given or cancelled, the decisions made at once,
// the owner's orders, and what became of those that lapsed.
func (res *OrderResult) Lines() []string { return res.LinesIn(English) }

// LinesIn are Lines in lang (the orders themselves are in the game's
// notation, the same in every language).
func (res *OrderResult) LinesIn(lang Lang) []string {
	w := orderWords[MailLang(lang)]
	var lines []string
	if res.Placed != nil {
		lines = append(lines, fmt.Sprintf(w.given, res.Placed.Number, res.Placed.LineIn(lang)))
	}
	if res.Cancelled > 0 {
		lines = append(lines, fmt.Sprintf(w.cancelled, res.Cancelled))
	}
	for _, p := range res.Plies {
		lines = append(lines, p.Line())
		for _, ev := range p.Told {
			lines = append(lines, "    "+ev.Text)
		}
	}
	if len(res.Orders) == 0 {
		lines = append(lines, w.none)
	}
	for _, o := range res.Orders {
		lines = append(lines, fmt.Sprintf("%d  %s", o.Number, o.LineIn(lang)))
	}
	for _, l := range res.Lapsed {
		lines = append(lines, fmt.Sprintf(w.lapsed, l.Number, l.Text, l.Ply, LapseReason(l.Reason, lang)))
	}
	return lines
}

// Line is the order with its end in words.
func (o Order) Line() string { return o.LineIn(English) }

// LineIn is the order with its end in words of lang.
func (o Order) LineIn(lang Lang) string {
	w := orderWords[MailLang(lang)]
	switch o.End {
	case EndOnce:
		return o.Text + w.once
	case EndAlways:
		return o.Text + w.always
	}
	return o.Text + fmt.Sprintf(w.until, stretchName(o.End, lang))
}

// orderWords are the words of OrderResult.LinesIn, per language.
var orderWords = map[Lang]struct{ given, cancelled, none, lapsed, once, always, until string }{
	English: {"order %d given: %s", "order %d cancelled", "no standing orders",
		"order %d (%s) lapsed at decision %d: %s", " (once)", " (until cancelled)", " (until the end of the %s)"},
	French: {"ordre %d donné : %s", "ordre %d annulé", "aucun ordre permanent",
		"ordre %d (%s) tombé à la décision %d : %s", " (une fois)", " (jusqu'à annulation)", " (jusqu'à la fin %s)"},
}

// stretchName names a stretch of play an order lasts for in lang: in
// French with its article ("de l'enchère").
func stretchName(kind string, lang Lang) string {
	if MailLang(lang) != French {
		return kind
	}
	switch kind {
	case "auction":
		return "de l'enchère"
	case "round":
		return "du tour"
	case "phase":
		return "de la phase"
	}
	return "de " + kind
}
