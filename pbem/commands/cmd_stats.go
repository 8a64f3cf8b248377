package commands

import (
	"github.com/urfave/cli/v2"

	"github.com/pbem-games/pbem/pbem/report"
)

// statsCommand sums up many finished games.
func (e *env) statsCommand() *cli.Command {
	return &cli.Command{
		Name:      "stats",
		Usage:     "sum up many finished games: wins by seat and player, scores, lengths, moves",
		ArgsUsage: "FILE|DIR...",
		Flags: []cli.Flag{
			&cli.BoolFlag{Name: "csv", Usage: "print one figure a row, as CSV"},
			jsonFlag(),
		},
		Description: "Directories are walked for *.pbem files, read on every core. Games not finished\n" +
			"are counted and left out. A file that does not load is reported on stderr and\n" +
			"skipped; the exit code is then 4.\n\n" +
			"Examples: pbem stats games/\n          pbem stats --csv games/ > stats.csv",
		Action: e.statsAction,
	}
}

func (e *env) statsAction(c *cli.Context) error {
	paths, err := nargs(c, 1, -1)
	if err != nil {
		return err
	}
	if c.Bool("csv") && c.Bool("json") {
		return usagef(c, "--csv or --json, not both")
	}
	st, failed, err := report.StatsOf(e.games, paths)
	if err != nil {
		return err
	}
	failure := e.reportFailed(c, failed, st.Files)
	switch {
	case c.Bool("json"):
		err = e.printJSON(st)
	case c.Bool("csv"):
		err = st.WriteCSV(e.stdout)
	default:
		err = st.WriteText(e.stdout)
	}
	if err != nil {
		return err
	}
	return failure
}
