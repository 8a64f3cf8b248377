package commands

import (
	"github.com/urfave/cli/v2"

	"github.com/pbem-games/pbem/pbem"
)

// gamesCommand lists the games this pbem plays.
func (e *env) gamesCommand() *cli.Command {
	return &cli.Command{
		Name:        "games",
		Usage:       "list the games pbem plays",
		Flags:       []cli.Flag{jsonFlag()},
		Description: "Example: pbem games --json",
		Action:      e.gamesAction,
	}
}

func (e *env) gamesAction(c *cli.Context) error {
	if _, err := nargs(c, 0, 0); err != nil {
		return err
	}
	if c.Bool("json") {
		return e.printJSON(e.games.Infos())
	}
	return pbem.WriteGames(e.stdout, e.games.Infos())
}
