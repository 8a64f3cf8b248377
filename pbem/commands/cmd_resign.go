package commands

import (
	"github.com/urfave/cli/v2"

	"github.com/pbem-games/pbem/pbem"
)

// resignCommand records that a player leaves a game.
func (e *env) resignCommand() *cli.Command {
	return &cli.Command{
		Name:      "resign",
		Usage:     "leave a game: your seat stays and passes (docs/hosting.md)",
		ArgsUsage: "FILE",
		Flags:     []cli.Flag{asFlag(), jsonFlag()},
		Description: "Example: pbem resign --as Ann game.pbem\n" +
			"Each game's rules say what a resigned seat does (docs/rules/); when one player alone is left, they win.",
		Action: e.resignAction,
	}
}

func (e *env) resignAction(c *cli.Context) error {
	a, as, err := argsAs(c, 1, 1)
	if err != nil {
		return err
	}
	res, err := e.games.Resign(a[0], pbem.SeatRequest{As: as, Now: e.now()})
	return e.printSeatResult(c, res, err)
}

// argsAs reads a command's arguments, least to most of them (nargs), and
// the player --as names (seatAs): what resign, say, away, press and the
// players' settings all start with.
func argsAs(c *cli.Context, least, most int) (args []string, as string, err error) {
	if args, err = nargs(c, least, most); err != nil {
		return nil, "", err
	}
	as, err = seatAs(c)
	return args, as, err
}

// seatAs reads --as, which resign and say need.
func seatAs(c *cli.Context) (string, error) {
	as, err := asOf(c)
	if err == nil && as == "" {
		err = usagef(c, "say who with --as NAME")
	}
	return as, err
}

// printSeatResult prints what resign, say or replace wrote.
func (e *env) printSeatResult(c *cli.Context, res *pbem.SeatResult, err error) error {
	if err != nil {
		return err
	}
	if c.Bool("json") {
		return e.printJSON(res)
	}
	return res.WriteText(e.stdout)
}
