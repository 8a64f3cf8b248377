// Package princes will be the rules engine for The Princes of Florence by
// Wolfgang Kramer and Richard Ulrich (alea, 2000), for 3 to 5 players:
// seven rounds of auctions for landscapes, jesters, builders and cards,
// then actions that build a principality and have artists and scholars
// complete works for money and prestige. Its game id will be "princes".
//
// So far it holds only the component data: data/princes.toml, decoded
// strictly and checked against the counts of the rule text by data.go and
// check.go. The game is not yet in games.All: it has no rules, notation
// or views yet.
//
// Several values (the building and landscape shapes, the unlimited bank)
// are reconstructions, marked reconstructed = true in the data file and
// listed in docs/rules/princes.md, so that real values can replace them.
package princes
