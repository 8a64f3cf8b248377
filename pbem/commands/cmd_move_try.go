package commands

import (
	"github.com/urfave/cli/v2"

	"github.com/pbem-games/pbem/pbem"
)

// This file holds the preview of a move: `move --dry-run`, and `try`,
// its shorter name. Both print what the decisions would do and write
// nothing (pbem/preview_move.go).

// dryRunFlag is move's --dry-run.
func dryRunFlag() cli.Flag {
	return &cli.BoolFlag{Name: "dry-run",
		Usage: "show what the move would do, and the board you would see, writing nothing (as try)"}
}

// tryCommand is `move --dry-run` under a name of its own.
func (e *env) tryCommand() *cli.Command {
	return &cli.Command{
		Name:      "try",
		Usage:     "show what a move would do, writing nothing (move --dry-run)",
		ArgsUsage: "FILE MOVE... | FILE -",
		Flags: []cli.Flag{
			&cli.IntFlag{Name: "ply", Usage: "refuse the move unless it is decision `N` (from the mail)"},
			asFlag(), jsonFlag(),
		},
		Description: "Examples: pbem try game.pbem buy 3m2 pay r5 r4\n" +
			"          printf 'draw\\nbuild 3m2 new\\n' | pbem try game.pbem -",
		Action: func(c *cli.Context) error {
			path, req, err := e.moveArgs(c)
			if err != nil {
				return err
			}
			return e.preview(c, path, req)
		},
	}
}

// preview prints what req would do in the game at path, as text or, with
// --json, as docs/json.md describes.
func (e *env) preview(c *cli.Context, path string, req pbem.MoveRequest) error {
	res, err := e.games.Preview(path, req)
	if err != nil {
		return err
	}
	if c.Bool("json") {
		return e.printJSON(res)
	}
	return res.WriteText(e.stdout)
}
