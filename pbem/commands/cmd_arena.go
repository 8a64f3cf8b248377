package commands

import (
	"github.com/urfave/cli/v2"

	"github.com/pbem-games/pbem/pbem/bot"
)

// arenaCommand plays computer players against each other.
func (e *env) arenaCommand() *cli.Command {
	return &cli.Command{
		Name:      "arena",
		Usage:     "play computer players against each other and rate them",
		ArgsUsage: "GAME",
		Flags: []cli.Flag{
			&cli.IntFlag{Name: "players", Usage: "`N` players", DefaultText: "the fewest the game allows"},
			&cli.StringFlag{Name: "bots", Required: true,
				Usage: "one bot a seat: `LIST` of random, mcts or mcts:N (N simulated games a decision)"},
			&cli.IntFlag{Name: "games", Value: 100, Usage: "play `N` games"},
			&cli.StringFlag{Name: "seed", Usage: "name the run `S`: the same seed plays the same games"},
			&cli.IntFlag{Name: "workers", Usage: "play `N` games at once", DefaultText: "one a core"},
			jsonFlag(),
		},
		Description: "Example: pbem arena palazzo --players 3 --bots mcts:2000,mcts:200,random --games 200 --seed 1",
		Action:      e.arenaAction,
	}
}

func (e *env) arenaAction(c *cli.Context) error {
	a, err := nargs(c, 1, 1)
	if err != nil {
		return err
	}
	res, err := bot.Arena(e.games, bot.ArenaRequest{Game: a[0], Players: c.Int("players"), Bots: c.String("bots"),
		Games: c.Int("games"), Seed: c.String("seed"), Workers: c.Int("workers")})
	if err != nil {
		return err
	}
	if c.Bool("json") {
		return e.printJSON(res)
	}
	return res.WriteText(e.stdout)
}
