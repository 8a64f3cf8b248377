package palazzo

// setupRoom is the memory of a new game's state that Setup allocates at
// once: the state, and the rooms it would otherwise allocate one by one,
// at the setup (its names, players and their palaces' lists) or at its
// first auction (bidRoom, outRoom), raise (additionRoom), palace or quarry
// (palaceRoom) and payment walk (walks), the first chunks of its rooms
// of boxed purchases and raises (boxed_room.go), and its pending tiles. Allocated apart they were about
// a sixth of a random game's allocations. The rooms are the state's own
// as before: a clone allocates its own (see clone), and what the state
// carves from them follows the rules of their carving.
type setupRoom struct {
	st        state
	names     [maxPlayers]string
	players   [maxPlayers]player
	palaces   [maxPlayers * setupPalaces]palace
	walks     [numNatural]exactWalk
	bids      [maxPlayers]Bid
	out       [maxPlayers]bool
	additions [additionsChunk]CardSet
	tiles     [palaceChunk * palaceFloors]Tile
	buys      [roomChunk]BuyMove
	bidMoves  [bidMoveChunk]BidMove
	pending   [setupPending]Tile
}

// setupPending is the room for the tiles a player acquires (a purchase's
// one or two, an auction's quarry) that a new game keeps for its pending
// list (acquire): its first acquisitions grew it from nothing, one or two
// allocations a game. A larger quarry grows it as before.
const setupPending = 16

// defaultNames are the names gamedata.SeatNames gives unnamed seats ("P"
// and the seat's number), written once: random games name no seat.
var defaultNames = [maxPlayers]string{"P1", "P2", "P3", "P4"}

// newSetupState returns a state for players (at most maxPlayers) named as
// gamedata.SeatNames(names, players) names them, with its rooms from one
// setupRoom: each player has room for setupPalaces palaces.
func newSetupState(names []string, players int) *state {
	r := new(setupRoom)
	for i := range players {
		if r.names[i] = defaultNames[i]; i < len(names) && names[i] != "" {
			r.names[i] = names[i]
		}
	}
	st := &r.st
	st.names = r.names[:players:players]
	st.players = r.players[:players:players]
	for i := range st.players {
		st.players[i].palaces = r.palaces[i*setupPalaces : i*setupPalaces : (i+1)*setupPalaces]
	}
	st.walks = &r.walks
	st.bidRoom, st.outRoom = r.bids[:players:players], r.out[:players:players]
	st.additionRoom = r.additions[:0:len(r.additions)]
	st.palaceRoom = r.tiles[:0:len(r.tiles)]
	st.buyRoom.slots, st.bidMoveRoom.slots = r.buys[:0:len(r.buys)], r.bidMoves[:0:len(r.bidMoves)]
	st.pendingRoom = r.pending[:0:len(r.pending)]
	return st
}

// setupSupply is the supply's room from the setup on: it holds one tile
// then, one more at each draw, and a purchase takes some away.
const setupSupply = 8

// copyStacks copies the data's stacks into one list of tiles with room
// for the riders (in stack III) and for the supply, which Setup used to
// allocate apart (three stacks, and the supply's growth). Each slice's
// capacity ends where the next one's room begins.
func (st *state) copyStacks(d *components) {
	n := d.Setup.Riders + setupSupply
	for i := range st.stacks {
		n += len(d.stacks[i])
	}
	tiles := make([]Tile, 0, n)
	for i := range st.stacks {
		room := len(d.stacks[i])
		if i == 2 {
			room += d.Setup.Riders
		}
		at := len(tiles)
		tiles = append(tiles, d.stacks[i]...)
		st.stacks[i] = tiles[at : len(tiles) : at+room]
		tiles = tiles[:at+room]
	}
	st.supply = tiles[len(tiles):]
}

// newDeck copies the data's deck into st.deck with, behind it, room for
// the discard pile, which never holds more: one allocation for both.
func (st *state) newDeck() {
	deck := data().deck
	cards := make([]Card, 2*len(deck))
	st.deck = cards[:len(deck):len(deck)]
	copy(st.deck, deck)
	st.discard = cards[len(deck):len(deck)]
}

// acquire makes tiles the actor's pending tiles, in the room the setup
// kept for them when the list is still nil.
func (st *state) acquire(tiles ...Tile) {
	if st.pending == nil {
		st.pending, st.pendingRoom = st.pendingRoom, nil
	}
	st.pending = append(st.pending[:0], tiles...)
}
