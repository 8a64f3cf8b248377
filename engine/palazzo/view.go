package palazzo

import (
	"github.com/pbem-games/pbem/engine"
)

// View is what one seat may know of a Palazzo game: the whole table, the
// number of cards in each hand and the face-down stacks, and the viewer's
// own hand. It marshals to JSON with the field names below. Its phases
// are action, take, buy-or-auction, bid, pick, build and over.
type View struct {
	// ViewHead holds the viewer, the phase, who is to act and what they
	// must do; its fields open the JSON.
	engine.ViewHead
	Supply []Tile `json:"supply"`
	// Price is what one supply tile costs now, in the buy-or-auction phase:
	// 10 − the tiles in the supply after the draw (ruling A1), never below
	// 0. It is nil (absent in JSON) in every other phase: no tile can be
	// bought then, and before the draw the price is not set yet (it falls
	// by one if the draw puts a tile in the supply, not if a rider comes).
	Price    *int       `json:"price,omitempty"`
	Quarries []Quarry   `json:"quarries"`
	Stacks   StackCount `json:"stacks"`
	// RidersOut counts the riders drawn so far; the last of RidersTotal ends the game.
	RidersOut   int    `json:"riders_out"`
	RidersTotal int    `json:"riders_total"`
	Deck        int    `json:"deck"`
	Discard     int    `json:"discard"`
	Revealed    []Card `json:"revealed,omitempty"`
	// Lot is the quarry being auctioned or distributed, if any.
	Lot     *LotView     `json:"lot,omitempty"`
	Players []PlayerView `json:"players"`
	// Hand is the viewer's own hand, in canonical order; empty for others.
	Hand []Card `json:"hand,omitempty"`
	// Result is the final result, worded in English, once the game is over.
	Result *engine.ResultText `json:"result,omitempty"`

	price int // what Price points at, so a view makes no extra allocation
}

// Quarry is one quarry: its number (1–4), its tiles and whether the
// architect stands on it.
type Quarry struct {
	Number    int    `json:"number"`
	Tiles     []Tile `json:"tiles"`
	Architect bool   `json:"architect,omitempty"`
}

// StackCount is the number of face-down pieces on each back. III counts
// its tiles and its riders together, as they lie face down.
type StackCount struct {
	I   int `json:"I"`
	II  int `json:"II"`
	III int `json:"III"`
}

// LotView is a quarry's tiles being sold: by auction, with each bidder's
// cards on the table, or by distribution.
type LotView struct {
	Quarry       int       `json:"quarry"`
	Tiles        []Tile    `json:"tiles"`
	Distribution bool      `json:"distribution,omitempty"`
	Bids         []BidView `json:"bids,omitempty"`
}

// BidView is one player's place in an auction.
type BidView struct {
	Seat engine.Seat `json:"-"`
	// Player names the bidder (JSON names people, never seats).
	Player string `json:"player"`
	Bid    Bid    `json:"bid"`
	Passed bool   `json:"passed,omitempty"`
}

// PlayerView is one player as everyone sees them.
type PlayerView struct {
	Name    string       `json:"name"`
	Score   int          `json:"score"`
	Hand    int          `json:"hand"`
	Palaces []PalaceView `json:"palaces"`
	// Pending lists tiles acquired but not yet built or discarded.
	Pending []Tile `json:"pending,omitempty"`
}

// PalaceView is one palace: its label (A, B, …), floors bottom to top and
// what it would score now.
type PalaceView struct {
	Label  string `json:"label"`
	Floors []Tile `json:"floors"`
	Score  int    `json:"score"`
}

// revealedCards lists the revealed money cards in canonical order, nil
// when none is shown.
func (st *state) revealedCards() []Card {
	if st.revealed == (CardSet{}) {
		return nil
	}
	return st.revealed.Cards()
}

// View returns what seat s may know; engine.Observer gets the public part.
func (st *state) View(s engine.Seat) engine.View {
	if st.pub.on { // a public state shows every seat the Observer's view
		s = engine.Observer
	}
	tiles := st.newTileArena()
	v := &View{
		ViewHead:  engine.NewViewHead(s, st.names, phaseNames[st.phase], st.ToAct(), st.awaiting(s), english()),
		Supply:    tiles.copy(st.supply),
		Stacks:    StackCount{len(st.stacks[0]), len(st.stacks[1]), len(st.stacks[2])},
		RidersOut: st.riders, RidersTotal: data().Setup.Riders,
		Deck: len(st.deck), Discard: len(st.discard), Revealed: st.revealedCards(),
		Lot: st.lotView(&tiles), Quarries: make([]Quarry, 0, numQuarries),
		Players: make([]PlayerView, 0, len(st.players)),
	}
	if st.phase == phaseBuyOrAuction { // only then, after the draw, is a tile for sale
		v.price = st.price()
		v.Price = &v.price
	}
	for q, pile := range st.quarries {
		v.Quarries = append(v.Quarries, Quarry{Number: q + 1, Tiles: tiles.copy(pile), Architect: q == st.architect})
	}
	for i, p := range st.players {
		v.Players = append(v.Players, st.playerView(engine.Seat(i), p, &tiles))
	}
	if s >= 0 && int(s) < len(st.players) {
		v.Hand = st.players[s].hand.Cards()
	}
	if r, over := st.Result(); over {
		v.Result = loadCatalogues().WordResult(engine.English, r, st.names)
	}
	return v
}

func (st *state) lotView(tiles *tileArena) *LotView {
	if st.phase != phaseBid && st.phase != phasePick && !(st.phase == phaseBuild && st.lot.distributing) {
		return nil
	}
	lv := &LotView{Quarry: st.lot.quarry + 1, Tiles: tiles.copy(st.lot.tiles), Distribution: st.lot.distributing}
	if st.phase == phaseBid {
		lv.Bids = make([]BidView, 0, len(st.lot.bids))
		for i, b := range st.lot.bids {
			lv.Bids = append(lv.Bids, BidView{Seat: engine.Seat(i), Player: st.names[i], Bid: b, Passed: st.lot.out[i]})
		}
	}
	return lv
}

func (st *state) playerView(s engine.Seat, p player, tiles *tileArena) PlayerView {
	pv := PlayerView{Name: st.names[s], Score: playerScore(p), Hand: p.hand.Len() + int(st.pub.unseen[s]),
		Palaces: make([]PalaceView, 0, len(p.palaces))} // [] in JSON, never null
	for i, pal := range p.palaces {
		pv.Palaces = append(pv.Palaces, PalaceView{Label: Label(i), Floors: tiles.copy(pal), Score: palaceScore(pal)})
	}
	if s == st.actor && st.phase == phaseBuild {
		pv.Pending = tiles.copy(st.pending)
	}
	return pv
}

// tileArena hands out copies of tile piles from one allocation. A view
// copies a dozen small piles (supply, quarries, every palace), and the
// conformance suite builds views at many decisions.
type tileArena []Tile

// newTileArena returns an arena with room for every tile a view copies.
func (st *state) newTileArena() tileArena {
	n := len(st.supply) + len(st.lot.tiles) + len(st.pending)
	for _, q := range st.quarries {
		n += len(q)
	}
	for _, p := range st.players {
		for _, pal := range p.palaces {
			n += len(pal)
		}
	}
	return make(tileArena, 0, n)
}

// copy returns a copy of ts that the caller may keep and append to (its
// capacity ends with it, so an append moves it rather than overwriting the
// next copy). An empty pile gives an empty, non-nil slice, so that JSON
// shows [] and never null (an empty slice allocates nothing).
func (a *tileArena) copy(ts []Tile) []Tile {
	if len(ts) == 0 {
		return []Tile{}
	}
	start := len(*a)
	*a = append(*a, ts...)
	return (*a)[start:len(*a):len(*a)]
}
