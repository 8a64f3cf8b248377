package commands

import (
	"fmt"

	"github.com/urfave/cli/v2"

	"github.com/pbem-games/pbem/pbem"
)

// mailsCommand sets what a player is mailed when a decision is theirs:
// the command-line twin of "!mails MODE" by mail.
func (e *env) mailsCommand() *cli.Command {
	return &cli.Command{
		Name:      "mails",
		Usage:     "set what a player is mailed: a mail every turn, a daily digest, or both (docs/hosting.md)",
		ArgsUsage: "FILE turns|digest|both",
		Flags:     []cli.Flag{asFlag(), jsonFlag()},
		Description: "The player's mails key is edited in place; the record is not touched.\n" +
			"Examples: pbem mails --as Ann game.pbem digest\n          pbem mails --as Ann game.pbem turns",
		Action: e.mailsAction,
	}
}

func (e *env) mailsAction(c *cli.Context) error {
	a, err := nargs(c, 2, 2)
	if err != nil {
		return err
	}
	as, err := seatAs(c)
	if err != nil {
		return err
	}
	res, err := e.games.SetMails(a[0], as, a[1])
	if err != nil {
		return err
	}
	if c.Bool("json") {
		return e.printJSON(res)
	}
	verb := "is now mailed"
	if !res.Changed {
		verb = "is already mailed"
	}
	_, err = fmt.Fprintf(e.stdout, "%s: %s %s %s\n", res.Path, res.Player, verb, mailsWords[res.Mails])
	return err
}

// mailsWords says each mails mode in words.
var mailsWords = map[string]string{
	pbem.MailsTurns:  "a mail for every turn",
	pbem.MailsDigest: "the daily digest only",
	pbem.MailsBoth:   "a mail for every turn and the daily digest",
}
