package leonardo

// STUB (the turn engineer replaces this file): auctions of streets and bridges.

// auctionState is the auction of a street or bridge.
type auctionState struct{}

func (a auctionState) clone() auctionState { return a }
