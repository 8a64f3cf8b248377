// Package search is a fair computer player for every game of package
// engine: information-set Monte Carlo tree search (ISMCTS) that sees only
// what its seat may see.
//
// Each iteration guesses the hidden parts of the game anew from the seat's
// point of view (engine.Resampler; a game without hidden information is
// simply cloned), walks down a tree of decisions choosing by UCT, adds one
// new decision to the tree, plays the game out by the rollout policy (the
// searching seat's own decisions by the game's engine.OwnPolicy when it
// has one) and credits the outcome to every decision on the way. By default the tree
// holds the searching seat's decisions alone and the others play by the
// rollout policy; with Config.OpponentNodes it holds every seat's
// ("single-observer ISMCTS with opponent nodes"): a node is the decision
// of the seat to act there, reached by the moves made before it, and its
// moves are chosen by UCT for that seat's own reward. Nodes are keyed by
// moves alone, and every guessed game is drawn from the searching seat's
// view, so nothing in the tree depends on what the seat cannot see.
//
// The outcome of a simulated game counts 1 for a win, 1/k for a victory
// shared by k winners and 0 otherwise; Ranked.Wins estimates that, a
// probability of winning. With Config.ScoreWeight, UCT steers by a reward
// that adds a little of the score margin: among moves that win or lose
// alike, the one that ends nearer the top of the table is preferred.
//
// The search is deterministic: the same state, seat, seed and iteration
// budget give the same answer on every machine. It reads no clock; a
// caller that wants a time budget passes a Stop function.
package search

import (
	"errors"
	"fmt"
	"math"
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
	// OpponentNodes puts the other seats' decisions in the tree, each
	// chosen by UCT for its own seat's reward (the others modelled as
	// playing to win). Off, the tree holds only the seat's own decisions
	// and the others play by the rollout policy, as random players would:
	// the arenas of docs/performance.md did not show the nodes helping,
	// so they are off unless asked for, or unless the game asks for them
	// (engine.OpponentModeller: Palazzo, where 200-game arenas showed them
	// helping).
	OpponentNodes bool
	// ScoreWeight is the share of a simulated game's reward, as UCT sees
	// it, that comes from the seat's score margin (see standing) rather
	// than from winning; 0, the default, is winning alone (the arenas did
	// not show the margin helping). Keep it small: winning comes first.
	ScoreWeight float64
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
	cfg     Config
	rng     *rand.Rand
	root    *node
	movers  engine.SearchMover
	policy  engine.RolloutPolicy
	own     engine.OwnPolicy
	sampler engine.Resampler
	// play plays the simulated game of the iteration running, its
	// optional fast paths looked up once (engine.Rollout).
	play engine.Rollout
}

func newSearcher(g engine.Game, st engine.State, s engine.Seat, cfg Config) *searcher {
	sr := &searcher{g: g, st: st, seat: s, c: cfg.Exploration, cfg: cfg, root: &node{seat: s},
		rng: rand.New(rand.NewPCG(cfg.Seed, 0x69736d637473))} // "ismcts"
	if sr.c == 0 {
		sr.c = DefaultExploration
	}
	sr.movers, _ = g.(engine.SearchMover)
	sr.policy, _ = g.(engine.RolloutPolicy)
	sr.own, _ = g.(engine.OwnPolicy)
	sr.sampler, _ = st.(engine.Resampler)
	if om, ok := g.(engine.OpponentModeller); ok && om.SearchOpponents() {
		sr.cfg.OpponentNodes = true // the game's measured choice (engine.OpponentModeller)
	}
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

// iterate plays one simulated game: down the tree while its decisions
// are known, one new decision, a rollout, and the backup, each decision
// of the tree credited with the reward of the seat that made it.
func (sr *searcher) iterate() error {
	det := sr.determinize()
	sr.play = engine.NewRollout(det)
	var path []*edge
	n := sr.root
	for steps := 0; ; steps++ {
		if steps > MaxRollout {
			return fmt.Errorf("no end after %d decisions", MaxRollout)
		}
		acts := det.ToAct()
		if len(acts) == 0 {
			break
		}
		a := sr.actor(acts)
		if n == nil || (a != sr.seat && !sr.cfg.OpponentNodes) {
			if err := sr.rolloutStep(det, a); err != nil {
				return err
			}
			continue
		}
		e, expanded := n.choose(sr, det, a)
		path = append(path, e)
		if err := sr.apply(det, a, e.move); err != nil {
			return err
		}
		n = nil
		if next := det.ToAct(); !expanded && len(next) > 0 {
			n = e.next(sr.nextNode(next))
		}
	}
	res, _ := det.Result()
	sr.backup(path, res)
	return nil
}

// actor is the seat whose decision the search plays next among acts: the
// searching seat when it is one of them (its decision is what the search
// is about), else the first.
func (sr *searcher) actor(acts []engine.Seat) engine.Seat {
	if slices.Contains(acts, sr.seat) {
		return sr.seat
	}
	if len(acts) == 0 {
		return -1
	}
	return acts[0]
}

// nextNode is the seat whose node follows a move of the tree: the next
// to act, or with opponent nodes off, always the seat's own next decision.
func (sr *searcher) nextNode(acts []engine.Seat) engine.Seat {
	if !sr.cfg.OpponentNodes {
		return sr.seat
	}
	return sr.actor(acts)
}

// backup credits every decision on path with the outcome for the seat
// that made it.
func (sr *searcher) backup(path []*edge, res engine.Result) {
	for _, e := range path {
		e.visits++
		w := share(res, e.seat)
		e.wins += w
		e.value += (1-sr.cfg.ScoreWeight)*w + sr.cfg.ScoreWeight*standing(res, e.seat)
	}
}

// rolloutStep makes one decision of seat a by the game's own policy
// when a is the searching seat and the game has one (engine.OwnPolicy),
// else by the rollout policy, or by a uniformly random legal move: the
// game's RandomMover draws it without listing every move when the game
// has one (engine.Rollout).
func (sr *searcher) rolloutStep(det engine.State, a engine.Seat) error {
	var m engine.Move
	if sr.own != nil && a == sr.seat {
		if legal := det.Legal(a); len(legal) > 0 {
			m = sr.own.OwnRolloutMove(det, a, legal, sr.rng)
		}
	} else if sr.policy != nil {
		legal := det.Legal(a)
		if len(legal) > 0 {
			m = sr.policy.RolloutMove(det, a, legal, sr.rng)
		}
	} else {
		m = sr.play.Move(a, sr.rng)
	}
	if m == nil {
		return fmt.Errorf("seat %d is to act but has no legal move", a)
	}
	return sr.apply(det, a, m)
}

// apply plays m in the simulated game det. Nobody reads a simulated
// game's events: the game's QuietApplier spares building them when it
// has one (engine.Rollout).
func (sr *searcher) apply(det engine.State, a engine.Seat, m engine.Move) error {
	if err := sr.play.Apply(a, m, sr.rng); err != nil {
		return fmt.Errorf("seat %d: legal move %q rejected: %w", a, sr.g.FormatMove(det, m), err)
	}
	return nil
}

// candidates returns the moves of seat a the tree considers in det.
func (sr *searcher) candidates(det engine.State, a engine.Seat) []engine.Move {
	legal := det.Legal(a)
	if sr.movers != nil {
		if some := sr.movers.SearchMoves(det, a, legal); len(some) > 0 {
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

// standing is seat s's score in r against the best other score, as a
// number in (0, 1): 1/2 for a tie, above for a lead, below for a deficit,
// by the margin relative to the two scores' size (so that it needs no
// scale of the game's points); 1/2 when the game gives no scores.
func standing(r engine.Result, s engine.Seat) float64 {
	if int(s) >= len(r.Scores) || len(r.Scores) < 2 {
		return 0.5
	}
	mine, other := r.Scores[s], math.MinInt
	for i, v := range r.Scores {
		if i != int(s) {
			other = max(other, v)
		}
	}
	d := float64(mine - other)
	return 0.5 + 0.5*d/(math.Abs(float64(mine))+math.Abs(float64(other))+1)
}
