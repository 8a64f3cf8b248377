package pbem

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"maps"
	"os"
	"slices"
	"strconv"
	"strings"

	"github.com/BurntSushi/toml"
)

// This file holds standing orders (issue 25): what a player asks to be
// played at their own future decisions while a condition holds, and the
// host-only file that keeps them beside the game. Reading an order's text
// is in order_parse.go, firing orders in order_fire.go, the commands in
// order_write.go.

// OrdersSuffix is appended to a game file's path to name the file of its
// standing orders. Like the reply tokens and the key of a sealed game it
// stays with the host (mode 0600): the shared game file holds only the
// decisions orders made, each marked "{order}" without its number (a
// number would tell every player how many orders its owner gave); which
// order made which decision is kept here (OrderBook.Fired).
const OrdersSuffix = ".orders"

// The ends an order may name. An order ends after it fires once, at the
// end of the auction, round or phase it is bound to (the game names them:
// engine.OrderScoper), or never (until cancelled).
const (
	EndOnce   = "once"
	EndAlways = "always"
)

// Order is one standing order of one player.
type Order struct {
	// Player is the owner, by name; Number tells the owner's orders apart
	// (the owner's lists and mails name it; the record does not). Numbers
	// are never given twice in one game.
	Player string `toml:"player" json:"player"`
	Number int    `toml:"number" json:"number"`
	// Text is the order in canonical form, without its end.
	Text string `toml:"text" json:"text"`
	// End is EndOnce, EndAlways or a stretch of play the game names
	// ("auction").
	End string `toml:"end" json:"end"`
	// Since is the number the game's next decision had when the order was
	// given: only decisions from there on concern it.
	Since int `toml:"since" json:"since"`
	// Scope names the stretch of play (an auction) an order with such an
	// end is bound to, from the first decision it concerns; the order
	// ends when the game leaves it.
	Scope string `toml:"scope,omitempty" json:"-"`
	// Wait, when set, is the number of a decision an undo its owner
	// proposed gave back to them: the order does not fire until the owner
	// has made a decision numbered Wait or later in person.
	Wait int `toml:"wait,omitempty" json:"-"`
}

// Lapse tells an owner what became of an order that ended without firing
// as it said: its condition failed, its move was illegal, its stretch of
// play ended. Nothing was played in its place.
type Lapse struct {
	// Player, Number and Text are the order's.
	Player string `toml:"player" json:"player"`
	Number int    `toml:"number" json:"number"`
	Text   string `toml:"text" json:"text"`
	// Ply is the number of the decision the order lapsed at.
	Ply    int    `toml:"ply" json:"ply"`
	Reason string `toml:"reason" json:"reason"`
	// Holds is the last number the owner's orders had when this one
	// lapsed: those orders stay held at this decision, so that a plan
	// that failed is the owner's to mend, never a cue for the next order
	// to guess. Orders given since are not held.
	Holds int `toml:"holds" json:"-"`
}

// maxLapses is how many lapses of one player the orders file keeps: the
// owner reads them in the next turn mail or `order --list`.
const maxLapses = 10

// OrderBook is the standing orders of one game, as its orders file keeps
// them.
type OrderBook struct {
	// Game is the id of the game the orders are for.
	Game string `toml:"game"`
	// Last is the last number given to each player's orders; Orders are
	// the orders standing, Lapsed what became of the latest that ended.
	Last   map[string]int `toml:"last"`
	Orders []Order        `toml:"orders"`
	Lapsed []Lapse        `toml:"lapsed"`
	// Fired tells which order made which decision: the record marks those
	// decisions "{order}" alone, and an undo that takes one back restores
	// the order it used (RestoreOrders).
	Fired []Firing `toml:"fired,omitempty"`
	// Keys are the latest requests carried out (a mail's identity), so
	// that a request read again after a stopped run is not done twice.
	Keys []string `toml:"keys,omitempty"`
	// Pending is set only while the game file is written: what the book
	// was before, to take back if the game file was not written (recover).
	Pending *pendingWrite `toml:"pending,omitempty"`
	// path is the orders file; changed tells that the book differs from it.
	path    string
	changed bool
	// last is the last decision the command adds to the game, if any.
	last *Ply
}

// Firing is one decision an order made.
type Firing struct {
	// Ply is the decision's number; Order the order as it stood before it
	// fired.
	Ply   int   `toml:"ply"`
	Order Order `toml:"order"`
}

// pendingWrite is an orders file's note of a write of its game file under
// way: the game file is written between two writes of the orders file,
// the first with this note, the second without. Whatever stops the write
// in between, the next command reads the game file and keeps the book (the
// game holds the note's last decision) or takes back the book before it
// (it does not): no order is lost, and none fires twice.
type pendingWrite struct {
	// Plies is the number of the last decision the write adds, and Line
	// that decision as the record has it (pendingLine).
	Plies int    `toml:"plies"`
	Line  string `toml:"line"`
	// Last, Orders, Lapsed, Fired and Keys are the book before the write.
	Last   map[string]int `toml:"last"`
	Orders []Order        `toml:"orders"`
	Lapsed []Lapse        `toml:"lapsed"`
	Fired  []Firing       `toml:"fired,omitempty"`
	Keys   []string       `toml:"keys,omitempty"`
}

// pendingLine is a decision as a pending write notes it.
func pendingLine(p Ply) string { return fmt.Sprintf("%d %s: %s {%s}", p.N, p.Name, p.Move, p.Comment) }

// snapshot is the book as it is now, as a pending write keeps it.
func (b *OrderBook) snapshot() pendingWrite {
	return pendingWrite{Last: maps.Clone(b.Last), Orders: slices.Clone(b.Orders), Lapsed: slices.Clone(b.Lapsed),
		Fired: slices.Clone(b.Fired), Keys: slices.Clone(b.Keys)}
}

// expect notes the last decision the command adds to the game.
func (b *OrderBook) expect(plies []Ply) {
	if len(plies) > 0 {
		b.last = &plies[len(plies)-1]
	}
}

// recover settles a write of the game file that stopped half way (see
// pendingWrite), given the game as it is, r.
func (b *OrderBook) recover(r *Replay) {
	p := b.Pending
	if p == nil {
		return
	}
	if p.Plies < 1 || len(r.Plies) < p.Plies || pendingLine(r.Plies[p.Plies-1]) != p.Line {
		b.Last, b.Orders, b.Lapsed, b.Fired, b.Keys = p.Last, p.Orders, p.Lapsed, p.Fired, p.Keys // the game file was not written
	}
	b.Pending = nil
	b.changed = true
}

// ordersFileHeader is written above the TOML of an orders file.
const ordersFileHeader = "# Standing orders: private to each player, kept by the host (mode 0600).\n" +
	"# The game file records only the decisions they made.\n"

// readOrderBook reads the orders of the game f, an empty book when it has
// none.
func readOrderBook(f *File) (*OrderBook, error) {
	path := linkTarget(f.Path) + OrdersSuffix
	b := &OrderBook{Game: f.Header.ID, path: path}
	data, err := os.ReadFile(path)
	if errors.Is(err, fs.ErrNotExist) {
		return b, nil
	}
	if err != nil {
		return nil, fmt.Errorf("read the orders of %s: %w", f.Path, err)
	}
	if _, err := toml.Decode(string(data), b); err != nil {
		return nil, fmt.Errorf("%w: %s: %v", ErrGameFile, path, err)
	}
	if b.Game != f.Header.ID {
		return nil, fmt.Errorf("%w: %s holds the orders of game %s, not %s", ErrGameFile, path, b.Game, f.Header.ID)
	}
	return b, nil
}

// write writes the book to its file, made with mode 0600 when new, and
// replaced atomically. The caller holds the game's lock.
func (b *OrderBook) write() error {
	var buf bytes.Buffer
	buf.WriteString(ordersFileHeader)
	if err := toml.NewEncoder(&buf).Encode(b); err != nil {
		return err
	}
	if _, err := os.Stat(b.path); errors.Is(err, fs.ErrNotExist) {
		// Made empty first, so that WriteFile keeps its private mode.
		nf, err := os.OpenFile(b.path, os.O_WRONLY|os.O_CREATE|os.O_EXCL|NoFollow, 0o600)
		if err != nil && !errors.Is(err, fs.ErrExist) {
			return fmt.Errorf("write %s: %w", b.path, err)
		}
		if nf != nil {
			nf.Close()
		}
	}
	// Written under the game's lock, through one fixed temporary name that
	// the next write of the game removes if a kill left it
	// (removeStaleTemps).
	if err := writeLocked(b.path, buf.Bytes()); err != nil {
		return err
	}
	b.changed = false
	return nil
}

// of lists the orders of player, by number.
func (b *OrderBook) of(player string) []Order {
	var out []Order
	for _, o := range b.Orders {
		if o.Player == player {
			out = append(out, o)
		}
	}
	slices.SortFunc(out, func(x, y Order) int { return x.Number - y.Number })
	return out
}

// lapsesOf lists the lapses of player, oldest first.
func (b *OrderBook) lapsesOf(player string) []Lapse {
	var out []Lapse
	for _, l := range b.Lapsed {
		if l.Player == player {
			out = append(out, l)
		}
	}
	return out
}

// add gives o the player's next number and keeps it.
func (b *OrderBook) add(o Order) Order {
	if b.Last == nil {
		b.Last = map[string]int{}
	}
	b.Last[o.Player]++
	o.Number = b.Last[o.Player]
	b.Orders = append(b.Orders, o)
	b.changed = true
	return o
}

// remove drops the order of player numbered n, reporting whether it was
// there.
func (b *OrderBook) remove(player string, n int) bool {
	i := slices.IndexFunc(b.Orders, func(o Order) bool { return o.Player == player && o.Number == n })
	if i < 0 {
		return false
	}
	b.Orders = slices.Delete(b.Orders, i, i+1)
	b.changed = true
	return true
}

// lapse drops o and tells its owner why, keeping the owner's latest
// lapses; the owner's other orders are held at this decision.
func (b *OrderBook) lapse(o Order, ply int, reason string) {
	b.tell(o, Lapse{Ply: ply, Reason: reason, Holds: b.Last[o.Player]})
}

// end drops o, whose stretch of play is over, and tells its owner: the
// order did what it said, so the owner's other orders go on.
func (b *OrderBook) end(o Order, ply int, reason string) {
	b.tell(o, Lapse{Ply: ply, Reason: reason})
}

// tell drops o and keeps l, what became of it, among the owner's latest.
func (b *OrderBook) tell(o Order, l Lapse) {
	b.remove(o.Player, o.Number)
	l.Player, l.Number, l.Text = o.Player, o.Number, o.Text
	b.Lapsed = append(b.Lapsed, l)
	if n := len(b.lapsesOf(o.Player)); n > maxLapses {
		i := slices.IndexFunc(b.Lapsed, func(l Lapse) bool { return l.Player == o.Player })
		b.Lapsed = slices.Delete(b.Lapsed, i, i+1)
	}
	b.changed = true
}

// held reports whether o waits for its owner to decide, because an order
// of theirs lapsed at the decision the owner faces (see Lapse.Holds).
func (b *OrderBook) held(r *Replay, o Order) bool {
	for _, l := range b.Lapsed {
		if l.Player == o.Player && l.Holds >= o.Number && !r.decidedFrom(o.Player, l.Ply) {
			return true
		}
	}
	return false
}

// decidedFrom reports whether player made a decision numbered ply or
// later.
func (r *Replay) decidedFrom(player string, ply int) bool {
	for _, p := range r.Plies[min(max(ply-1, 0), len(r.Plies)):] {
		if p.Name == player {
			return true
		}
	}
	return false
}

// maxKeys is how many request keys an orders file keeps: far more than
// the mails one run of the inbox can leave half done.
const maxKeys = 64

// done reports whether the request key was carried out already, and
// notes it as carried out otherwise. An empty key is never done.
func (b *OrderBook) done(key string) bool {
	if key == "" {
		return false
	}
	if slices.Contains(b.Keys, key) {
		return true
	}
	b.Keys = append(b.Keys, key)
	if len(b.Keys) > maxKeys {
		b.Keys = slices.Delete(b.Keys, 0, len(b.Keys)-maxKeys)
	}
	b.changed = true
	return false
}

// orderMark is the comment of a decision an order made: the word alone,
// so that the shared record tells that an order played, as the issue
// allows, but not which of its owner's orders, nor how many they gave.
const orderMark = "order"

// fired notes that o made decision ply.
func (b *OrderBook) fired(o Order, ply int) {
	b.Fired = append(b.Fired, Firing{Ply: ply, Order: o})
	b.changed = true
}

// firedBy returns the number of the order that made decision p, 0 when
// none did. Files written before marks lost their number ("{order 2}")
// say it in the mark; otherwise the book's Fired does, checked against
// the record, so that a note the record no longer bears out (an undo the
// book did not see) counts for nothing.
func (b *OrderBook) firedBy(p *Ply) int {
	if n, ok := markNumber(p.Comment); ok && n > 0 {
		return n
	}
	if p.Comment != orderMark {
		return 0
	}
	for i := len(b.Fired) - 1; i >= 0; i-- {
		if f := b.Fired[i]; f.Ply == p.N && f.Order.Player == p.Name {
			return f.Order.Number
		}
	}
	return 0
}

// reconcile brings the book up to date with the record of r: an order
// that fires once and whose decision the record holds already is spent
// (recover does that after a stopped write; the record's mark and the
// book's Fired say it again, should an orders file be restored from a
// backup); a pre-move ("next MOVE") whose owner's next decision was made
// otherwise since it was given is spent too: a player acting in person
// overrides it, and so does an order of theirs that came first.
func (b *OrderBook) reconcile(r *Replay) {
	for _, o := range slices.Clone(b.Orders) {
		fired, other := b.decidedSince(r, o)
		switch {
		case fired != nil && o.End == EndOnce:
			b.remove(o.Player, o.Number)
		case other != nil && isPreMove(o.Text) && isOrderMark(other.Comment):
			b.lapse(o, other.N, fmt.Sprintf("your order %d made decision %d first", b.firedBy(other), other.N))
		case other != nil && isPreMove(o.Text):
			b.lapse(o, other.N, "you decided in person first")
		}
	}
}

// decidedSince returns the first decision o's owner made since o was
// given that o made (fired), and the first that o did not make (other).
func (b *OrderBook) decidedSince(r *Replay, o Order) (fired, other *Ply) {
	for i := min(max(o.Since-1, 0), len(r.Plies)); i < len(r.Plies); i++ {
		p := &r.Plies[i]
		mine := p.Name == o.Player && isOrderMark(p.Comment) && b.firedBy(p) == o.Number
		switch {
		case p.Name != o.Player:
		case mine && fired == nil:
			fired = p
		case !mine && other == nil:
			other = p
		}
	}
	return fired, other
}

// isOrderMark reports whether comment marks a decision an order made:
// "order", or "order N" as files written before the number left the
// record have it.
func isOrderMark(comment string) bool {
	if comment == orderMark {
		return true
	}
	_, ok := markNumber(comment)
	return ok
}

// markNumber reads the number of an old mark, "order N".
func markNumber(comment string) (int, bool) {
	n, ok := strings.CutPrefix(comment, orderMark+" ")
	if !ok {
		return 0, false
	}
	v, err := strconv.Atoi(n)
	return v, err == nil
}
