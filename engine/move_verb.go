package engine

// MoveVerber is implemented by games that can tell a move's verb, the
// first word of its text, without writing the whole move. A forum post
// names only the verbs a player may use, and for a game with hidden
// information it lists the legal moves of 16 redrawn deals: writing each
// of those moves (hundreds of building squares in an action phase) only
// to keep its first word is most of the post's cost.
type MoveVerber interface {
	// MoveVerb returns the first word of FormatMove(st, m) for any state
	// st in which m is legal, and true; or "" and false for a move it
	// does not know, which the caller then writes out.
	MoveVerb(m Move) (string, bool)
}
