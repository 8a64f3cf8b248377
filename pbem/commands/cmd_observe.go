package commands

import (
	"fmt"

	"github.com/urfave/cli/v2"

	"github.com/pbem-games/pbem/pbem"
)

// observeCommand adds or removes an observer of a game: an address the
// mail host tells the public story of the game (observe_mail.go).
func (e *env) observeCommand() *cli.Command {
	return &cli.Command{
		Name:      "observe",
		Usage:     "add an observer's address to a game, or remove it (host)",
		ArgsUsage: "FILE ADDR",
		Flags: []cli.Flag{
			&cli.BoolFlag{Name: "remove", Usage: "remove ADDR from the observers"},
			jsonFlag(),
		},
		Description: "Examples: pbem observe game.pbem kibitz@example.org\n" +
			"          pbem observe --remove game.pbem kibitz@example.org\n" +
			"Observers get the public story by mail (posts, result) as the host mails turns; they cannot act.",
		Action: e.observeAction,
	}
}

func (e *env) observeAction(c *cli.Context) error {
	a, err := nargs(c, 2, 2)
	if err != nil {
		return err
	}
	res, err := e.games.Observe(a[0], pbem.ObserveRequest{Address: a[1], Remove: c.Bool("remove")})
	if err != nil {
		return err
	}
	if c.Bool("json") {
		return e.printJSON(res)
	}
	what := map[[2]bool]string{{false, true}: "observes the game now", {false, false}: "observed the game already",
		{true, true}: "no longer observes the game", {true, false}: "did not observe the game"}[[2]bool{c.Bool("remove"), res.Changed}]
	_, err = fmt.Fprintf(e.stdout, "%s %s\n", res.Address, what)
	return err
}
