package commands

import (
	"io"
	"time"

	"github.com/urfave/cli/v2"

	"github.com/pbem-games/pbem/pbem/compose"
)

// bggPlayFormat is export's --format for a finished game's play, ready
// for BoardGameGeek's "Log play" form (compose/bgg_play.go).
const bggPlayFormat = "bgg-play"

// exportBGGPlay prints the play of one finished game: its text, or with
// --json its fields and text. Dates are UTC, as everything the terminal
// prints; a game not over is a usage error (exit 2).
func (e *env) exportBGGPlay(c *cli.Context) error {
	if c.IsSet("as") {
		return usagef(c, "--as goes with --format html: a play is public")
	}
	lang, err := langOf(c)
	if err != nil {
		return err
	}
	if _, err := nargs(c, 1, 1); err != nil {
		return err
	}
	r, err := e.open(c, -1)
	if err != nil {
		return err
	}
	play, err := compose.BGGPlayOf(r, lang, time.UTC)
	if err != nil {
		return err
	}
	if c.Bool("json") {
		return e.writeOut(c, func(w io.Writer) error { return writeJSON(w, play) })
	}
	return e.writeOut(c, func(w io.Writer) error { _, err := io.WriteString(w, play.Text); return err })
}
