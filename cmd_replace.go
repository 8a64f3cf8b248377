package main

import (
	"github.com/urfave/cli/v2"

	"github.com/pbem-games/pbem/pbem"
)

// replaceCommand gives a player's seat to someone new (the host's
// command).
func (e *env) replaceCommand() *cli.Command {
	return &cli.Command{
		Name:      "replace",
		Usage:     "give a player's seat to a new player (host)",
		ArgsUsage: "FILE OLD NEW",
		Flags: []cli.Flag{
			&cli.StringFlag{Name: "email", Usage: "the new player's mail `ADDR`"},
			jsonFlag(),
		},
		Description: "Example: pbem replace --email dan@example.org game.pbem Bob Dan\n" +
			"Earlier record lines keep the old name; the old player's reply token no longer works.",
		Action: e.replaceAction,
	}
}

func (e *env) replaceAction(c *cli.Context) error {
	a, err := nargs(c, 3, 3)
	if err != nil {
		return err
	}
	res, err := e.games.Replace(a[0], pbem.ReplaceRequest{Old: a[1], New: a[2], Email: c.String("email"), Now: e.now()})
	return e.printSeatResult(c, res, err)
}
