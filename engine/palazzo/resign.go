package palazzo

import "github.com/pbem-games/pbem/engine"

var _ engine.Resigner = Game{}

// ResignedMove is what a resigned player does (docs/rules/palazzo.md,
// "Resigning"): their palaces stay; they pass in every auction and, on
// their turn, take money, the one action that needs no choice and takes
// no tile from the others; any other decision (a forced discard) is the
// first legal one.
func (Game) ResignedMove(st engine.State, s engine.Seat) engine.Move {
	return engine.PreferredMove(st, s, engine.Is(PassMove{}), engine.Is(MoneyMove{}))
}
