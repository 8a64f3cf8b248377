package commands

import (
	"fmt"

	"github.com/urfave/cli/v2"

	"github.com/pbem-games/pbem/pbem"
	"github.com/pbem-games/pbem/pbem/mailhost"
)

// replaceCommand gives a player's seat to someone new (the host's
// command).
func (e *env) replaceCommand() *cli.Command {
	return &cli.Command{
		Name:      "replace",
		Usage:     "give a player's seat to a new player (host)",
		ArgsUsage: "FILE OLD NEW",
		Flags: append(hostFlags(),
			&cli.StringFlag{Name: "email", Usage: "the new player's mail `ADDR`"},
			&cli.BoolFlag{Name: "send", Usage: "mail the new player their view and the game so far (as send does)"},
			jsonFlag(),
		),
		Description: "Example: pbem replace --email dan@example.org game.pbem Bob Dan\n" +
			"Earlier record lines keep the old name; the old player's reply token no longer works.",
		Action: e.replaceAction,
	}
}

func (e *env) replaceAction(c *cli.Context) error {
	a, err := nargs(c, 3, 3)
	if err != nil {
		return err
	}
	var host *mailhost.Host
	if c.Bool("send") {
		if host, err = e.replaceHost(c); err != nil {
			return err
		}
	}
	res, err := mailhost.ReplacePlayer(e.games, a[0], pbem.ReplaceRequest{Old: a[1], New: a[2], Email: c.String("email"), Now: e.now()})
	if err != nil {
		return err
	}
	if host != nil {
		if _, err := host.SendWelcome(a[0], a[2], res.Meta.Args[0]); err != nil {
			return fmt.Errorf("%s took the seat, but the welcome mail was not sent (pbem send --to %s %s sends their turn mail): %w",
				a[2], a[2], a[0], err)
		}
	}
	return e.printSeatResult(c, res, nil)
}

// replaceHost returns the host that mails the welcome of replace --send,
// checked before the game file is changed.
func (e *env) replaceHost(c *cli.Context) (*mailhost.Host, error) {
	if c.String("email") == "" {
		return nil, usagef(c, "--send needs the new player's --email")
	}
	return e.configuredHost(c)
}
