package commands

import (
	"strconv"
	"time"

	"github.com/urfave/cli/v2"

	"github.com/pbem-games/pbem/engine/search"
	"github.com/pbem-games/pbem/pbem/bot"
)

// hintCommand asks the fair computer player for the best moves of a player.
func (e *env) hintCommand() *cli.Command {
	return &cli.Command{
		Name:      "hint",
		Usage:     "suggest the best moves of a player, with their chances",
		ArgsUsage: "FILE",
		Flags: []cli.Flag{asFlag(), jsonFlag(),
			&cli.StringFlag{Name: "budget", Usage: "search for a time (`2s`) or a number of simulated games (20000)",
				DefaultText: strconv.Itoa(search.DefaultIterations) + " games"},
			&cli.Uint64Flag{Name: "seed", Usage: "seed the search with `N`", DefaultText: "from the game and ply"},
		},
		Description: "Examples: pbem hint game.pbem --as Ann\n          pbem hint game.pbem --as Ann --budget 5s --json",
		Action:      e.hintAction,
	}
}

func (e *env) hintAction(c *cli.Context) error {
	req, err := hintRequest(c)
	if err != nil {
		return err
	}
	r, err := e.openQuiet(c)
	if err != nil {
		return err
	}
	res, err := bot.Hint(r, req)
	if err != nil {
		return err
	}
	if c.Bool("json") {
		return e.printJSON(res)
	}
	_, err = e.stdout.Write([]byte(lines(res.Lines())))
	return err
}

// hintRequest reads --as, --budget and --seed.
func hintRequest(c *cli.Context) (bot.HintRequest, error) {
	var req bot.HintRequest
	as, err := asOf(c)
	if err != nil || as == "" {
		return req, usagef(c, "--as NAME: expected the player the hint is for")
	}
	req.As = as
	if c.IsSet("seed") {
		seed := c.Uint64("seed")
		req.Seed = &seed
	}
	req.Iterations, req.Stop, err = budgetOf(c)
	return req, err
}

// budgetOf reads --budget: a duration ("2s") gives a deadline, measured on
// the wall clock since the search must really stop; a number gives
// simulated games.
func budgetOf(c *cli.Context) (int, func() bool, error) {
	b := c.String("budget")
	if b == "" {
		return 0, nil, nil
	}
	if n, err := strconv.Atoi(b); err == nil && n > 0 {
		return n, nil, nil
	}
	d, err := time.ParseDuration(b)
	if err != nil || d <= 0 {
		return 0, nil, usagef(c, "--budget %q: expected a duration (2s) or a number of games (20000)", b)
	}
	deadline := time.Now().Add(d)
	return 0, func() bool { return time.Now().After(deadline) }, nil
}
