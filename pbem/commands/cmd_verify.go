package commands

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
	return e.onFile(c, func(path string) (any, error) { return e.games.Verify(path) })
}

// onFile runs do on the one FILE argument of a command and prints its
// result: as JSON with --json, else as text on a line.
func (e *env) onFile(c *cli.Context, do func(path string) (any, error)) error {
	a, err := nargs(c, 1, 1)
	if err != nil {
		return err
	}
	res, err := do(a[0])
	if err != nil {
		return err
	}
	if c.Bool("json") {
		return e.printJSON(res)
	}
	_, err = fmt.Fprintln(e.stdout, res)
	return err
}
