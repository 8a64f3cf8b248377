// Package games is the one list of the games this pbem plays. A new game
// is one line in All; nothing else lists them: the command line, the
// example replays, the benchmarks and the tests all read this list.
//
// DESIGN.md had the list in main.go. It lives in its own package so that
// the tests of pbem and examples can import it: they cannot import a main
// package, and pbem cannot hold the list, since the games' own tests
// import pbem. It imports only engine and the games, never pbem.
package games

import (
	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/engine/leonardo"
	"github.com/pbem-games/pbem/engine/palazzo"
	"github.com/pbem-games/pbem/engine/patrician"
	"github.com/pbem-games/pbem/engine/princes"
)

// All is every game this pbem plays, in the order `pbem games` lists them.
// Callers must not change it.
var All = []engine.Game{
	palazzo.Game{},
	patrician.Game{},
	princes.Game{},
	leonardo.Game{},
}
