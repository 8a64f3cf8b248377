package commands

import (
	"errors"
	"fmt"

	"github.com/urfave/cli/v2"

	"github.com/pbem-games/pbem/pbem"
	"github.com/pbem-games/pbem/pbem/report"
)

// listCommand shows one line per game file: where each game stands.
func (e *env) listCommand() *cli.Command {
	return &cli.Command{
		Name:      "list",
		Usage:     "show where each game stands, one line per game file",
		ArgsUsage: "FILE|DIR...",
		Flags: []cli.Flag{
			&cli.StringFlag{Name: "waiting-for", Usage: "only the games where `NAME` is to act"},
			jsonFlag(),
		},
		Description: "Directories are walked for *.pbem files. A file that does not load is reported\n" +
			"on stderr and skipped; the exit code is then 4.\n\n" +
			"Examples: pbem list games/\n          pbem list --waiting-for Bob games/",
		Action: e.listAction,
	}
}

func (e *env) listAction(c *cli.Context) error {
	games, err := e.summaries(c)
	var shown []report.Summary
	for _, s := range games {
		if w := c.String("waiting-for"); w == "" || s.WaitsFor(w) {
			shown = append(shown, s)
		}
	}
	if c.Bool("json") {
		if jerr := e.printJSON(struct {
			Games []report.Summary `json:"games"`
		}{append([]report.Summary{}, shown...)}); jerr != nil {
			return jerr
		}
	} else if werr := report.WriteList(e.stdout, shown); werr != nil {
		return werr
	}
	return err
}

// summaries sums up the games of the files and directories given as
// arguments. Each file that does not load is reported on stderr as it
// would be alone (as JSON with --json) and skipped; the error returned
// then sums them up, with exit code 4.
func (e *env) summaries(c *cli.Context) ([]report.Summary, error) {
	paths, err := nargs(c, 1, -1)
	if err != nil {
		return nil, err
	}
	scanned, err := report.Summaries(e.games, paths)
	if err != nil {
		return nil, err
	}
	var games []report.Summary
	var failed []error
	for _, s := range scanned {
		if s.Err == nil {
			games = append(games, s.Value)
		} else {
			failed = append(failed, s.Err)
		}
	}
	return games, e.reportFailed(c, failed, len(scanned))
}

// reportFailed reports on stderr each file that did not load, as it would
// be alone (as JSON with --json), and returns an error that sums them up,
// with exit code 4; nil when none failed.
func (e *env) reportFailed(c *cli.Context, failed []error, files int) error {
	if len(failed) == 0 {
		return nil
	}
	for _, err := range failed {
		if c.Bool("json") {
			printJSONError(e.stderr, err)
		} else {
			printError(e.stderr, err)
		}
	}
	return &shownError{msg: fmt.Sprintf("%d of %d files could not be read", len(failed), files),
		err: fmt.Errorf("%w: %w", pbem.ErrGameFile, errors.Join(failed...))}
}
