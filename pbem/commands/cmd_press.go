package commands

import (
	"fmt"

	"github.com/urfave/cli/v2"

	"github.com/pbem-games/pbem/pbem"
)

// pressCommand lists the private press of a game a player sent or was
// sent: what `say --to` and "!say @NAME" kept in the host's press file.
func (e *env) pressCommand() *cli.Command {
	return &cli.Command{
		Name:      "press",
		Usage:     "list the private press a player sent or was sent (host)",
		ArgsUsage: "FILE",
		Flags:     []cli.Flag{asFlag(), jsonFlag()},
		Description: "Example: pbem press --as Bob game.pbem\n" +
			"Private press stays in FILE.press, beside the game, which only the host has.",
		Action: e.pressAction,
	}
}

func (e *env) pressAction(c *cli.Context) error {
	a, as, err := argsAs(c, 1, 1)
	if err != nil {
		return err
	}
	f, err := e.games.Load(a[0])
	if err != nil {
		return err
	}
	seat, err := f.SeatOf(as)
	if err != nil {
		return err
	}
	all, err := pbem.ReadPress(a[0])
	if err != nil {
		return err
	}
	lines := pbem.PressOf(all, f.Name(seat))
	if c.Bool("json") {
		if lines == nil {
			lines = []pbem.PressLine{}
		}
		return e.printJSON(struct {
			Player string           `json:"player"`
			Press  []pbem.PressLine `json:"press"`
		}{f.Name(seat), lines})
	}
	for _, l := range lines {
		if _, err := fmt.Fprintln(e.stdout, pressLineText(l)); err != nil {
			return err
		}
	}
	return nil
}
