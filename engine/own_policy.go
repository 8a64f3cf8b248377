package engine

import "math/rand/v2"

// OwnPolicy is implemented by games with a rules-of-thumb player good
// enough that a search should play its own seat's simulated decisions by
// it, while the other seats keep the RolloutPolicy (or uniformly random
// moves). A uniformly random rollout plays the searching seat as badly as
// everyone else: in a game where a careless player ruins itself (Leonardo:
// spending the purse means bankruptcy), every move then looks alike, and
// the search cannot see what a careful continuation would keep. With
// OwnPolicy each simulated game asks "what if I play this move and then
// sensibly", and the search improves on the rules of thumb rather than on
// a random player. Like RolloutPolicy it sees a state whose hidden parts
// are guesses drawn from the seat's view, and must draw any chance it
// needs from rng alone.
type OwnPolicy interface {
	// OwnRolloutMove returns one of legal (seat s's legal moves in st,
	// never empty) for s, the searching seat, in a simulated game.
	OwnRolloutMove(st State, s Seat, legal []Move, rng *rand.Rand) Move
}
