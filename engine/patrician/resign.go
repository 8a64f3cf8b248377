package patrician

import "github.com/pbem-games/pbem/engine"

var _ engine.Resigner = Game{}

// ResignedMove is what a resigned player does (docs/rules/patrician.md,
// "Resigning"): their floors stay and they pass as far as the rules let
// them. A turn must play and take a card, so they play and take the
// first card listed; they build nothing, give up the special action and
// place no messenger.
func (Game) ResignedMove(st engine.State, s engine.Seat) engine.Move {
	return engine.PreferredMove(st, s, engine.Is(BuildMove{}), engine.Is(NoSpecial), engine.Is(NoMessenger))
}
