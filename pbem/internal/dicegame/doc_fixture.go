package dicegame

import "github.com/pbem-games/pbem/engine"

// HandMadeDoc is a small view made by hand: a board with every style, a
// public section, and the reader's private hand.
func HandMadeDoc() engine.Doc {
	var d engine.Doc
	board := d.Add("Board", false)
	board.Text("    A   B   C")
	board.Line(engine.S(engine.Plain, "1  "), engine.S(engine.Strong, "[3]"),
		engine.S(engine.Plain, " "), engine.S(engine.Good, "[ ]"),
		engine.S(engine.Plain, " "), engine.S(engine.Bad, "[x]"))
	board.Line(engine.S(engine.Plain, "2  "), engine.S(engine.Dim, " . "),
		engine.S(engine.Plain, " "), engine.S(engine.Accent, "[1]"),
		engine.S(engine.Plain, "  .  "))
	scores := d.Add("Scores", false)
	scores.Text("Ann 12  Bob 9")
	hand := d.Add("Your hand", true)
	hand.Line(engine.S(engine.Accent, "gold 3, silver 2"))
	return d
}
