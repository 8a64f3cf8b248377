package palazzo

import (
	"slices"
	"strconv"

	"github.com/pbem-games/pbem/engine"
)

// numQuarries is the number of quarries around the supply.
const numQuarries = 4

// phase says which decision the game awaits.
type phase uint8

const (
	phaseAction       phase = iota // the active player chooses money, draw or a transform
	phaseTake                      // revealed money cards are being kept
	phaseBuyOrAuction              // after a draw: buy from the supply or auction
	phaseBid                       // an auction is running
	phasePick                      // a distribution: the actor picks a tile
	phaseBuild                     // the actor builds or discards acquired tiles
	phaseOver                      // the fifth rider has appeared
)

var phaseNames = [...]string{"action", "take", "buy-or-auction", "bid", "pick", "build", "over"}

// player is one seat's hand and palaces.
type player struct {
	hand    CardSet
	palaces []palace
}

// lot is the content of a quarry being auctioned or distributed.
type lot struct {
	quarry       int // 0-based
	tiles        []Tile
	distributing bool
	picked       int    // players who have picked so far in a distribution
	bids         []Bid  // per seat, while bidding
	out          []bool // per seat: has passed
}

// state is a Palazzo game in progress. It implements engine.State.
type state struct {
	names    []string
	stacks   [3][]Tile // face down, per back; the next tile is the last element
	supply   []Tile
	quarries [numQuarries][]Tile
	// architect is the 0-based quarry the architect stands on.
	architect int
	riders    int
	deck      []Card // face down; the next card is the last element
	discard   []Card
	revealed  CardSet // the money cards shown, being kept
	players   []player
	phase     phase
	active    engine.Seat // whose turn it is
	actor     engine.Seat // whose decision is awaited
	lot       lot
	// pending holds the tiles the actor acquired and must build or discard.
	pending []Tile
	// pendingRoom is the room acquire gives pending the first time, nil
	// once given (pending stays nil until then: a new game's is).
	pendingRoom []Tile
	// palaceRoom is where carveTiles carves new palaces and quarries from.
	palaceRoom []Tile
	// bidRoom and outRoom back lot.bids and lot.out: every auction of a
	// game reuses them (two allocations an auction were 6 % of a random
	// game's). No one keeps a lot's slices once its auction is over.
	bidRoom []Bid
	outRoom []bool
	// additionRoom is where raises carve their bids' additions from.
	additionRoom []CardSet
	// room is where Apply carves its events from (engine.EventRoom).
	room engine.EventRoom
	// drawn is RandomMove's note of the purchase or raise it drew, whose
	// checks perform may skip (drawn.go).
	drawn drawnMove
	// walks is RandomMove's room for payment walks (payWalks), nil until
	// its first purchase or raise; a clone makes its own.
	walks *[numNatural]exactWalk
	// buyRoom and bidMoveRoom hold the purchases and the raises of more
	// than two cards that RandomMove hands out, boxed in place
	// (boxed_room.go); a clone starts rooms of its own.
	buyRoom     moveRoom[BuyMove]
	bidMoveRoom moveRoom[BidMove]
	// pub is set in a public state only (public.go): one made from a
	// sealed game's outcomes, holding what the Observer knows.
	pub publicPart
}

var _ engine.State = (*state)(nil)

// seatNumbers backs the slices ToAct returns. It is never written: random
// players call ToAct twice per decision, and a fresh one-seat slice each
// time was a tenth of their allocations.
var seatNumbers = [...]engine.Seat{0, 1, 2, 3}

// seatLists holds the one-seat slices of seatNumbers that ToAct returns,
// made once: slicing at each call cost its bounds checks.
var seatLists = [len(seatNumbers)][]engine.Seat{seatNumbers[0:1:1], seatNumbers[1:2:2], seatNumbers[2:3:3], seatNumbers[3:4:4]}

// ToAct returns the seat whose decision is awaited, or nothing once the
// game is over. The slice is shared and must not be modified; its capacity
// is its length, so appending to it copies.
func (st *state) ToAct() []engine.Seat {
	if st.phase == phaseOver {
		return nil
	}
	return seatLists[st.actor&3] // a game has at most 4 seats
}

// Clone returns a deep copy.
func (st *state) Clone() engine.State { return st.clone() }

func (st *state) clone() *state {
	c := *st
	for i := range c.stacks {
		c.stacks[i] = slices.Clone(st.stacks[i])
	}
	c.supply = slices.Clone(st.supply)
	for i := range c.quarries {
		c.quarries[i] = slices.Clone(st.quarries[i])
	}
	c.deck = slices.Clone(st.deck)
	c.discard = slices.Clone(st.discard)
	c.players = make([]player, len(st.players))
	for i, p := range st.players {
		c.players[i] = player{hand: p.hand, palaces: make([]palace, len(p.palaces))}
		for j, pal := range p.palaces {
			c.players[i].palaces[j] = slices.Clone(pal)
		}
	}
	c.lot.tiles = slices.Clone(st.lot.tiles)
	c.lot.bids = slices.Clone(st.lot.bids)
	c.lot.out = slices.Clone(st.lot.out)
	c.pending = slices.Clone(st.pending)
	c.pendingRoom = nil // the original's, for its own pending tiles
	c.palaceRoom = nil  // carving from the original's room would share it
	c.bidRoom, c.outRoom = nil, nil
	c.additionRoom = nil // the original carves further into its own
	c.room = engine.EventRoom{}
	c.drawn = drawnMove{} // a resampled copy must check its moves again
	c.walks = nil         // scratch: two states must not walk in one room
	c.buyRoom, c.bidMoveRoom = moveRoom[BuyMove]{}, moveRoom[BidMove]{}
	return &c
}

// next returns the seat clockwise after s.
// (A comparison, not a remainder: a division by a variable takes tens of
// cycles, and turns and auctions pass the seat on at most decisions.)
func (st *state) next(s engine.Seat) engine.Seat {
	switch n := engine.Seat(len(st.players)); {
	case s+1 >= 0 && s+1 < n:
		return s + 1
	case s+1 == n:
		return 0
	default: // not a seat of the game: as the remainder has it
		return (s + 1) % n
	}
}

// popStack draws the next face-down tile from the lowest stack that still
// has one. It returns the zero Tile when every stack is empty, which the
// riders in stack III prevent (ruling A3).
func (st *state) popStack() Tile {
	for i := range st.stacks {
		if n := len(st.stacks[i]); n > 0 {
			t := st.stacks[i][n-1]
			st.stacks[i] = st.stacks[i][:n-1]
			return t
		}
	}
	return Tile{}
}

// price is what one supply tile costs (ruling A1): 10 minus the tiles in
// the supply, never below 0. It holds in the buy-or-auction phase only,
// after the draw; the view shows it then alone.
func (st *state) price() int {
	return max(0, data().Price.Base-len(st.supply))
}

// endTurn passes the turn to the left of the active player.
func (st *state) endTurn() {
	st.active = st.next(st.active)
	st.actor = st.active
	st.phase = phaseAction
	st.lot = lot{}
	st.pending = st.pending[:0]
}

// illegal returns an error wrapping engine.ErrIllegal with a sentence.
var illegal = engine.Illegalf

// expecting describes the decision the game awaits, for errors that refuse
// a move made at the wrong moment.
func (st *state) expecting() string { return english().Message(st.awaiting(engine.Observer)) }

// awaiting is the message that describes the decision the game awaits,
// as seat s may read it: only the actor's own view may say what their
// cards allow (the Observer's is what anyone may read).
func (st *state) awaiting(s engine.Seat) engine.Message {
	switch st.phase {
	case phaseAction:
		return st.actionAwaiting()
	case phaseTake:
		return engine.Msg("await.take", strconv.Itoa(st.takeCount()))
	case phaseBuyOrAuction:
		return engine.Msg("await.buy-or-auction", strconv.Itoa(st.price()))
	case phaseBid:
		return st.bidAwaiting(s)
	case phasePick:
		return engine.Msg("await.pick", strconv.Itoa(st.lot.quarry+1))
	case phaseBuild:
		return engine.Msg("await.build", joinTiles(st.pending))
	}
	return engine.Msg("await.over")
}

// inPhase refuses verb unless the game is in phase p.
// The refusal is a call of its own, so that the test inlines into every
// move's checks.
func (st *state) inPhase(p phase, verb string) error {
	if st.phase != p {
		return st.notInPhase(verb)
	}
	return nil
}

// notInPhase refuses verb in the phase the game is in.
func (st *state) notInPhase(verb string) error {
	return illegal("you cannot %s now: you must %s", verb, st.expecting())
}
