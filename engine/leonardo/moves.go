package leonardo

import "github.com/pbem-games/pbem/engine"

// The move types below are the decisions of Leonardo. All are comparable
// values. Spaces are their numbers, 1 to 32; players are seats: a side
// (a player, or an alliance of several) acts through its leader.

// PartyMove chooses a party in secret, every player at once before the
// first turn: Guelph (the Pope's) or Ghibelline (the Emperor's).
type PartyMove struct{ Party int8 }

// ArtMove buys N art works before the draw, at the art price each, and
// lays the i-th drawn on palace On[i] (On holds N spaces; a space may
// come several times).
type ArtMove struct {
	N  int8
	On [4]int8
}

// RollMove draws the number 1 to 12 that moves the side's pawn (each
// member of an alliance draws one).
type RollMove struct{}

// ChooseMove keeps one of the numbers an alliance's members drew.
type ChooseMove struct{ Value int8 }

// BuyMove buys the street or bridge landed on at its price, or, on
// Piazza Maggiore, the top administration.
type BuyMove struct{}

// AuctionMove auctions the street or bridge landed on instead of buying it.
type AuctionMove struct{}

// BidMove bids Amount Florins in an auction of a street or bridge.
type BidMove struct{ Amount int }

// PassMove declines what is offered now: buying or auctioning a space,
// opening a market, bidding, an administration's move or soldier.
type PassMove struct{}

// MarketMove opens a market on the market space landed on.
type MarketMove struct{}

// StakeMove stakes Amount Florins on Product at a market.
type StakeMove struct {
	Product int8
	Amount  int
}

// ShiftMove is an administration owner's move of the pawn of Target, who
// landed on its space, by Steps (−5 to +5, not 0) spaces.
type ShiftMove struct {
	Target engine.Seat
	Steps  int8
}

// RemoveSoldierMove is an administration owner's removal of one soldier of
// Target, who landed on its message space.
type RemoveSoldierMove struct{ Target engine.Seat }

// Lot is one side of a trade: spaces (bit n for space n) with their art
// works, and Florins.
type Lot struct {
	Spaces  uint64
	Florins int
}

// OfferMove offers To a trade in the negotiation: Give for Get.
type OfferMove struct {
	To        engine.Seat
	Give, Get Lot
}

// AcceptMove accepts what From proposes (a trade or an alliance).
type AcceptMove struct{ From engine.Seat }

// DeclineMove refuses what From proposes.
type DeclineMove struct{ From engine.Seat }

// WithdrawMove takes back what the player proposed to To.
type WithdrawMove struct{ To engine.Seat }

// AllyMove proposes an alliance to With (both sides must be of one party).
type AllyMove struct{ With engine.Seat }

// DoneMove ends the player's part of the negotiation.
type DoneMove struct{}
