package engine

// OpponentModeller is implemented by games whose search should put the
// other seats' decisions in its tree (search.Config.OpponentNodes), each
// chosen for that seat's own reward, rather than let them play at random.
// It is a measured choice per game (docs/performance.md): modelling the
// others as random players answers random play well and a good player
// badly, so a game where more search should pay against good play (the
// issue's 10× against 1×) opts in when its arenas show it.
type OpponentModeller interface {
	// SearchOpponents reports whether the search models the other seats
	// as players who play to win.
	SearchOpponents() bool
}
