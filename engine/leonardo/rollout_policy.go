package leonardo

import (
	"math/rand/v2"

	"github.com/pbem-games/pbem/engine"
)

var _ engine.RolloutPolicy = Game{}

// RolloutMove plays a simulated game of a search. A uniformly random
// player spends a negotiation making offers (most of the legal moves are
// offers: every lot for every lot), none of which a random partner is
// likely to take, so random rollouts say little about a position. In a
// rollout nobody opens a trade or an alliance: a side answers what is
// already on the table, withdraws or is done, uniformly among those;
// every other decision is uniformly random. It looks at legal alone.
func (Game) RolloutMove(_ engine.State, _ engine.Seat, legal []engine.Move, rng *rand.Rand) engine.Move {
	n := 0
	for _, m := range legal {
		if !opensTalks(m) {
			n++
		}
	}
	if n == 0 || n == len(legal) {
		return legal[rng.IntN(len(legal))]
	}
	k := rng.IntN(n)
	for _, m := range legal {
		if opensTalks(m) {
			continue
		}
		if k == 0 {
			return m
		}
		k--
	}
	return nil // not reached: k < n
}

// opensTalks tells the moves that start a new proposal.
func opensTalks(m engine.Move) bool {
	switch m.(type) {
	case OfferMove, AllyMove:
		return true
	}
	return false
}
