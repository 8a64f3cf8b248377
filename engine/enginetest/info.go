package enginetest

import "github.com/pbem-games/pbem/engine"

// playerRange and gameID are the only places the suite asks a game what it
// is, so that a change in how engine.Game describes itself is one edit.

// playerRange returns the fewest and most players g supports.
func playerRange(g engine.Game) (lo, hi int) { return g.Players() }

// gameID returns the id g is known by in game files.
func gameID(g engine.Game) string { return g.ID() }
