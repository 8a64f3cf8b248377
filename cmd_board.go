package main

import (
	"github.com/urfave/cli/v2"
)

// boardCommand shows the public board: what every player and spectator
// may see.
func (e *env) boardCommand() *cli.Command {
	return &cli.Command{
		Name:        "board",
		Usage:       "show the public board",
		ArgsUsage:   "FILE",
		Flags:       []cli.Flag{atFlag(), formatFlag(), langFlag("en"), jsonFlag()},
		Description: "Examples: pbem board game.pbem\n          pbem board --at 12 --format bbcode game.pbem",
		Action:      func(c *cli.Context) error { return e.show(c, "") },
	}
}

// show prints what the player named as (the public if empty) sees.
func (e *env) show(c *cli.Context, as string) error {
	at, err := atPly(c)
	if err != nil {
		return err
	}
	format, err := e.docFormat(c)
	if err != nil {
		return err
	}
	lang, err := langOf(c)
	if err != nil {
		return err
	}
	r, err := e.open(c, at)
	if err != nil {
		return err
	}
	seat, err := seatOf(r, as)
	if err != nil {
		return err
	}
	v := r.ViewOf(seat)
	if c.Bool("json") {
		return e.printJSON(v)
	}
	return v.WriteTextIn(e.stdout, r.File.Game.Info().Title, format, lang)
}
