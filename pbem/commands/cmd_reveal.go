package commands

import "github.com/urfave/cli/v2"

// revealCommand writes a sealed game's seed into its file, so that anyone
// can verify the game.
func (e *env) revealCommand() *cli.Command {
	return &cli.Command{
		Name:      "reveal",
		Usage:     "write a sealed game's seed into its file",
		ArgsUsage: "FILE",
		Flags: []cli.Flag{
			&cli.StringFlag{Name: "key", Usage: "the key file `KEYFILE` (default: FILE.key)"},
			&cli.BoolFlag{Name: "force", Usage: "reveal before the game is over"},
			jsonFlag(),
		},
		Description: "Example: pbem reveal game.pbem && pbem verify game.pbem",
		Action:      e.revealAction,
	}
}

func (e *env) revealAction(c *cli.Context) error {
	return e.onFile(c, func(path string) (any, error) {
		return e.games.Reveal(path, c.String("key"), c.Bool("force"))
	})
}
