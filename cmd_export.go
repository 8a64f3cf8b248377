package main

import (
	"github.com/urfave/cli/v2"
)

// exportCommand writes a game's decisions as a table, for spreadsheets
// and notebooks.
func (e *env) exportCommand() *cli.Command {
	return &cli.Command{
		Name:      "export",
		Usage:     "write a game's decisions as CSV or JSON, one row per decision",
		ArgsUsage: "FILE",
		Flags: []cli.Flag{
			&cli.StringFlag{Name: "format", Value: "csv", Usage: "`csv` or json"},
			jsonFlag(),
		},
		Description: "Only what the public may know is exported: a secret decision shows its verb,\n" +
			"and private events are left out.\n\n" +
			"Examples: pbem export game.pbem > game.csv\n          pbem export --format json game.pbem",
		Action: e.exportAction,
	}
}

func (e *env) exportAction(c *cli.Context) error {
	format := c.String("format")
	if c.Bool("json") {
		format = "json"
	}
	if format != "csv" && format != "json" {
		return usagef(c, "--format %q: csv or json", format)
	}
	r, err := e.open(c, -1)
	if err != nil {
		return err
	}
	x := r.Export()
	if format == "json" {
		return e.printJSON(x)
	}
	return x.WriteCSV(e.stdout)
}
