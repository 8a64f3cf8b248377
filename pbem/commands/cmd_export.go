package commands

import (
	"bytes"
	"io"
	"os"

	"github.com/urfave/cli/v2"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/pbem"
	"github.com/pbem-games/pbem/pbem/report"
)

// exportCommand writes a game's decisions as a table, for spreadsheets
// and notebooks.
func (e *env) exportCommand() *cli.Command {
	return &cli.Command{
		Name:      "export",
		Usage:     "write the decisions of games as CSV or JSON, or a game's replay page in HTML",
		ArgsUsage: "FILE|DIR...",
		Flags: []cli.Flag{
			&cli.StringFlag{Name: "format", Value: "csv", Usage: "`csv`, json, html (a page to step through the game) or bgg-play (a finished game's play for BoardGameGeek)"},
			&cli.StringFlag{Name: "as", Usage: "html: the page shows what player `NAME` saw (default: the public)"},
			&cli.StringFlag{Name: "out", Usage: "write to `FILE` (replaced whole) instead of stdout"},
			&cli.StringFlag{Name: "lang", Usage: "html, bgg-play: labels in `LANG` (en or fr)"},
			jsonFlag(),
		},
		Description: "Only what the public may know is exported: a secret decision shows its verb,\n" +
			"and private events are left out.\n\n" +
			"CSV and JSON take many games: files, and folders walked for *.pbem. The CSV has\n" +
			"one table, each row naming its game; JSON gives one object for one FILE, a list of\n" +
			"them otherwise. A file that does not load is reported on stderr and skipped; the\n" +
			"exit code is then 4.\n\n" +
			"--format html writes one self-contained page (no network) to step through the\n" +
			"game with the arrow keys: each position's board and the log, as the public (or\n" +
			"the player named by --as) may see them.\n\n" +
			"--format bgg-play prints a finished game's play for BoardGameGeek's \"Log play\"\n" +
			"form (date in UTC, players, scores, winner, the game's page); nothing is sent.\n" +
			"A game not over is refused with exit code 2.\n\n" +
			"Examples: pbem export game.pbem > game.csv\n          pbem export --format json game.pbem\n" +
			"          pbem export --out all.csv games/\n" +
			"          pbem export --format html --out game.html game.pbem\n" +
			"          pbem export --format bgg-play --lang fr game.pbem",
		Action: e.readable(e.exportAction),
	}
}

func (e *env) exportAction(c *cli.Context) error {
	format := c.String("format")
	if format == "html" {
		return e.exportHTML(c)
	}
	if format == bggPlayFormat {
		return e.exportBGGPlay(c)
	}
	if c.Bool("json") {
		format = "json"
	}
	if format != "csv" && format != "json" {
		return usagef(c, "--format %q: csv, json, html or bgg-play", format)
	}
	for _, name := range []string{"as", "lang"} {
		if c.IsSet(name) {
			return usagef(c, "--%s goes with --format html or bgg-play", name)
		}
	}
	if oneGame(c.Args().Slice()) {
		r, err := e.open(c, -1)
		if err != nil {
			return err
		}
		x := report.ExportOf(r)
		if format == "json" {
			return e.writeOut(c, func(w io.Writer) error { return writeJSON(w, x) })
		}
		return e.writeOut(c, x.WriteCSV)
	}
	return e.exportMany(c, format)
}

// exportMany exports the games of every path, files and folders.
func (e *env) exportMany(c *cli.Context, format string) error {
	paths, err := nargs(c, 1, -1)
	if err != nil {
		return err
	}
	xs, failed, err := report.ExportAll(e.games, paths)
	if err != nil {
		return err
	}
	failure := e.reportFailed(c, failed, len(xs)+len(failed))
	if format == "json" {
		err = e.writeOut(c, func(w io.Writer) error { return writeJSON(w, xs) })
	} else {
		err = e.writeOut(c, func(w io.Writer) error { return report.WriteCSVAll(w, xs) })
	}
	if err != nil {
		return err
	}
	return failure
}

// oneGame reports whether args name one game: a single argument that is
// stdin or not a folder.
func oneGame(args []string) bool {
	if len(args) != 1 {
		return false
	}
	info, err := os.Stat(args[0])
	return args[0] == "-" || err != nil || !info.IsDir()
}

// writeOut writes what write produces to --out (replaced whole, nothing
// written on a failure) or to stdout.
func (e *env) writeOut(c *cli.Context, write func(io.Writer) error) error {
	out := c.String("out")
	if out == "" {
		return write(e.stdout)
	}
	var b bytes.Buffer
	if err := write(&b); err != nil {
		return err
	}
	return pbem.WriteFile(out, b.Bytes())
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
		f.AllowPublic = false // a player's own page needs the key
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
	return e.writeOut(c, func(w io.Writer) error { _, err := w.Write(b.Bytes()); return err })
}
