package commands

import (
	"fmt"
	"strings"

	"github.com/urfave/cli/v2"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/pbem"
)

// boardCommand shows the public board: what every player and spectator
// may see.
func (e *env) boardCommand() *cli.Command {
	return &cli.Command{
		Name:      "board",
		Usage:     "show the public board",
		ArgsUsage: "FILE",
		Flags: []cli.Flag{atFlag(), boardFormatFlag(), outFlag(), langFlag("en"), jsonFlag(),
			&cli.BoolFlag{Name: "step", Usage: "show every position of a range in turn (--at, or --from and --to)"},
			fromFlag(), toFlag()},
		Description: "Examples: pbem board game.pbem\n          pbem board --at 12 --format bbcode game.pbem\n" +
			"          pbem board --step --from 10 --to 14 game.pbem\n" +
			"          pbem board --format png --out board.png game.pbem",
		Action: e.readable(func(c *cli.Context) error {
			if c.Bool("step") {
				if f, _ := e.pictureFormat(c); f != "" {
					return usagef(c, "--step shows text boards: draw one position at a time (--at) in --format %s", f)
				}
				return e.step(c)
			}
			if c.IsSet("from") || c.IsSet("to") {
				return usagef(c, "--from and --to go with --step (one board: --at)")
			}
			return e.show(c, "")
		}),
	}
}

// show prints what the player named as (the public if empty) sees.
func (e *env) show(c *cli.Context, as string) error {
	if pf, err := e.pictureFormat(c); pf != "" || err != nil {
		return e.showPicture(c, as, pf, err)
	}
	format, lang, err := e.boardOutput(c)
	if err != nil {
		return err
	}
	r, v, err := e.viewAt(c, as)
	if err != nil {
		return err
	}
	if c.Bool("json") {
		return e.printJSON(v)
	}
	return v.WriteTextIn(e.stdout, r.File.Game.Info().TitleIn(string(lang)), format, lang)
}

// boardOutput reads how a board is printed: its format (--format) and
// its language (--lang).
func (e *env) boardOutput(c *cli.Context) (pbem.Format, pbem.Lang, error) {
	format, err := e.docFormat(c)
	if err != nil {
		return format, "", err
	}
	lang, err := langOf(c)
	return format, lang, err
}

// stepSeparator is the line between two boards of board --step: a
// reader pages from one to the next by it.
var stepSeparator = strings.Repeat("=", 72)

// step prints the public board after each decision of a range, one after
// another: each but the first position preceded by a separator line and
// the record line of the decision that led to it. With --json it prints
// a list of boards, each as board --json prints one.
func (e *env) step(c *cli.Context) error {
	from, to, f, err := e.stepRange(c)
	if err != nil {
		return err
	}
	format, lang, err := e.boardOutput(c)
	if err != nil {
		return err
	}
	var views []*pbem.ViewResult
	var text strings.Builder
	_, err = f.Step(from, to, func(r *pbem.Replay) error {
		v := r.ViewOf(engine.Observer)
		if c.Bool("json") {
			views = append(views, v)
			return nil
		}
		if text.Len() > 0 {
			fmt.Fprintf(&text, "\n%s\n", stepSeparator)
		}
		if line := r.LastLine(engine.Observer); line != "" {
			fmt.Fprintf(&text, "%s\n\n", line)
		}
		return v.WriteTextIn(&text, r.File.Game.Info().TitleIn(string(lang)), format, lang)
	})
	if err != nil {
		return err
	}
	if c.Bool("json") {
		return e.printJSON(views)
	}
	_, err = fmt.Fprint(e.stdout, text.String())
	return err
}

// stepRange reads the range of board --step: from --from (or --at, else
// the deal) to --to (else the last decision), and loads the file.
func (e *env) stepRange(c *cli.Context) (from, to int, f *pbem.File, err error) {
	a, err := nargs(c, 1, 1)
	if err != nil {
		return 0, 0, nil, err
	}
	if c.IsSet("at") && c.IsSet("from") {
		return 0, 0, nil, usagef(c, "--at and --from both say where --step starts: give one")
	}
	from = c.Int("from")
	if c.IsSet("at") {
		if from, err = atPly(c); err != nil {
			return 0, 0, nil, err
		}
	}
	if f, err = e.load(a[0]); err != nil {
		return 0, 0, nil, err
	}
	last := len(f.Record.Moves())
	to = last
	if c.IsSet("to") {
		to = c.Int("to")
	}
	if from < 0 || from > to || to > last {
		return 0, 0, nil, usagef(c, "--from %d --to %d: expected 0 <= from <= to <= %d (the last decision)", from, to, last)
	}
	return from, to, f, nil
}
