package commands

import (
	"fmt"

	"github.com/urfave/cli/v2"

	"github.com/pbem-games/pbem/pbem"
)

// mailsCommand sets what a player is mailed in a game (turns, digest or
// both): the command-line twin of "!mails CHOICE" by mail.
func (e *env) mailsCommand() *cli.Command {
	return &cli.Command{
		Name:      "mails",
		Usage:     "set what a player is mailed: a mail every turn, a daily digest, or both (docs/hosting.md)",
		ArgsUsage: "FILE turns|digest|both",
		Flags:     []cli.Flag{asFlag(), jsonFlag()},
		Description: "The player's mails key is edited in place (turns, the default, removes it); the record is\n" +
			"not touched. The digest goes out with `pbem remind --digest`.\n" +
			"Examples: pbem mails --as Ann game.pbem digest\n          pbem mails --as Ann game.pbem turns",
		Action: playerSettingAction(e, e.games.SetMails, writeMailsResult),
	}
}

// writeMailsResult says what mails did.
func writeMailsResult(e *env, res *pbem.MailsResult) error {
	what := map[string]string{pbem.MailsTurns: "a mail every turn", pbem.MailsDigest: "the daily digest",
		pbem.MailsBoth: "a mail every turn and the daily digest"}[res.Mails]
	verb := "now gets"
	if !res.Changed {
		verb = "already gets"
	}
	_, err := fmt.Fprintf(e.stdout, "%s: %s %s %s (mails = %s)\n", res.Path, res.Player, verb, what, res.Mails)
	return err
}
