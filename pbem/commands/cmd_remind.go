package commands

import (
	"fmt"
	"strings"

	"github.com/urfave/cli/v2"

	"github.com/pbem-games/pbem/pbem"
	"github.com/pbem-games/pbem/pbem/mailhost"
)

// remindCommand sends the reminders due in a folder of games, for cron.
func (e *env) remindCommand() *cli.Command {
	return &cli.Command{
		Name:  "remind",
		Usage: "mail the players awaited past half the deadline, and everyone at the deadline (for cron)",
		Flags: append(hostFlags(),
			&cli.StringFlag{Name: "games", Usage: "the `DIR` of game files (walked for *.pbem)", Required: true},
			&cli.BoolFlag{Name: "dry-run", Usage: "tell which reminders are due, to whom and why; send, record and change nothing"},
			&cli.BoolFlag{Name: "digest", Usage: "send today's daily digest instead, to each address whose players chose it (mails = \"digest\" or \"both\")"},
			jsonFlag(),
		),
		Description: "In each open game with a deadline: a reminder to each player awaited past half\n" +
			"of it, a notice to every player once it has passed, each once per wait and\n" +
			"recorded as a host line (!remind Bob half); an undo unanswered at the deadline\n" +
			"is cancelled. Nothing else happens at the deadline: the host decides. A player\n" +
			"inside their away days (pbem away) is not reminded; the others are told of them once.\n" +
			"See docs/hosting.md, \"Deadlines and reminders\" and \"Away days\".\n\n" +
			"With --digest: one mail a day (UTC) to each address, in its language, listing\n" +
			"the games where it is to act; noted in DIR/digests.sent, so a rerun the same day\n" +
			"sends nothing twice (docs/hosting.md, \"A daily digest\").\n\n" +
			"Examples: pbem remind --games games/\n          pbem remind --games games/ --outbox outbox/\n" +
			"          pbem remind --games games/ --dry-run\n" +
			"          pbem remind --games games/ --digest",
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
	if c.Bool("digest") {
		return e.digestAction(c, host, files)
	}
	remind := host.Remind
	if c.Bool("dry-run") {
		remind = host.RemindDry
	}
	sent, failed := remind(files)
	if err := e.printReminders(c, sent); err != nil {
		return err
	}
	return e.reportFailed(c, failed, len(files))
}

// printReminders writes the reminders sent (or, with --dry-run, due):
// one line each, or JSON.
func (e *env) printReminders(c *cli.Context, sent []mailhost.Reminder) error {
	dry := c.Bool("dry-run")
	if c.Bool("json") {
		return e.printJSON(struct {
			DryRun    bool                `json:"dry_run"`
			Reminders []mailhost.Reminder `json:"reminders"`
		}{dry, sent})
	}
	for _, r := range sent {
		if !dry {
			fmt.Fprintf(e.stdout, "%s: %s %s, mailed %s\n", r.File, r.Kind, r.Player, strings.Join(r.Mailed, ", "))
			continue
		}
		fmt.Fprintf(e.stdout, "%s: %s %s (%s), would mail:\n", r.File, r.Kind, r.Player, reminderWhy(r))
		for _, m := range r.Mails {
			fmt.Fprintf(e.stdout, "  %s <%s>: %s\n", m.To, m.Email, m.Subject)
		}
	}
	return nil
}

// reminderWhy says why a reminder is due, for remind --dry-run.
func reminderWhy(r mailhost.Reminder) string {
	at := r.Due.UTC().Format("2006-01-02 15:04 UTC")
	switch r.Kind {
	case pbem.RemindHalf:
		return "half of their time passed at " + at
	case pbem.RemindDeadline:
		return "their deadline passed at " + at
	case mailhost.SeedsClosedKind:
		return "the time for the players' seeds passed at " + at + ": the game would be dealt without the missing ones"
	}
	return "their undo got no answer before the deadline, at " + at + ": it would be cancelled"
}
