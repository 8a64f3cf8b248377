package princes

import "github.com/pbem-games/pbem/engine"

// The move types below are the decisions of The Princes of Florence. All
// are comparable values. Cards are indexes into the data file's tables:
// professions 0–20, bonus cards 0–19, prestige cards 0–13; stacks are
// indexes into the auction's stacks (forest, lake, park, jester, builder,
// prestige, recruiting).

// KeepMove keeps three of the four professions dealt before round 1,
// ascending. Every player makes it, in any order.
type KeepMove struct{ Cards [3]int8 }

// OpenMove opens the auction of a stack at the opening price.
type OpenMove struct{ Stack int8 }

// DeclineMove gives up: a player whose turn it is to open an auction
// leaves the auction phase; the last player without a purchase takes
// nothing.
type DeclineMove struct{}

// BidMove raises the auction by exactly one step, to Price: "bid" alone
// is read as the next price of the auction running, so the record says
// what was bid. A bid written for another price (the auction moved on)
// is refused rather than taken at a price not seen.
type BidMove struct{ Price int }

// PassMove leaves the auction on sale.
type PassMove struct{}

// BuyMove buys an item of Stack at the last price: the one player left
// without a purchase may.
type BuyMove struct{ Stack int8 }

// PlaceMove places the landscape just bought on Cells.
type PlaceMove struct {
	Landscape int8
	Cells     mask
}

// The kinds of card a PickMove keeps.
const (
	pickProfession int8 = iota
	pickBonus
	pickPrestige
)

// PickMove keeps Card, of Kind, from the cards the player looks at; the
// others go under their deck. Under lists them in the order they go under
// (the first listed comes up first), padded with -1; all -1 keeps the
// order they were seen in.
type PickMove struct {
	Kind  int8
	Card  int8
	Under [4]int8
}

// RecruitMove plays a recruiting card: the profession Card, face up beside
// From's principality, goes to the player's hand and the recruiting card
// takes its place.
type RecruitMove struct {
	From engine.Seat
	Card int8
}

// HoldMove keeps a recruiting card just bought for later.
type HoldMove struct{}

// WorkMove completes a work with the profession Card from hand, playing
// the bonus cards of Bonus (bit b for bonus card b) with it, and turning
// Prestige × 200 of the payment into prestige points at once.
type WorkMove struct {
	Card     int8
	Bonus    uint32
	Prestige int8
}

// BuildMove builds a building of Type on Cells.
type BuildMove struct {
	Type  int8
	Cells mask
}

// ProfessionMove pays to look at the top professions and keep one (the
// PickMove that follows).
type ProfessionMove struct{}

// BonusMove pays to look at the top bonus cards and keep one.
type BonusMove struct{}

// FreedomMove introduces freedom Type.
type FreedomMove struct{ Type int8 }

// DoneMove ends the player's turn of the action phase.
type DoneMove struct{}

// SellMove gives back Points prestige points for 100 Florins each; a
// player may do it whenever they are to act.
type SellMove struct{ Points int }

// noUnder is the Under of a PickMove that keeps the order seen.
var noUnder = [4]int8{-1, -1, -1, -1}
