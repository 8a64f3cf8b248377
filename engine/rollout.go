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
// type while it is played, so the lookup holds for the whole game.
type Rollout struct {
	st    State
	mover RandomMover
	quiet QuietApplier
}

// NewRollout returns the Rollout of st.
func NewRollout(st State) Rollout {
	r := Rollout{st: st}
	r.mover, _ = st.(RandomMover)
	r.quiet, _ = st.(QuietApplier)
	return r
}

// Move is RandomMove for the rollout's state.
func (r Rollout) Move(s Seat, rng *rand.Rand) Move {
	if r.mover != nil {
		return r.mover.RandomMove(s, rng)
	}
	return RandomMove(r.st, s, rng)
}

// Apply performs move m of seat s and drops its events: by the state's
// ApplyQuiet when it has one, else by its Apply.
func (r Rollout) Apply(s Seat, m Move, rng *rand.Rand) error {
	if r.quiet != nil {
		return r.quiet.ApplyQuiet(s, m, rng)
	}
	_, err := r.st.Apply(s, m, rng)
	return err
}
