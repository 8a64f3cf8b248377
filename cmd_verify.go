package main

import (
	"fmt"

	"github.com/urfave/cli/v2"
)

// verifyCommand checks a game's seed against its commitment and replays
// every decision.
func (e *env) verifyCommand() *cli.Command {
	return &cli.Command{
		Name:        "verify",
		Usage:       "check the seed against the commitment and replay every move",
		ArgsUsage:   "FILE",
		Flags:       []cli.Flag{jsonFlag()},
		Description: "Example: pbem verify game.pbem",
		Action:      e.verifyAction,
	}
}

func (e *env) verifyAction(c *cli.Context) error {
	a, err := nargs(c, 1, 1)
	if err != nil {
		return err
	}
	res, err := e.games.Verify(a[0])
	if err != nil {
		return err
	}
	if c.Bool("json") {
		return e.printJSON(res)
	}
	_, err = fmt.Fprintln(e.stdout, res)
	return err
}
