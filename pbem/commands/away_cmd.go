package commands

import (
	"github.com/urfave/cli/v2"

	"github.com/pbem-games/pbem/pbem"
)

// awayCommand records a player's away days, or withdraws them.
func (e *env) awayCommand() *cli.Command {
	return &cli.Command{
		Name:      "away",
		Usage:     "record days a player is away: their clock stops and remind leaves them alone (docs/hosting.md)",
		ArgsUsage: "FILE FROM..TO",
		Flags: []cli.Flag{asFlag(),
			&cli.BoolFlag{Name: "cancel", Usage: "withdraw the player's away days from today on (no FROM..TO)"},
			jsonFlag()},
		Description: "Days are UTC dates, the first and the last away day: the deadline of a decision\n" +
			"awaited from the player moves by the time it overlaps them, and remind mails them\n" +
			"nothing then. A game's away_days caps the days a player takes in a calendar year.\n" +
			"The host's next `pbem remind` tells the other players, once.\n\n" +
			"Examples: pbem away --as Ann game.pbem 2026-12-20..2027-01-03\n" +
			"          pbem away --as Ann --cancel game.pbem",
		Action: e.awayAction,
	}
}

func (e *env) awayAction(c *cli.Context) error {
	want := 2
	if c.Bool("cancel") {
		want = 1
	}
	a, as, err := argsAs(c, want, want)
	if err != nil {
		return err
	}
	text := pbem.AwayCancel
	if !c.Bool("cancel") {
		text = a[1]
	}
	res, err := e.games.Away(a[0], pbem.SeatRequest{As: as, Text: text, Now: e.now()})
	return e.printSeatResult(c, res, err)
}
