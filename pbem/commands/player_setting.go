package commands

import "github.com/urfave/cli/v2"

// playerSettingAction is the action of a command `NAME FILE VALUE --as
// PLAYER [--json]` that sets one of a player's own settings in the front
// matter (tz, mails): set does it, say tells it on a terminal.
func playerSettingAction[R any](e *env, set func(path, player, value string) (R, error), say func(*env, R) error) cli.ActionFunc {
	return func(c *cli.Context) error {
		a, as, err := argsAs(c, 2, 2)
		if err != nil {
			return err
		}
		res, err := set(a[0], as, a[1])
		if err != nil {
			return err
		}
		if c.Bool("json") {
			return e.printJSON(res)
		}
		return say(e, res)
	}
}
