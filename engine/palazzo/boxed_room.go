package palazzo

import (
	"unsafe"

	"github.com/pbem-games/pbem/engine"
)

// A purchase RandomMove draws, and a raise of more than two cards, have
// too many values for the shared tables of boxed.go: converting each to
// an engine.Move copied it to the heap, 20 allocations a random game (a
// purchase at one decision in fourteen, a large raise at one in forty)
// and a tenth of its collector's work. Instead such a move is written
// into a room of the state's, a chunk of moves allocated at once, and
// the engine.Move points at it there. A slot is written once, before its
// move is handed out, and never again (the next move takes the next
// slot, and a full chunk is left to the moves that point into it for a
// new one), so a move handed out stays the value it was, as an interface
// value must. A clone carves from chunks of its own: appending to a
// chunk shared with the original would write a slot the original hands
// out too.

// roomChunk is the number of moves a chunk of a room holds: a random
// game makes about fifteen purchases and five large raises. A new
// game's first chunks are in its setupRoom, bidMoveChunk raises long.
const (
	roomChunk    = 16
	bidMoveChunk = 8
)

// eface is the layout of an engine.Move (an empty interface): its
// dynamic type, and a pointer to its value.
type eface struct {
	typ, data unsafe.Pointer
}

// typeWord is the dynamic type word of the engine.Move m.
func typeWord(m engine.Move) unsafe.Pointer { return (*eface)(unsafe.Pointer(&m)).typ }

// The type words of the moves boxed in place.
var (
	buyMoveType = typeWord(BuyMove{})
	bidMoveType = typeWord(BidMove{})
)

// boxInPlace returns the engine.Move of dynamic type typ whose value is
// *p itself, not a copy: *p must be of that type and must never change.
func boxInPlace(typ, p unsafe.Pointer) engine.Move {
	var m engine.Move
	e := (*eface)(unsafe.Pointer(&m))
	e.typ, e.data = typ, p
	return m
}

// moveRoom is a room of moves of type M, boxed in place: each slot is
// written once.
type moveRoom[M any] struct{ slots []M }

// put writes m to the room's next slot and returns the slot, starting a
// new chunk when the room is full.
func (r *moveRoom[M]) put(m M) unsafe.Pointer {
	if len(r.slots) == cap(r.slots) {
		r.slots = make([]M, 0, roomChunk)
	}
	r.slots = append(r.slots, m)
	return unsafe.Pointer(&r.slots[len(r.slots)-1])
}

// boxBuyInRoom returns m as an engine.Move whose value lives in the
// state's room of purchases.
func (st *state) boxBuyInRoom(m BuyMove) engine.Move {
	return boxInPlace(buyMoveType, st.buyRoom.put(m))
}

// boxBidInRoom returns BidMove{Add: cs} as an engine.Move: a one- or
// two-card raise from the shared table (boxBid), a larger one from the
// state's room of raises.
func (st *state) boxBidInRoom(cs CardSet) engine.Move {
	if i, ok := twoCardIndex(cs); ok {
		return boxedBids.get()[i]
	}
	return boxInPlace(bidMoveType, st.bidMoveRoom.put(BidMove{Add: cs}))
}
