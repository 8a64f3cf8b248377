package commands

import (
	"fmt"
	"io"
	"strconv"
	"strings"
	"time"

	"github.com/urfave/cli/v2"

	"github.com/pbem-games/pbem/engine/search"
	"github.com/pbem-games/pbem/pbem/bot"
)

// analyseCommand writes the fair computer player's opinion of every
// decision of a player (or of all) into a copy of the game, or into it.
func (e *env) analyseCommand() *cli.Command {
	return &cli.Command{
		Name:      "analyse",
		Usage:     "annotate each decision of a player with the engine's choice and estimate",
		ArgsUsage: "FILE",
		Flags: []cli.Flag{asFlag(), jsonFlag(),
			&cli.BoolFlag{Name: "all", Usage: "analyse every player's decisions"},
			&cli.StringFlag{Name: "budget", Usage: "search each decision for a time (`2s`) or a number of simulated games (20000)",
				DefaultText: strconv.Itoa(search.DefaultIterations) + " games"},
			&cli.StringFlag{Name: "out", Usage: "write the annotated copy to `FILE` instead of stdout"},
			&cli.BoolFlag{Name: "in-place", Usage: "annotate the game file itself, under its lock"},
		},
		Description: "The annotated game is printed on stdout, or written to --out FILE (a new file),\n" +
			"or into the game itself with --in-place.\n\n" +
			"Glyphs: ? where the search is confident the move lost 10 points of winning chance\n" +
			"or more, ?? for 25 or more: the low end of the loss's 95% interval, so a move tried\n" +
			"in a few simulated games gets none (docs/annotating.md).\n\n" +
			"Examples: pbem analyse game.pbem --as Ann --budget 5000 > annotated.pbem\n" +
			"          pbem analyse game.pbem --all --in-place",
		Action: e.analyseAction,
	}
}

func (e *env) analyseAction(c *cli.Context) error {
	a, err := nargs(c, 1, 1)
	if err != nil {
		return err
	}
	req, err := analyseRequest(c)
	if err != nil {
		return err
	}
	out := c.String("out")
	switch {
	case c.Bool("in-place") && c.IsSet("out"):
		return usagef(c, "--out and --in-place: expected one of them")
	case c.Bool("in-place"):
		out = ""
	case out == "" || out == "-":
		out = bot.AnalyseToStdout
	}
	res, err := bot.AnalyseTo(e.games, a[0], out, req)
	if err != nil {
		return err
	}
	if c.Bool("json") {
		return e.printJSON(res)
	}
	if out == bot.AnalyseToStdout {
		_, err := io.WriteString(e.stdout, res.Annotated)
		return err
	}
	for _, d := range res.Decisions {
		if !d.Skipped {
			fmt.Fprintf(e.stdout, "%d %s: %s {%s}\n", d.Ply, d.Player, strings.TrimSpace(d.Move+" "+d.Glyph), d.Comment)
		}
	}
	_, err = fmt.Fprintf(e.stdout, "wrote %s\n", res.File)
	return err
}

// analyseRequest reads --as or --all, and --budget: a duration is each
// decision's, measured on the wall clock since the search must stop.
func analyseRequest(c *cli.Context) (bot.AnalyseRequest, error) {
	var req bot.AnalyseRequest
	as, err := asOf(c)
	if err != nil {
		return req, err
	}
	if (as == "") == !c.Bool("all") {
		return req, usagef(c, "expected --as NAME (one player's decisions) or --all")
	}
	if as != "" {
		req.As = []string{as}
	}
	b := c.String("budget")
	if n, err := strconv.Atoi(b); b == "" || (err == nil && n > 0) {
		req.Iterations = n
		return req, nil
	}
	d, err := time.ParseDuration(b)
	if err != nil || d <= 0 {
		return req, usagef(c, "--budget %q: expected a duration (2s) or a number of games (20000)", b)
	}
	req.NewStop = func() func() bool {
		deadline := time.Now().Add(d)
		return func() bool { return time.Now().After(deadline) }
	}
	return req, nil
}
