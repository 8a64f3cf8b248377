package engine

import "math/rand/v2"

// SearchMover is implemented by games whose legal move lists can be long
// (every way to pay, every square a tile may go on, every amount of an
// offer): a computer player searching the game tries only the moves
// SearchMoves returns, a small set that still holds every real choice
// (one payment of each amount, the best few squares). Without it a search
// tries every legal move.
type SearchMover interface {
	// SearchMoves returns the moves of seat s in st worth searching,
	// chosen from legal (its legal moves, in Legal's order) and in a
	// stable order: never empty when legal is not, and only moves Apply
	// accepts. It must depend on nothing s cannot see (only on st's view
	// of s and on legal), since a fair player calls it on states whose
	// hidden parts are guesses.
	SearchMoves(st State, s Seat, legal []Move) []Move
}

// RolloutPolicy is implemented by games that know a better way than a
// uniformly random legal move to finish a game quickly and plausibly: a
// search plays its simulated games with it. Like SearchMoves it sees a
// state whose hidden parts are guesses, and must draw any chance it needs
// from rng alone.
type RolloutPolicy interface {
	// RolloutMove returns one of legal (seat s's legal moves in st, never
	// empty) to play in a simulated game.
	RolloutMove(st State, s Seat, legal []Move, rng *rand.Rand) Move
}
