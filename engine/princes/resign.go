package princes

import "github.com/pbem-games/pbem/engine"

var _ engine.Resigner = Game{}

// ResignedMove is what a resigned player does (docs/rules/princes.md,
// "Resigning"): what they own stays; they pass in every auction, decline
// what they may decline and end their action phase at once; any other
// decision (the cards to keep) is the first legal one.
func (Game) ResignedMove(st engine.State, s engine.Seat) engine.Move {
	return engine.PreferredMove(st, s, engine.Is(PassMove{}), engine.Is(DeclineMove{}), engine.Is(DoneMove{}))
}
