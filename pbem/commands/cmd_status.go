package commands

import (
	"github.com/urfave/cli/v2"

	"github.com/pbem-games/pbem/pbem"
)

// statusCommand shows which games wait for whom, since when, and how long
// is left before each deadline.
func (e *env) statusCommand() *cli.Command {
	return &cli.Command{
		Name:      "status",
		Usage:     "show which games wait for whom, since when, and until when",
		ArgsUsage: "FILE|DIR...",
		Flags: []cli.Flag{
			&cli.StringFlag{Name: "games", Usage: "a `DIR` of game files (walked for *.pbem), as an argument would be"},
			&cli.StringFlag{Name: "for", Usage: "only the games of the player whose address is `ADDR`, marking where it is their turn"},
			jsonFlag(),
		},
		Description: "Times come from the times recorded on the games' lines, never from file dates,\n" +
			"and print in UTC, labelled so (--json: RFC 3339); mails print each player's own zone (tz).\n" +
			"A file that does not load is reported on stderr and skipped; the exit code is then 4.\n\n" +
			"Directories are walked for *.pbem files, as by list.\n\n" +
			"Examples: pbem status games/\n          pbem status lunch.pbem\n          pbem status --games games/ --for bob@example.org",
		Action: e.statusAction,
	}
}

func (e *env) statusAction(c *cli.Context) error {
	paths, err := statusPaths(c)
	if err != nil {
		return err
	}
	scanned, err := e.games.Waits(paths)
	if err != nil {
		return err
	}
	waits := []pbem.GameWait{}
	var failed []error
	for _, s := range scanned {
		if s.Err == nil {
			waits = append(waits, s.Value)
		} else {
			failed = append(failed, s.Err)
		}
	}
	waits = append([]pbem.GameWait{}, pbem.WaitFor(waits, c.String("for"))...)
	if c.Bool("json") {
		err = e.printJSON(struct {
			Games []pbem.GameWait `json:"games"`
		}{waits})
	} else {
		err = pbem.WriteWaits(e.stdout, waits, e.now())
	}
	if err != nil {
		return err
	}
	return e.reportFailed(c, failed, len(scanned))
}

// statusPaths returns the game files and folders status looks at: its
// arguments and --games, the older spelling of one folder that scripts
// may still use. One of them is needed.
func statusPaths(c *cli.Context) ([]string, error) {
	paths := c.Args().Slice()
	if dir := c.String("games"); dir != "" {
		paths = append(paths, dir)
	}
	if len(paths) == 0 {
		return nil, usagef(c, "expected FILE|DIR... (or --games DIR), got no argument")
	}
	return paths, nil
}
