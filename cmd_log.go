package main

import (
	"github.com/urfave/cli/v2"
)

// logCommand shows the history as a player (by default the public) may
// see it.
func (e *env) logCommand() *cli.Command {
	return &cli.Command{
		Name:        "log",
		Usage:       "show the history as a player (default: the public) sees it",
		ArgsUsage:   "FILE",
		Flags:       []cli.Flag{asFlag(), langFlag("en"), jsonFlag()},
		Description: "Examples: pbem log --as Bob game.pbem\n          pbem log --lang fr game.pbem",
		Action:      e.logAction,
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
	if c.Bool("json") {
		return e.printJSON(log)
	}
	return log.WriteText(e.stdout)
}
