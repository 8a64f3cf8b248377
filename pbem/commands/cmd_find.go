package commands

import (
	"fmt"

	"github.com/urfave/cli/v2"

	"github.com/pbem-games/pbem/pbem/report"
)

// findCommand prints the game files that match a query, one per line,
// for xargs.
func (e *env) findCommand() *cli.Command {
	return &cli.Command{
		Name:      "find",
		Usage:     "print the game files that match, one per line",
		ArgsUsage: "FILE|DIR...",
		Flags: []cli.Flag{
			&cli.StringFlag{Name: "game", Usage: "games of `GAME`"},
			&cli.StringFlag{Name: "player", Usage: "games `NAME` plays in"},
			&cli.StringFlag{Name: "winner", Usage: "games `NAME` won (alone or shared)"},
			&cli.IntFlag{Name: "min-ply", Usage: "games of at least `N` decisions"},
			&cli.StringFlag{Name: "has-comment", Usage: "games with a comment that holds `TEXT` (any case)"},
			jsonFlag(),
		},
		Description: "Directories are walked for *.pbem files. A file that does not load is reported\n" +
			"on stderr and skipped; the exit code is then 4.\n\n" +
			"Examples: pbem find games/ --game palazzo --winner Ann\n" +
			"          pbem find games/ --min-ply 100 | xargs pbem list",
		Action: e.findAction,
	}
}

func (e *env) findAction(c *cli.Context) error {
	games, err := e.summaries(c)
	q := report.FindQuery{Game: c.String("game"), Player: c.String("player"), Winner: c.String("winner"),
		MinDecisions: c.Int("min-ply"), HasComment: c.String("has-comment")}
	files := []string{}
	for _, s := range games {
		if q.Match(s) {
			files = append(files, s.File)
		}
	}
	if c.Bool("json") {
		if jerr := e.printJSON(struct {
			Files []string `json:"files"`
		}{files}); jerr != nil {
			return jerr
		}
		return err
	}
	for _, f := range files {
		fmt.Fprintln(e.stdout, f)
	}
	return err
}
