package engine

// Standing orders (issue 25) are chosen over a seat's legal moves at its
// own decisions, so that a move an order plays is legal by construction.
// pbem reads the orders every game shares ("next MOVE", "pass"); a game
// adds its own through OrderReader, and says through OrderScoper which
// stretches of play (an auction, a round) an order may last for.

// OrderRule is one of a game's own standing orders, as its OrderReader
// read it: a choice over the owner's legal moves at the decisions it
// concerns. It holds no state of a game: pbem reads it again from its
// text whenever it is checked.
type OrderRule interface {
	// Applies reports whether the rule concerns the decision seat s faces
	// in st (a bidding order concerns a bid, not the choice of an action).
	// A rule that does not apply waits, untouched.
	Applies(st State, s Seat) bool
	// Choose returns the move the rule makes for s at st, one of the
	// moves st accepts from s. When the rule's condition fails it returns
	// a nil move and the reason, in English words for the owner ("the
	// cheapest raise brings your bid to 14, above your 12"): the order
	// then lapses, and nothing is played in its place.
	Choose(st State, s Seat) (Move, string)
	// Text is the rule in its one canonical form, as ParseOrder reads it.
	Text() string
}

// OrderReader is implemented by games with standing orders of their own.
type OrderReader interface {
	// ParseOrder reads the text of one of the game's orders (without the
	// end pbem reads: "once", "until auction"). Syntax errors are
	// *notation.Error with positions relative to text; an order that no
	// reachable situation could make fire legally ("bid up to 2": every
	// bid beats the opening 3) is an error wrapping ErrIllegal. A nil
	// rule with a nil error means the text is none of the game's orders.
	ParseOrder(text string) (OrderRule, error)
	// OrderForms lists an example of each of the game's orders, for help
	// and for the nearest valid order an error suggests.
	OrderForms() []string
}

// OrderScoper is implemented by games whose orders may last until the end
// of a stretch of play: an auction, a round, a phase.
type OrderScoper interface {
	// OrderScopes lists the stretches the game knows, among "auction",
	// "round" and "phase".
	OrderScopes() []string
	// OrderScope names the stretch of kind that st is in, "" when st is in
	// none. Two stretches of one game never share a name, so an order
	// bound to one ends when the name changes.
	OrderScope(st State, kind string) string
}

// OrderPossibility is implemented by an OrderRule that only some games
// or some owners can ever apply (a variant's decisions; an offer from
// oneself): pbem asks it when owner gives the order, and refuses the order
// when it returns an error (wrapping ErrIllegal), as it refuses an order
// that could never fire legally.
type OrderPossibility interface {
	Possible(st State, owner Seat) error
}

// OrderStepper is implemented by an OrderRule whose move may be only a
// step of the decision it answers, after which its owner is still to
// make that decision (the Princes' "selling prestige": a sale, then the
// bid it affords). pbem spends an order that fires once only on a move
// that is not a step, so that the decision is made whole.
type OrderStepper interface {
	// Step reports whether m, a move the rule chose, leaves its owner's
	// decision still to be made.
	Step(m Move) bool
}
