package commands

import (
	"bytes"

	"github.com/urfave/cli/v2"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/pbem/compose"
	"github.com/pbem-games/pbem/pbem/report"
)

// exportCommand writes a game's decisions as a table, for spreadsheets
// and notebooks.
func (e *env) exportCommand() *cli.Command {
	return &cli.Command{
		Name:      "export",
		Usage:     "write a game's decisions as CSV or JSON, or a replay page in HTML",
		ArgsUsage: "FILE",
		Flags: []cli.Flag{
			&cli.StringFlag{Name: "format", Value: "csv", Usage: "`csv`, json or html (a page to step through the game)"},
			&cli.StringFlag{Name: "as", Usage: "html: the page shows what player `NAME` saw (default: the public)"},
			&cli.StringFlag{Name: "out", Usage: "html: write the page to `FILE` (replaced whole) instead of stdout"},
			&cli.StringFlag{Name: "lang", Usage: "html: labels in `LANG` (en or fr)"},
			jsonFlag(),
		},
		Description: "Only what the public may know is exported: a secret decision shows its verb,\n" +
			"and private events are left out.\n\n" +
			"--format html writes one self-contained page (no network) to step through the\n" +
			"game with the arrow keys: each position's board and the log, as the public (or\n" +
			"the player named by --as) may see them.\n\n" +
			"Examples: pbem export game.pbem > game.csv\n          pbem export --format json game.pbem\n" +
			"          pbem export --format html --out game.html game.pbem",
		Action: e.exportAction,
	}
}

func (e *env) exportAction(c *cli.Context) error {
	format := c.String("format")
	if format == "html" {
		return e.exportHTML(c)
	}
	if c.Bool("json") {
		format = "json"
	}
	if format != "csv" && format != "json" {
		return usagef(c, "--format %q: csv, json or html", format)
	}
	for _, name := range []string{"as", "out", "lang"} {
		if c.IsSet(name) {
			return usagef(c, "--%s goes with --format html", name)
		}
	}
	r, err := e.open(c, -1)
	if err != nil {
		return err
	}
	x := report.ExportOf(r)
	if format == "json" {
		return e.printJSON(x)
	}
	return x.WriteCSV(e.stdout)
}

// exportHTML writes the replay page to --out or stdout. --json would ask
// for two outputs at once: it is refused.
func (e *env) exportHTML(c *cli.Context) error {
	if c.Bool("json") {
		return usagef(c, "--json and --format html: choose one")
	}
	lang, err := langOf(c)
	if err != nil {
		return err
	}
	a, err := nargs(c, 1, 1)
	if err != nil {
		return err
	}
	f, err := e.load(a[0])
	if err != nil {
		return err
	}
	seat := engine.Observer
	if as := c.String("as"); as != "" {
		if seat, err = f.SeatOf(as); err != nil {
			return err
		}
	}
	page, err := report.ReplayPageOf(f, seat, lang)
	if err != nil {
		return err
	}
	var b bytes.Buffer
	if err := page.WriteHTML(&b); err != nil {
		return err
	}
	if out := c.String("out"); out != "" {
		return compose.WritePicture(out, b.Bytes())
	}
	_, err = e.stdout.Write(b.Bytes())
	return err
}
