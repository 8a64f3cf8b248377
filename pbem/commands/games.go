package commands

import (
	list "github.com/pbem-games/pbem/games"
	"github.com/pbem-games/pbem/pbem"
)

// games is every game this pbem plays: the one list of package games,
// where a new game is one line. It is kept there, not here, so that the
// tests of other packages can read it too.
var games = pbem.Games(list.All)
