package commands

import (
	"fmt"

	"github.com/urfave/cli/v2"

	"github.com/pbem-games/pbem/pbem/bot"
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
			&cli.StringSliceFlag{Name: "variant", Usage: "play with the variant `V` of the rules (repeatable)"},
			&cli.StringFlag{Name: "out", Usage: "write each game as a game file into `DIR` (created if missing)"},
			&cli.BoolFlag{Name: "sealed", Usage: "with --out: write sealed games, each with its key and sealed texts " +
				"(their seeds come from the run's seed: for trying sealed games out, not for secrecy)"},
			jsonFlag(),
		},
		Description: "Examples: pbem selfplay palazzo --players 3 --games 100 --seed 1\n          pbem selfplay patrician --variant ambassadors --games 50 --out games/",
		Action:      e.selfplayAction,
	}
}

func (e *env) selfplayAction(c *cli.Context) error {
	a, err := nargs(c, 1, 1)
	if err != nil {
		return err
	}
	res, err := bot.Selfplay(e.games, bot.SelfplayRequest{Game: a[0], Players: c.Int("players"),
		Games: c.Int("games"), Seed: c.String("seed"), Variants: c.StringSlice("variant"), Out: c.String("out"),
		Now: e.now(), Sealed: c.Bool("sealed")})
	if err != nil {
		return err
	}
	if c.Bool("json") {
		return e.printJSON(res)
	}
	if err := res.WriteText(e.stdout); err != nil {
		return err
	}
	if len(res.Files) > 0 {
		_, err = fmt.Fprintf(e.stdout, "%d game files written in %s\n", len(res.Files), c.String("out"))
	}
	return err
}
