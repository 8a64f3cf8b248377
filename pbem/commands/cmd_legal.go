package commands

import (
	"fmt"

	"github.com/urfave/cli/v2"
)

// legalCommand lists the canonical legal moves of the player to act.
func (e *env) legalCommand() *cli.Command {
	return &cli.Command{
		Name:        "legal",
		Usage:       "list the legal moves",
		ArgsUsage:   "FILE",
		Flags:       []cli.Flag{asFlag(), jsonFlag()},
		Description: "Example: pbem legal --json game.pbem",
		Action:      e.legalAction,
	}
}

func (e *env) legalAction(c *cli.Context) error {
	as, err := asOf(c)
	if err != nil {
		return err
	}
	r, err := e.openQuiet(c)
	if err != nil {
		return err
	}
	res, err := r.Legal(as)
	if err != nil {
		return err
	}
	if c.Bool("json") {
		return e.printJSON(res)
	}
	_, err = fmt.Fprint(e.stdout, lines(res.Lines()))
	return err
}
