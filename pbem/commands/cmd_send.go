package commands

import (
	"fmt"

	"github.com/urfave/cli/v2"

	"github.com/pbem-games/pbem/pbem/mailhost"
)

// sendCommand sends the turn mails over SMTP, as the game's host.
func (e *env) sendCommand() *cli.Command {
	return &cli.Command{
		Name:      "send",
		Usage:     "send the turn mails by SMTP (to the players to act, or --to NAME)",
		ArgsUsage: "FILE",
		Flags: append(hostFlags(),
			&cli.StringFlag{Name: "to", Usage: "send only the mail of the player `NAME`"},
			&cli.BoolFlag{Name: "dry-run", Usage: "print the messages instead of sending them"},
			jsonFlag(),
		),
		Description: "Sends from the host's address (from = in the config, or --from), through the\n" +
			"server of [smtp] url = in the config (or PBEM_SMTP_URL). Each mail carries\n" +
			"its reader's reply token, so that `pbem inbox` can check their answer.\n" +
			"See docs/hosting.md.\n\n" +
			"Examples: pbem send game.pbem\n          pbem send --dry-run --to Ann game.pbem",
		Action: e.sendAction,
	}
}

// hostFlags are the flags of the commands that send mail as the host.
func hostFlags() []cli.Flag {
	return []cli.Flag{
		&cli.StringFlag{Name: "config", Usage: "read the settings from `FILE` (default: $XDG_CONFIG_HOME/pbem/config.toml)"},
		&cli.StringFlag{Name: "from", Usage: "the host's address, `ADDR` (default: from = in the config)"},
		&cli.StringFlag{Name: "outbox", Usage: "write the mails into the Maildir `DIR` instead of sending them"},
	}
}

func (e *env) sendAction(c *cli.Context) error {
	a, err := nargs(c, 1, 1)
	if err != nil {
		return err
	}
	host, err := e.configuredHost(c)
	if err != nil {
		return err
	}
	mails, err := host.Send(a[0], c.String("to"))
	if err != nil || c.Bool("dry-run") {
		return err
	}
	if c.Bool("json") {
		return e.printJSON(mailsJSON(mails, nil))
	}
	for _, m := range mails {
		fmt.Fprintf(e.stdout, "sent to %s: %s\n", m.To, m.Subject)
	}
	if len(mails) == 0 {
		fmt.Fprintln(e.stdout, "nothing to send: every player to act has their mail (--to NAME sends one again)")
	}
	return nil
}

// loadConfig reads --config (or the default file) and the environment.
func (e *env) loadConfig(c *cli.Context) (mailhost.Config, error) {
	return mailhost.LoadConfig(c.String("config"), e.getenv)
}

// configuredHost is host with the configuration the command names (or
// the default one).
func (e *env) configuredHost(c *cli.Context) (*mailhost.Host, error) {
	cfg, err := e.loadConfig(c)
	if err != nil {
		return nil, err
	}
	return e.host(c, cfg)
}

// host returns the host that sends mail as cfg, --from, --outbox and
// --dry-run say. Without --outbox or --dry-run the config must name a
// mail server: checked here, before anything is read or changed.
func (e *env) host(c *cli.Context, cfg mailhost.Config) (*mailhost.Host, error) {
	if from := c.String("from"); from != "" {
		cfg.From = from
	}
	sender, err := cfg.Sender()
	if err != nil {
		return nil, err
	}
	var outbox mailhost.Outbox = mailhost.SMTPOutbox{Config: cfg.SMTP}
	switch {
	case c.Bool("dry-run"):
		outbox = mailhost.WriterOutbox{W: e.stdout}
	case c.String("outbox") != "":
		outbox = mailhost.MaildirOutbox{Dir: c.String("outbox")}
	case cfg.SMTP.URL == "":
		return nil, usagef(c, "no mail server: set [smtp] url in the config (or PBEM_SMTP_URL), or use --outbox DIR")
	}
	return &mailhost.Host{Games: e.games, From: sender, Plus: cfg.Plus(), Outbox: outbox, Now: e.now,
		Notify: e.notifier(cfg)}, nil // cmd_notify.go
}
