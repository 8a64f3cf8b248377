package commands

import (
	"fmt"

	"github.com/urfave/cli/v2"
)

// manCommand prints pbem's manual page (section 1, in roff), generated
// from the same commands, flags and texts as the help, so the two agree.
func (e *env) manCommand() *cli.Command {
	return &cli.Command{
		Name:  "man",
		Usage: "print the manual page (roff), for man(1)",
		Description: "Examples: pbem man | man -l -\n" +
			"          pbem man > ~/.local/share/man/man1/pbem.1",
		Action: e.manAction,
	}
}

func (e *env) manAction(c *cli.Context) error {
	if _, err := nargs(c, 0, 0); err != nil {
		return err
	}
	page, err := e.app().ToManWithSection(1) // a fresh app: running one adds help commands and flags twice
	if err != nil {
		return err
	}
	_, err = fmt.Fprint(e.stdout, page)
	return err
}
