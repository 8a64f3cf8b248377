package commands

import (
	"github.com/pbem-games/pbem/pbem"
	"github.com/urfave/cli/v2"
)

// logCommand shows the history as a player (by default the public) may
// see it.
func (e *env) logCommand() *cli.Command {
	return &cli.Command{
		Name:      "log",
		Usage:     "show the history as a player (default: the public) sees it",
		ArgsUsage: "FILE",
		Flags:     []cli.Flag{asFlag(), fromFlag(), toFlag(), langFlag("en"), jsonFlag()},
		Description: "Comments and glyphs are public: every reader sees them, --as or not.\n" +
			"Examples: pbem log --as Bob game.pbem\n          pbem log --lang fr game.pbem\n          pbem log --from 10 --to 20 game.pbem",
		Action: e.readable(e.logAction),
	}
}

func (e *env) logAction(c *cli.Context) error {
	as, err := asOf(c)
	if err != nil {
		return err
	}
	r, err := e.open(c, -1)
	if err != nil {
		return err
	}
	seat, err := seatOf(r, as)
	if err != nil {
		return err
	}
	lang, err := langOf(c)
	if err != nil {
		return err
	}
	log, err := r.LogIn(seat, lang)
	if err != nil {
		return err
	}
	if err := rangeOf(c, log); err != nil {
		return err
	}
	if c.Bool("json") {
		return e.printJSON(log)
	}
	return log.WriteText(e.stdout)
}

// fromFlag and toFlag are the range of decisions of log and board --step.
func fromFlag() cli.Flag {
	return &cli.IntFlag{Name: "from", Usage: "start at decision `N` (0 is the setup)", DefaultText: "0"}
}

func toFlag() cli.Flag {
	return &cli.IntFlag{Name: "to", Usage: "end at decision `M` (included)", DefaultText: "the last"}
}

// rangeOf keeps of log the range --from --to asks for.
func rangeOf(c *cli.Context, log *pbem.LogResult) error {
	to := -1
	if c.IsSet("to") {
		to = c.Int("to")
		if to < 0 {
			return usagef(c, "--to %d: decisions are numbered from 0 (the setup)", to)
		}
	}
	if !c.IsSet("from") && to < 0 {
		return nil
	}
	return log.Range(c.Int("from"), to)
}
