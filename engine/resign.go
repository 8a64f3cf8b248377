package engine

import "fmt"

// Resigner is implemented by a game whose rules say what happens to a
// player who leaves a game by mail (docs/rules/<game>.md, "Resigning"):
// their seat stays at the table and, whenever it is to act, makes the
// decision ResignedMove returns, so that the others never wait for it.
type Resigner interface {
	// ResignedMove returns the decision seat s, resigned, makes in st,
	// where s is to act: a pass in an auction, otherwise the legal move
	// that disturbs the others least. It must be one of st.Legal(s).
	ResignedMove(st State, s Seat) Move
}

// ResignedMove returns the decision a resigned seat s makes in st by g's
// ruling. A game that does not implement Resigner has no such ruling: an
// error names it.
func ResignedMove(g Game, st State, s Seat) (Move, error) {
	r, ok := g.(Resigner)
	if !ok {
		return nil, fmt.Errorf("%s has no rule for a resigned player's decisions", g.Info().Title)
	}
	return r.ResignedMove(st, s), nil
}

// PreferredMove returns the first of s's legal moves in st that one of
// prefer accepts, trying each preference in turn, or else s's first
// legal move: the helper of most games' ResignedMove ("pass if you may,
// else decline, else the first move listed"). It returns nil when s has
// no legal move.
func PreferredMove(st State, s Seat, prefer ...func(Move) bool) Move {
	legal := st.Legal(s)
	for _, ok := range prefer {
		for _, m := range legal {
			if ok(m) {
				return m
			}
		}
	}
	if len(legal) == 0 {
		return nil
	}
	return legal[0]
}

// Is returns a preference for PreferredMove that accepts a move equal to
// want (a comparable move value such as a game's PassMove{}).
func Is(want Move) func(Move) bool {
	return func(m Move) bool { return m == want }
}
