package main

import (
	"github.com/pbem-games/pbem/engine/palazzo"
	"github.com/pbem-games/pbem/engine/patrician"
	"github.com/pbem-games/pbem/pbem"
)

// games is every game this pbem plays, in the order `pbem games` lists
// them. A new game is one line here.
var games = pbem.Catalog{palazzo.Game{}, patrician.Game{}}
