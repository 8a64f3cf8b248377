package commands

import (
	"strings"

	"github.com/urfave/cli/v2"

	"github.com/pbem-games/pbem/pbem"
)

// sayCommand records a chat line to every player of a game.
func (e *env) sayCommand() *cli.Command {
	return &cli.Command{
		Name:        "say",
		Usage:       "say something to the other players, kept in the record",
		ArgsUsage:   "FILE TEXT...",
		Flags:       []cli.Flag{asFlag(), jsonFlag()},
		Description: "Example: pbem say --as Ann game.pbem back on Monday",
		Action:      e.sayAction,
	}
}

func (e *env) sayAction(c *cli.Context) error {
	a, err := nargs(c, 2, -1)
	if err != nil {
		return err
	}
	as, err := seatAs(c)
	if err != nil {
		return err
	}
	res, err := e.games.Say(a[0], pbem.SeatRequest{As: as, Text: strings.Join(a[1:], " "), Now: e.now()})
	return e.printSeatResult(c, res, err)
}
