package commands

import (
	"fmt"

	"github.com/urfave/cli/v2"

	"github.com/pbem-games/pbem/pbem"
)

// tzCommand sets the time zone a player's mails print times in: the
// command-line twin of "!tz ZONE" by mail.
func (e *env) tzCommand() *cli.Command {
	return &cli.Command{
		Name:      "tz",
		Usage:     "set the time zone a player's mails print times in (docs/hosting.md)",
		ArgsUsage: "FILE ZONE",
		Flags:     []cli.Flag{asFlag(), jsonFlag()},
		Description: "ZONE is an IANA name (Europe/Paris, America/New_York), or UTC to go back to the default.\n" +
			"The player's tz key is edited in place; the record is not touched.\n" +
			"Examples: pbem tz --as Ann game.pbem Europe/Paris\n          pbem tz --as Ann game.pbem UTC",
		Action: playerSettingAction(e, e.games.SetZone, writeZoneResult),
	}
}

// writeZoneResult says what tz did, with the time now in the zone, as a
// check that it is the zone meant.
func writeZoneResult(e *env, res *pbem.ZoneResult) error {
	loc, err := pbem.LoadZone(res.TZ)
	if err != nil {
		return err
	}
	zone := res.TZ
	if zone == "" {
		zone = "UTC"
	}
	verb := "now reads times in"
	if !res.Changed {
		verb = "already reads times in"
	}
	_, err = fmt.Fprintf(e.stdout, "%s: %s %s %s (now %s)\n", res.Path, res.Player, verb, zone, pbem.StampIn(e.now(), loc))
	return err
}
