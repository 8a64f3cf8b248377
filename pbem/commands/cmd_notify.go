package commands

import (
	"fmt"
	"io"
	"strings"

	"github.com/urfave/cli/v2"

	"github.com/pbem-games/pbem/pbem/mailhost"
)

// notifyCommand sends (or shows) the turn notification of a game: the
// one line a chat service or a phone gets for every turn (docs/hosting.md).
func (e *env) notifyCommand() *cli.Command {
	return &cli.Command{
		Name:      "notify",
		Usage:     "send the turn notification of a game: notify_cmd of the config, notify = of the game",
		ArgsUsage: "FILE",
		Flags: []cli.Flag{
			&cli.StringFlag{Name: "config", Usage: "read the settings from `FILE` (default: $XDG_CONFIG_HOME/pbem/config.toml)"},
			&cli.BoolFlag{Name: "dry-run", Usage: "show the notification, its environment and body; send and record nothing"},
			&cli.BoolFlag{Name: "again", Usage: "send it even if it was sent (the ledger says so)"},
			jsonFlag(),
		},
		Description: "Runs the host's notify_cmd (config, or PBEM_NOTIFY_CMD) with the notification\n" +
			"in its environment, and posts it to the game's notify = address, once a turn:\n" +
			"`pbem send` and `pbem inbox` do the same after the turn mails. Public facts\n" +
			"only: the game, its title, the decision, who is to act. See docs/hosting.md.\n\n" +
			"Examples: pbem notify game.pbem\n          pbem notify --dry-run game.pbem",
		Action: e.notifyAction,
	}
}

func (e *env) notifyAction(c *cli.Context) error {
	f, err := e.loadArg(c)
	if err != nil {
		return err
	}
	cfg, err := e.loadConfig(c)
	if err != nil {
		return err
	}
	n, err := cfg.Notifier(nil) // failures are in the report, printed below
	if err != nil {
		return err
	}
	dry := c.Bool("dry-run")
	if n.Cmd == "" && f.Header.Notify == "" && !dry {
		return usagef(c, "nothing to notify with: set notify_cmd in the config (or PBEM_NOTIFY_CMD), or notify = \"https://…\" in the game")
	}
	rep, sendErr := n.Notify(f, mailhost.NotifyOptions{Again: c.Bool("again"), DryRun: dry})
	if rep.Notification.ID == "" {
		return sendErr
	}
	if c.Bool("json") {
		if err := e.printJSON(notifyJSON{DryRun: dry, NotifyReport: rep}); err != nil {
			return err
		}
	} else {
		printNotifyReport(e.stdout, rep, dry)
	}
	return sendErr
}

// notifyJSON is the output of `pbem notify --json` (docs/json.md).
type notifyJSON struct {
	DryRun bool `json:"dry_run"`
	mailhost.NotifyReport
}

// printNotifyReport writes rep for the host's terminal: the text, then
// what became of each channel (with --dry-run, what it would be given).
// Why a channel failed is on stderr, with the command's error.
func printNotifyReport(w io.Writer, rep mailhost.NotifyReport, dry bool) {
	no := rep.Notification
	fmt.Fprintf(w, "%s\n", no)
	if dry {
		fmt.Fprintf(w, "environment of notify_cmd:\n  %s\n", strings.Join(no.Env(), "\n  "))
	}
	if rep.Cmd != "" {
		fmt.Fprintf(w, "notify_cmd: %s%s\n", rep.Cmd, againHint(rep.Cmd))
	}
	if rep.Webhook != "" {
		fmt.Fprintf(w, "notify %s (%s): %s%s\n", rep.Address, rep.Format, rep.Webhook, againHint(rep.Webhook))
		if dry {
			fmt.Fprintf(w, "  body: %s\n", rep.Body)
		}
	}
}

// againHint tells how to send again what was sent.
func againHint(outcome string) string {
	if outcome == mailhost.NotifyAlready {
		return " (--again sends it again)"
	}
	return ""
}

// notifier returns the notifier of the host cfg configures, its failures
// logged on stderr. LoadConfig checked notify_timeout: no error is left.
func (e *env) notifier(cfg mailhost.Config) *mailhost.Notifier {
	n, err := cfg.Notifier(e.stderr)
	if err != nil {
		return &mailhost.Notifier{Cmd: cfg.NotifyCmd, Log: e.stderr}
	}
	return n
}
