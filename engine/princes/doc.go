// Package princes is the rules engine for The Princes of Florence by
// Wolfgang Kramer and Richard Ulrich (alea, 2000), for 3 to 5 players,
// game id "princes": seven rounds of auctions for landscapes, jesters,
// builders and cards, then actions that build a principality and have
// artists and scholars complete works for money and prestige.
//
// The component data is data/princes.toml, decoded strictly and checked
// against the counts of the rule text (data.go, check.go, cards.go).
// Principalities are 7 × 7 grids held as bit masks (grid.go, domain.go).
// The game starts with every player keeping 3 of 4 professions at once
// (setup.go), then each round has its auction phase (auction*.go) and
// action phase (action.go, work.go, build.go, recruit.go, pick.go),
// ended by round.go; score.go scores the prestige cards and the result.
// Views are view*.go; the notation is notation.go, documented in
// docs/notation/princes.md, and the rules as played, with every ruling,
// in docs/rules/princes.md.
//
// Several values (the building and landscape shapes, the unlimited bank)
// are reconstructions, marked reconstructed = true in the data file and
// listed in docs/rules/princes.md, so that real values can replace them.
package princes
