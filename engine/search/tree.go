package search

import (
	"cmp"
	"math"
	"slices"

	"github.com/pbem-games/pbem/engine"
)

// node is a decision of the seat, reached by the seat's earlier decisions
// in the tree (whatever the others did in between: they are part of the
// information set, not of the tree).
type node struct {
	edges []*edge
	// index finds a move's edge. Moves are comparable values
	// (engine.Move), so a move is known by its identity, the same in
	// every guessed state where it is legal.
	index map[engine.Move]*edge
}

// edge is one of the seat's moves at a node with its statistics.
type edge struct {
	move   engine.Move
	order  int     // when it was first seen: ties in the ranking keep it
	visits int     // simulated games through it
	wins   float64 // their rewards
	avail  int     // simulated games in which it was legal, for UCT
	child  *node
}

// choose picks the seat's move at n in det: a move never tried yet if
// there is one (at random among them; the boolean is then true: the tree
// grows by one edge and the rest of the game is a rollout), else the move
// of highest UCT value among the legal ones. Every legal move's
// availability counts one more, as ISMCTS does, since the legal moves
// differ between guessed states.
func (n *node) choose(sr *searcher, det engine.State) (*edge, bool) {
	if n.index == nil {
		n.index = make(map[engine.Move]*edge)
	}
	moves := sr.candidates(det)
	var untried []engine.Move
	var best *edge
	bestValue := math.Inf(-1)
	for _, m := range moves {
		e := n.index[m]
		if e == nil {
			untried = append(untried, m)
			continue
		}
		e.avail++
		if v := e.uct(sr.c); v > bestValue {
			best, bestValue = e, v
		}
	}
	if len(untried) > 0 {
		e := &edge{move: untried[sr.rng.IntN(len(untried))], order: len(n.edges), avail: 1}
		n.edges = append(n.edges, e)
		n.index[e.move] = e
		return e, true
	}
	return best, false
}

// uct is the edge's upper confidence bound.
func (e *edge) uct(c float64) float64 {
	if e.visits == 0 {
		return math.Inf(1)
	}
	return e.wins/float64(e.visits) + c*math.Sqrt(math.Log(float64(e.avail))/float64(e.visits))
}

// ranked returns the moves tried at n, best first.
func (n *node) ranked() []Ranked {
	edges := slices.Clone(n.edges)
	slices.SortFunc(edges, func(a, b *edge) int {
		if c := cmp.Compare(b.visits, a.visits); c != 0 {
			return c
		}
		if c := cmp.Compare(b.rate(), a.rate()); c != 0 {
			return c
		}
		return cmp.Compare(a.order, b.order)
	})
	out := make([]Ranked, 0, len(edges))
	for _, e := range edges {
		if e.visits > 0 {
			out = append(out, Ranked{Move: e.move, Visits: e.visits, Wins: e.rate()})
		}
	}
	return out
}

func (e *edge) rate() float64 {
	if e.visits == 0 {
		return 0
	}
	return e.wins / float64(e.visits)
}
