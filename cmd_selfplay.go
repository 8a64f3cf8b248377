package main

import (
	"github.com/urfave/cli/v2"

	"github.com/pbem-games/pbem/pbem"
)

// selfplayCommand plays random legal games and summarises them: a smoke
// test of a game's rules and a rough look at its balance.
func (e *env) selfplayCommand() *cli.Command {
	return &cli.Command{
		Name:      "selfplay",
		Usage:     "play random legal games and summarise them",
		ArgsUsage: "GAME",
		Flags: []cli.Flag{
			&cli.IntFlag{Name: "players", Usage: "`N` players", DefaultText: "the fewest the game allows"},
			&cli.IntFlag{Name: "games", Value: 10, Usage: "play `N` games"},
			&cli.StringFlag{Name: "seed", Usage: "name the run `S`: the same seed plays the same games"},
			jsonFlag(),
		},
		Description: "Example: pbem selfplay palazzo --players 3 --games 100 --seed 1",
		Action:      e.selfplayAction,
	}
}

func (e *env) selfplayAction(c *cli.Context) error {
	a, err := nargs(c, 1, 1)
	if err != nil {
		return err
	}
	res, err := e.games.Selfplay(pbem.SelfplayRequest{Game: a[0], Players: c.Int("players"),
		Games: c.Int("games"), Seed: c.String("seed")})
	if err != nil {
		return err
	}
	if c.Bool("json") {
		return e.printJSON(res)
	}
	return res.WriteText(e.stdout)
}
