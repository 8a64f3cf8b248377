// Package search is a fair computer player for every game of package
// engine: information-set Monte Carlo tree search (ISMCTS) that sees only
// what its seat may see.
//
// Each iteration guesses the hidden parts of the game anew from the seat's
// point of view (engine.Resampler; a game without hidden information is
// simply cloned), walks down a tree of the seat's own decisions choosing by
// UCT, adds one new decision to the tree, plays the game out at random and
// credits the outcome to every decision on the way. The other seats'
// decisions and all chance are played as they come in the guessed game, by
// the rollout policy: the tree holds only what the seat itself decides, so
// nothing in it depends on what the seat cannot see.
//
// The outcome of a simulated game counts 1 for a win, 1/k for a victory
// shared by k winners and 0 otherwise, so a move's value is an estimated
// probability of winning. Scores are not used: every game here is won by
// the most points, and a margin would reward running up the score over
// securing the win.
//
// The search is deterministic: the same state, seat, seed and iteration
// budget give the same answer on every machine. It reads no clock; a
// caller that wants a time budget passes a Stop function.
package search

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"

	"github.com/pbem-games/pbem/engine"
)

// DefaultIterations is the budget of a search that names none. It keeps a
// hint under two seconds on one core for the slowest game
// (docs/performance.md).
const DefaultIterations = 1500

// DefaultExploration is the UCT exploration constant used when Config
// names none. Rewards lie in [0, 1], so the textbook sqrt(2) explores a
// lot; 0.7 spends more of a small budget on the promising moves.
const DefaultExploration = 0.7

// MaxRollout bounds the decisions of one simulated game: every game here
// ends long before; reaching it is a bug of the game, reported as such.
const MaxRollout = 100000

// ErrNotToAct is returned when the seat searched for has no decision to
// make in the state.
var ErrNotToAct = errors.New("search: the seat is not to act")

// Config is what a search may spend and how it is seeded. The zero value
// is a search of DefaultIterations with seed 0.
type Config struct {
	// Iterations is the number of simulated games; 0 means
	// DefaultIterations unless Stop is set, then no limit.
	Iterations int
	// Stop, when not nil, is asked before each iteration after the first
	// and ends the search when it returns true (a deadline check): the
	// engine has no clock. A search that stops on time is reproducible
	// only through the iteration count it reports.
	Stop func() bool
	// Seed seeds every random choice of the search.
	Seed uint64
	// Exploration is the UCT constant; 0 means DefaultExploration.
	Exploration float64
}

// Ranked is one of the seat's moves with what the search learnt of it.
type Ranked struct {
	// Move is the move, as the game's Legal lists it.
	Move engine.Move
	// Visits counts the simulated games that began with it.
	Visits int
	// Wins is the share of those games the seat won (a shared victory
	// counts 1/k): the estimated probability of winning after the move.
	Wins float64
}

// Result is the outcome of a search.
type Result struct {
	// Seat is the seat searched for.
	Seat engine.Seat
	// Iterations counts the simulated games played.
	Iterations int
	// Moves are the moves tried, best first: most visits, then highest
	// win rate, then the order in which they were first tried. Moves never tried (a budget smaller
	// than the number of moves) are left out.
	Moves []Ranked
}

// Best returns the move the search chose.
func (r *Result) Best() engine.Move { return r.Moves[0].Move }

// Search searches the decision of seat s in st, a state of game g, and
// returns its moves ranked. st is not changed. It fails with ErrNotToAct
// when s has no decision to make, and with a wrapped error when the game
// breaks its own rules (a legal move rejected, a game that never ends).
func Search(g engine.Game, st engine.State, s engine.Seat, cfg Config) (*Result, error) {
	if !slices.Contains(st.ToAct(), s) || len(st.Legal(s)) == 0 {
		return nil, ErrNotToAct
	}
	sr := newSearcher(g, st, s, cfg)
	budget := cfg.Iterations
	if budget == 0 && cfg.Stop == nil {
		budget = DefaultIterations
	}
	n := 0
	for ; budget == 0 || n < budget; n++ {
		if n > 0 && cfg.Stop != nil && cfg.Stop() {
			break
		}
		if err := sr.iterate(); err != nil {
			return nil, fmt.Errorf("search: iteration %d: %w", n+1, err)
		}
	}
	return &Result{Seat: s, Iterations: n, Moves: sr.root.ranked()}, nil
}

// searcher holds one search's state: the game, the real state, the seat,
// the tree and the single random source every choice draws from.
type searcher struct {
	g       engine.Game
	st      engine.State
	seat    engine.Seat
	c       float64
	rng     *rand.Rand
	root    *node
	movers  engine.SearchMover
	policy  engine.RolloutPolicy
	sampler engine.Resampler
}

func newSearcher(g engine.Game, st engine.State, s engine.Seat, cfg Config) *searcher {
	sr := &searcher{g: g, st: st, seat: s, c: cfg.Exploration, root: &node{},
		rng: rand.New(rand.NewPCG(cfg.Seed, 0x69736d637473))} // "ismcts"
	if sr.c == 0 {
		sr.c = DefaultExploration
	}
	sr.movers, _ = g.(engine.SearchMover)
	sr.policy, _ = g.(engine.RolloutPolicy)
	sr.sampler, _ = st.(engine.Resampler)
	return sr
}

// determinize returns a copy of the real state with its hidden parts
// guessed from the seat's point of view.
func (sr *searcher) determinize() engine.State {
	if sr.sampler != nil {
		return sr.sampler.Resample(sr.seat, sr.rng)
	}
	return sr.st.Clone()
}

// iterate plays one simulated game: down the tree while the seat's
// decisions are known, one new decision, a rollout, and the backup.
func (sr *searcher) iterate() error {
	det := sr.determinize()
	var path []*edge
	n := sr.root
	expanded := false
	for steps := 0; ; steps++ {
		if steps > MaxRollout {
			return fmt.Errorf("no end after %d decisions", MaxRollout)
		}
		acts := det.ToAct()
		if len(acts) == 0 {
			break
		}
		var err error
		if !expanded && slices.Contains(acts, sr.seat) {
			var e *edge
			e, expanded = n.choose(sr, det)
			path = append(path, e)
			if e.child == nil {
				e.child = &node{}
			}
			n = e.child
			err = sr.apply(det, sr.seat, e.move)
		} else {
			err = sr.rolloutStep(det, acts[0])
		}
		if err != nil {
			return err
		}
	}
	res, _ := det.Result()
	reward := share(res, sr.seat)
	for _, e := range path {
		e.visits++
		e.wins += reward
	}
	return nil
}

// rolloutStep makes one decision of seat a by the rollout policy, or by
// a uniformly random legal move: engine.RandomMove draws it without
// listing every move when the game can.
func (sr *searcher) rolloutStep(det engine.State, a engine.Seat) error {
	var m engine.Move
	if sr.policy != nil {
		legal := det.Legal(a)
		if len(legal) > 0 {
			m = sr.policy.RolloutMove(det, a, legal, sr.rng)
		}
	} else {
		m = engine.RandomMove(det, a, sr.rng)
	}
	if m == nil {
		return fmt.Errorf("seat %d is to act but has no legal move", a)
	}
	return sr.apply(det, a, m)
}

// apply plays m in the simulated game det. Nobody reads a simulated
// game's events: engine.ApplyQuiet spares building them when it can.
func (sr *searcher) apply(det engine.State, a engine.Seat, m engine.Move) error {
	if err := engine.ApplyQuiet(det, a, m, sr.rng); err != nil {
		return fmt.Errorf("seat %d: legal move %q rejected: %w", a, sr.g.FormatMove(det, m), err)
	}
	return nil
}

// candidates returns the moves of the seat the tree considers in det.
func (sr *searcher) candidates(det engine.State) []engine.Move {
	legal := det.Legal(sr.seat)
	if sr.movers != nil {
		if some := sr.movers.SearchMoves(det, sr.seat, legal); len(some) > 0 {
			return some
		}
	}
	return legal
}

// share is seat s's reward for result r: 1/k when s is one of k winners.
func share(r engine.Result, s engine.Seat) float64 {
	if slices.Contains(r.Winners, s) {
		return 1 / float64(len(r.Winners))
	}
	return 0
}
