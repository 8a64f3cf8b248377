package palazzo

// The move types below are the decisions of Palazzo, one type per verb.
// All are comparable values: cards travel as CardSets, tiles as Tile
// values, palaces as 0-based indexes into the mover's palaces.

// MoneyMove is the take-money action: reveal players+1 money cards.
type MoneyMove struct{}

// TakeMove keeps revealed money cards: 2 for the active player, 1 for the others.
type TakeMove struct{ Cards CardSet }

// DrawMove is the buy-or-auction action: draw 2 tiles, then buy or auction.
type DrawMove struct{}

// BuyMove buys 1 or 2 tiles from the supply in one payment. Tiles[1] is the
// zero Tile when one tile is bought; two tiles are held in tile order.
type BuyMove struct {
	Tiles [2]Tile
	Pay   CardSet
}

// AuctionMove auctions the next quarry holding tiles (or distributes it).
type AuctionMove struct{}

// BidMove raises the mover's bid by adding cards to it.
type BidMove struct{ Add CardSet }

// PassMove leaves the bidding; the mover takes back the cards bid.
type PassMove struct{}

// PickMove takes one tile free in a distribution.
type PickMove struct{ Tile Tile }

// NewPalace is the Palace of a BuildMove that starts a new palace.
const NewPalace = -1

// BuildMove builds an acquired tile on top of palace Palace, or starts a
// new palace when Palace is NewPalace.
type BuildMove struct {
	Tile   Tile
	Palace int
}

// DiscardMove removes an acquired tile from the game.
type DiscardMove struct{ Tile Tile }

// ExtractMove is a transform: floor Floor of palace Palace becomes a new
// 1-floor palace. Pay is the one card the transform costs.
type ExtractMove struct {
	Palace int
	Floor  int
	Pay    Card
}

// InsertMove is a transform: the 1-floor palace From goes into palace Into.
type InsertMove struct {
	From, Into int
	Pay        Card
}

// RemoveMove is a transform: the 1-floor palace Palace leaves the game.
type RemoveMove struct {
	Palace int
	Pay    Card
}

// tiles lists the tiles of a purchase.
func (m BuyMove) tiles() []Tile {
	if m.Tiles[1].IsZero() {
		return m.Tiles[:1]
	}
	return m.Tiles[:]
}
