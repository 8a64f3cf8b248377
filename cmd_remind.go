package main

import (
	"fmt"
	"strings"

	"github.com/urfave/cli/v2"

	"github.com/pbem-games/pbem/pbem"
)

// remindCommand sends the reminders due in a folder of games, for cron.
func (e *env) remindCommand() *cli.Command {
	return &cli.Command{
		Name:  "remind",
		Usage: "mail the players awaited past half the deadline, and everyone at the deadline (for cron)",
		Flags: append(hostFlags(),
			&cli.StringFlag{Name: "games", Usage: "the `DIR` of game files (walked for *.pbem)", Required: true},
			jsonFlag(),
		),
		Description: "In each open game with a deadline: a reminder to each player awaited past half\n" +
			"of it, a notice to every player once it has passed, each once per wait and\n" +
			"recorded as a host line (!remind Bob half); an undo unanswered at the deadline\n" +
			"is cancelled. Nothing else happens at the deadline: the host decides.\n" +
			"See docs/hosting.md, \"Deadlines and reminders\".\n\n" +
			"Examples: pbem remind --games games/\n          pbem remind --games games/ --outbox outbox/",
		Action: e.remindAction,
	}
}

func (e *env) remindAction(c *cli.Context) error {
	if _, err := nargs(c, 0, 0); err != nil {
		return err
	}
	host, err := e.configuredHost(c)
	if err != nil {
		return err
	}
	files, err := pbem.GamePaths([]string{c.String("games")})
	if err != nil {
		return err
	}
	sent, failed := host.Remind(files)
	if err := e.printReminders(c, sent); err != nil {
		return err
	}
	return e.reportFailed(c, failed, len(files))
}

// printReminders writes the reminders sent: one line each, or JSON.
func (e *env) printReminders(c *cli.Context, sent []pbem.Reminder) error {
	if c.Bool("json") {
		return e.printJSON(struct {
			Reminders []pbem.Reminder `json:"reminders"`
		}{sent})
	}
	for _, r := range sent {
		fmt.Fprintf(e.stdout, "%s: %s %s, mailed %s\n", r.File, r.Kind, r.Player, strings.Join(r.Mailed, ", "))
	}
	return nil
}
