package commands

import (
	"github.com/urfave/cli/v2"
)

// viewCommand shows what one player sees: the board and their hand.
func (e *env) viewCommand() *cli.Command {
	return &cli.Command{
		Name:        "view",
		Usage:       "show what one player sees (board and hand)",
		ArgsUsage:   "FILE",
		Flags:       []cli.Flag{asFlag(), atFlag(), boardFormatFlag(), outFlag(), langFlag("en"), jsonFlag()},
		Description: "Example: pbem view --as Ann game.pbem",
		Action:      e.readable(e.viewAction),
	}
}

func (e *env) viewAction(c *cli.Context) error {
	as, err := asOf(c)
	if err != nil {
		return err
	}
	if as == "" {
		return usagef(c, "view needs --as NAME (the public board is `pbem board`)")
	}
	return e.show(c, as)
}
