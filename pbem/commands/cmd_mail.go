package commands

import (
	"fmt"
	"net/mail"

	"github.com/urfave/cli/v2"

	"github.com/pbem-games/pbem/pbem"
	"github.com/pbem-games/pbem/pbem/compose"
)

// mailCommand writes the turn mails: to the players to act, or to one
// player, as text or RFC 5322 messages, on stdout or into a directory.
func (e *env) mailCommand() *cli.Command {
	return &cli.Command{
		Name:      "mail",
		Usage:     "write the turn mails (to the players to act, or --to NAME)",
		ArgsUsage: "FILE",
		Flags: []cli.Flag{
			&cli.StringFlag{Name: "to", Usage: "the reader's `NAME`"},
			&cli.StringFlag{Name: "format", Value: compose.MailText, Usage: "`FORMAT`: text or eml"},
			&cli.StringFlag{Name: "out", Usage: "write one file per mail into `DIR`"},
			&cli.StringFlag{Name: "from", Usage: "the sender, `ADDR` (\"Host <host@example.org>\")"},
			langFlag("each reader's lang in the game file, else en"),
			&cli.BoolFlag{Name: "send", Usage: "send the mails by SMTP instead, as pbem send does"},
			&cli.StringFlag{Name: "config", Usage: "with --send, read the settings from `FILE`"},
			jsonFlag(),
		},
		Description: "Examples: pbem mail game.pbem\n          pbem mail --format eml --out outbox game.pbem\n" +
			"          pbem mail --send game.pbem",
		Action: e.mailAction,
	}
}

func (e *env) mailAction(c *cli.Context) error {
	if c.Bool("send") {
		return e.sendAction(c)
	}
	if c.String("format") == compose.MailEML {
		defer quietCollector()() // quiet_collector.go
	}
	mails, format, err := e.composeMails(c)
	if err != nil {
		return err
	}
	dir := c.String("out")
	if dir == "" && !c.Bool("json") {
		return compose.WriteMails(e.stdout, mails, format)
	}
	paths, err := compose.SaveMails(mails, format, dir)
	if err != nil {
		return err
	}
	if c.Bool("json") {
		return e.printJSON(mailsJSON(mails, paths))
	}
	_, err = fmt.Fprint(e.stdout, lines(paths))
	return err
}

// composeMails composes the mails that --to, --from, --lang and the game file
// given as the only argument ask for, and returns them with --format.
func (e *env) composeMails(c *cli.Context) ([]compose.Mail, string, error) {
	format := c.String("format")
	if format != compose.MailText && format != compose.MailEML {
		return nil, "", usagef(c, "--format %q: expected text or eml", format)
	}
	from, err := parseFrom(c, c.String("from"))
	if err != nil {
		return nil, "", err
	}
	lang, err := langOf(c)
	if err != nil {
		return nil, "", err
	}
	r, err := e.open(c, -1)
	if err != nil {
		return nil, "", err
	}
	if format == compose.MailText {
		mails, err := compose.MailsTextIn(r, lang, c.String("to"), from, e.now())
		return mails, format, err
	}
	mails, err := compose.MailsIn(r, lang, c.String("to"), from, e.now())
	return mails, format, err
}

// parseFrom reads --from: an address, with or without a display name.
func parseFrom(c *cli.Context, s string) (pbem.MailPlayer, error) {
	if s == "" {
		return compose.DefaultSender, nil
	}
	addr, err := mail.ParseAddress(s)
	if err != nil {
		return pbem.MailPlayer{}, usagef(c, "--from %q: not an address", s)
	}
	return pbem.MailPlayer{Name: addr.Name, Email: addr.Address}, nil
}

// mailsJSON is what `mail --json` prints: {"mails": [...]}, each with the
// file it was saved in when paths has one.
func mailsJSON(mails []compose.Mail, paths []string) any {
	return struct {
		Mails []compose.MailInfo `json:"mails"`
	}{compose.MailInfos(mails, paths)}
}
