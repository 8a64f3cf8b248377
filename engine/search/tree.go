package search

import (
	"cmp"
	"math"
	"slices"

	"github.com/pbem-games/pbem/engine"
)

// node is a decision of one seat, reached by the moves made before it in
// the tree (whatever chance did in between: it is part of the information
// set, not of the tree).
type node struct {
	seat  engine.Seat // whose decision it is
	edges []*edge
	// index finds a move's edge. Moves are comparable values
	// (engine.Move), so a move is known by its identity, the same in
	// every guessed state where it is legal.
	index map[engine.Move]*edge
}

// edge is one of the moves at a node with its statistics.
type edge struct {
	move   engine.Move
	seat   engine.Seat // who makes it
	order  int         // when it was first seen: ties in the ranking keep it
	visits int         // simulated games through it
	wins   float64     // the mover's shares of victory in them
	value  float64     // the mover's rewards (wins and a little score), for UCT
	avail  int         // simulated games in which it was legal, for UCT
	// children are the decisions that follow the move, one a seat: after
	// chance, the next seat to act may differ between guessed games.
	children []*node
}

// next returns the node of seat a's decision after e, adding it the
// first time.
func (e *edge) next(a engine.Seat) *node {
	for _, c := range e.children {
		if c.seat == a {
			return c
		}
	}
	c := &node{seat: a}
	e.children = append(e.children, c)
	return c
}

// choose picks the move of seat a (n's seat) at n in det: a move never tried yet if
// there is one (at random among them; the boolean is then true: the tree
// grows by one edge and the rest of the game is a rollout), else the move
// of highest UCT value among the legal ones. Every legal move's
// availability counts one more, as ISMCTS does, since the legal moves
// differ between guessed states.
func (n *node) choose(sr *searcher, det engine.State, a engine.Seat) (*edge, bool) {
	if n.index == nil {
		n.index = make(map[engine.Move]*edge)
	}
	moves := sr.candidates(det, a)
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
		e := &edge{move: untried[sr.rng.IntN(len(untried))], seat: a, order: len(n.edges), avail: 1}
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
	return e.value/float64(e.visits) + c*math.Sqrt(math.Log(float64(e.avail))/float64(e.visits))
}

// ranked returns the moves tried at n, best first.
func (n *node) ranked() []Ranked {
	edges := slices.Clone(n.edges)
	slices.SortFunc(edges, func(a, b *edge) int {
		if c := cmp.Compare(b.visits, a.visits); c != 0 {
			return c
		}
		if c := cmp.Compare(b.value/float64(b.visits), a.value/float64(a.visits)); c != 0 {
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
