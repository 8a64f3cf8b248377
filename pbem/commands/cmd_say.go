package commands

import (
	"fmt"
	"strings"

	"github.com/urfave/cli/v2"

	"github.com/pbem-games/pbem/pbem"
	"github.com/pbem-games/pbem/pbem/mailhost"
)

// sayCommand records a chat line to every player of a game, or, with
// --to, a private word to some of them (press_*.go).
func (e *env) sayCommand() *cli.Command {
	return &cli.Command{
		Name:      "say",
		Usage:     "say something to the other players, kept in the record (or privately, with --to)",
		ArgsUsage: "FILE TEXT...",
		Flags: append([]cli.Flag{asFlag(), jsonFlag(),
			&cli.StringSliceFlag{Name: "to", Usage: "say it to the player `NAME` only (repeat for several): " +
				"private press, kept in the host's FILE.press, never in the record"},
			&cli.BoolFlag{Name: "send", Usage: "with --to: mail the word to its readers (as the inbox relays !say @NAME)"}},
			hostFlags()...),
		Description: "Examples: pbem say --as Ann game.pbem back on Monday\n" +
			"          pbem say --as Ann --to Bob game.pbem shall we share Florence?\n" +
			"          pbem say --as Ann --to Bob --send game.pbem shall we share Florence?",
		Action: e.sayAction,
	}
}

func (e *env) sayAction(c *cli.Context) error {
	a, as, err := argsAs(c, 2, -1)
	if err != nil {
		return err
	}
	text := strings.Join(a[1:], " ")
	if c.Bool("send") && !c.IsSet("to") {
		return usagef(c, "--send mails private press: name its readers with --to")
	}
	if c.IsSet("to") {
		return e.pressSay(c, a[0], pbem.PressRequest{As: as, To: c.StringSlice("to"), Text: text, Now: e.now()})
	}
	res, err := e.games.Say(a[0], pbem.SeatRequest{As: as, Text: text, Now: e.now()})
	return e.printSeatResult(c, res, err)
}

// pressSay records the private word req in the press file of the game at
// path, mails it to its readers with --send, and prints it.
func (e *env) pressSay(c *cli.Context, path string, req pbem.PressRequest) error {
	var host *mailhost.Host
	if c.Bool("send") { // the host's settings are checked before anything is kept
		var err error
		if host, err = e.configuredHost(c); err != nil {
			return err
		}
	}
	res, err := e.games.Press(path, req)
	if err != nil {
		return err
	}
	if host != nil {
		if _, err := host.SendPress(path, res.Line); err != nil {
			return fmt.Errorf("the private word is kept, but it was not mailed: %w", err)
		}
	}
	if c.Bool("json") {
		return e.printJSON(res)
	}
	_, err = fmt.Fprintln(e.stdout, pressLineText(res.Line))
	return err
}

// pressLineText words a private word on one line, as press lists it.
func pressLineText(l pbem.PressLine) string {
	at := ""
	if l.Time != "" {
		at = l.Time + " "
	}
	return fmt.Sprintf("%s%s to %s (private): %s", at, l.From, strings.Join(l.To, ", "), l.Text)
}
