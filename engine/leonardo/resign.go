package leonardo

import "github.com/pbem-games/pbem/engine"

var _ engine.Resigner = Game{}

// ResignedMove is what a resigned player does (docs/rules/leonardo.md,
// "Resigning"): what they own stays; they pass in every auction and on
// every offer to buy, decline every proposal and end each of their
// phases at once; any other decision is the first legal one.
func (Game) ResignedMove(st engine.State, s engine.Seat) engine.Move {
	return engine.PreferredMove(st, s, engine.Is(PassMove{}), func(m engine.Move) bool {
		_, ok := m.(DeclineMove)
		return ok
	}, engine.Is(DoneMove{}))
}
