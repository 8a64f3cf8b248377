// Package palazzo is the rules engine for Palazzo by Reiner Knizia (alea,
// 2005), for 2 to 4 players: building palaces floor by floor from tiles
// bought, auctioned or shared out, paid for in three currencies and jokers.
//
// Game implements engine.Game. Each decision is a move of its own type
// (MoneyMove, TakeMove, DrawMove, BuyMove, AuctionMove, BidMove, PassMove,
// PickMove, BuildMove, DiscardMove, ExtractMove, InsertMove, RemoveMove),
// written in a short notation:
//
//	money                     take r5 s3
//	draw                      buy 1b1 3m2 pay r4 r5
//	auction                   bid r5 c2        pass
//	pick 3m2                  build 3m2 on a   build 3m2 new   discard 3m2
//	extract a3 pay r5         insert c into a pay r5   remove c pay r5
//
// The component data (tiles, stacks, scoring) is in data/palazzo.toml; the
// tile backs are a reconstruction. docs/rules/palazzo.md gives the rules as
// played, with every ruling, and docs/notation/palazzo.md the notation.
package palazzo
