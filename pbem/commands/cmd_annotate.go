package commands

import (
	"fmt"
	"strconv"

	"github.com/urfave/cli/v2"

	"github.com/pbem-games/pbem/pbem"
)

// annotateCommand adds or replaces the comment (and glyph) of one
// recorded decision, as move writes: under the lock, all or nothing.
func (e *env) annotateCommand() *cli.Command {
	return &cli.Command{
		Name:      "annotate",
		Usage:     "add or replace the comment (and glyph) of a recorded decision",
		ArgsUsage: "FILE PLY TEXT",
		Flags: []cli.Flag{
			&cli.StringFlag{Name: "glyph", Usage: "set the decision's glyph `G`: ! ? !! ?? !? ?! (\"\" removes it)"},
			jsonFlag(),
		},
		Description: "An empty TEXT removes the comment; without --glyph the glyph stays.\n" +
			"Examples: pbem annotate game.pbem 14 \"goes for tiles\" --glyph '!?'",
		Action: e.annotateAction,
	}
}

func (e *env) annotateAction(c *cli.Context) error {
	a, err := nargs(c, 3, 3)
	if err != nil {
		return err
	}
	ply, err := strconv.Atoi(a[1])
	if err != nil {
		return usagef(c, "PLY %q: expected the number of a recorded decision", a[1])
	}
	res, err := e.games.Annotate(a[0], pbem.Annotation{Ply: ply, Comment: a[2],
		Glyph: c.String("glyph"), SetGlyph: c.IsSet("glyph")})
	if err != nil {
		return err
	}
	if c.Bool("json") {
		return e.printJSON(res)
	}
	_, err = fmt.Fprintln(e.stdout, res.Line)
	return err
}
