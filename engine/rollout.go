package engine

import "math/rand/v2"

// A random player, or a search's simulated game, wants one uniformly
// chosen legal move and the state after it: not the whole list of moves,
// and not the events that tell what happened. Building both is most of
// the cost of a random game (docs/performance.md, "Issue 14"), so a game
// may offer the two shortcuts below. Both are optional: RandomMove and
// Rollout fall back to Legal and Apply for a game without them.

// RandomMover is implemented by states that can draw a uniformly random
// legal move without listing every legal move.
type RandomMover interface {
	// RandomMove returns a legal move of seat s, each move of Legal(s)
	// with the same probability 1/len(Legal(s)), drawn from rng; nil when
	// Legal(s) is empty. It does not change the state.
	RandomMove(s Seat, rng *rand.Rand) Move
}

// QuietApplier is implemented by states that can perform a move without
// building its events.
type QuietApplier interface {
	// ApplyQuiet changes the state exactly as Apply(s, m, rng) would,
	// drawing the same chance from rng, and returns the same error, but
	// builds no events.
	ApplyQuiet(s Seat, m Move, rng *rand.Rand) error
}

// RandomMove returns a uniformly random legal move of seat s in st, by
// st's RandomMove when it has one, else by picking from Legal(s) with
// rng.IntN; nil when s has no legal move.
func RandomMove(st State, s Seat, rng *rand.Rand) Move {
	if r, ok := st.(RandomMover); ok {
		return r.RandomMove(s, rng)
	}
	legal := st.Legal(s)
	if len(legal) == 0 {
		return nil
	}
	return legal[rng.IntN(len(legal))]
}

// Rollout plays random decisions in one state, as a search's rollouts and
// self-play do: RandomMove, and Apply without events, with the state's
// RandomMover and QuietApplier looked up once, not at each of the game's decisions (the
// lookups cost a few percent of a fast game). A state keeps its dynamic
// type while it is played, so the lookup holds for the whole game. A state
// without them gets stand-ins that list and apply loud, so that Move and
// Apply are one interface call each, which the compiler inlines into the
// caller's loop.
type Rollout struct {
	mover RandomMover
	quiet QuietApplier
}

// NewRollout returns the Rollout of st.
func NewRollout(st State) Rollout {
	var r Rollout
	var ok bool
	if r.mover, ok = st.(RandomMover); !ok {
		r.mover = listingMover{st}
	}
	if r.quiet, ok = st.(QuietApplier); !ok {
		r.quiet = loudApplier{st}
	}
	return r
}

// Move is RandomMove for the rollout's state.
func (r Rollout) Move(s Seat, rng *rand.Rand) Move { return r.mover.RandomMove(s, rng) }

// Apply performs move m of seat s and drops its events: by the state's
// ApplyQuiet when it has one, else by its Apply.
func (r Rollout) Apply(s Seat, m Move, rng *rand.Rand) error { return r.quiet.ApplyQuiet(s, m, rng) }

// listingMover draws a move of a state without RandomMove from its list.
type listingMover struct{ st State }

func (l listingMover) RandomMove(s Seat, rng *rand.Rand) Move { return RandomMove(l.st, s, rng) }

// loudApplier applies a move of a state without ApplyQuiet by its Apply,
// dropping the events.
type loudApplier struct{ st State }

func (l loudApplier) ApplyQuiet(s Seat, m Move, rng *rand.Rand) error {
	_, err := l.st.Apply(s, m, rng)
	return err
}
