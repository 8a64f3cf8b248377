package commands

import (
	"fmt"
	"io"
	"strings"

	"github.com/urfave/cli/v2"

	"github.com/pbem-games/pbem/pbem"
)

// undoCommand proposes to take back decisions, or answers the proposal
// that waits (docs/hosting.md, "Undo").
func (e *env) undoCommand() *cli.Command {
	return &cli.Command{
		Name:      "undo",
		Usage:     "propose to take back decisions, or accept or refuse the proposal",
		ArgsUsage: "FILE",
		Flags: []cli.Flag{
			asFlag(),
			&cli.IntFlag{Name: "to", Usage: "take back decisions from `PLY` on (default: your last decision)"},
			&cli.BoolFlag{Name: "accept", Usage: "accept the undo that waits"},
			&cli.BoolFlag{Name: "refuse", Usage: "refuse the undo that waits"},
			jsonFlag(),
		},
		Description: "Examples: pbem undo game.pbem --as Ann --to 12\n" +
			"          pbem undo game.pbem --as Bob --accept",
		Action: e.undoAction,
	}
}

func (e *env) undoAction(c *cli.Context) error {
	a, err := nargs(c, 1, 1)
	if err != nil {
		return err
	}
	req, err := undoRequestOf(c)
	if err != nil {
		return err
	}
	req.Now = e.now()
	res, err := e.games.Undo(a[0], req)
	if err != nil {
		return err
	}
	if c.Bool("json") {
		return e.printJSON(res)
	}
	return writeUndo(e.stdout, res)
}

// undoRequestOf reads the flags of undo: --as is needed, --accept and
// --refuse exclude each other and --to.
func undoRequestOf(c *cli.Context) (pbem.UndoRequest, error) {
	as, err := asOf(c)
	if err != nil {
		return pbem.UndoRequest{}, err
	}
	if as == "" {
		return pbem.UndoRequest{}, usagef(c, "--as NAME: expected the player who proposes or answers")
	}
	req := pbem.UndoRequest{As: as}
	switch {
	case c.Bool("accept") && c.Bool("refuse"):
		return req, usagef(c, "--accept and --refuse: expected one of them")
	case c.Bool("accept"), c.Bool("refuse"):
		if c.IsSet("to") {
			return req, usagef(c, "--to proposes an undo: it goes without --accept or --refuse")
		}
		req.Answer = map[bool]string{true: "accept", false: "refuse"}[c.Bool("accept")]
	case c.IsSet("to"):
		if c.Int("to") < 1 {
			return req, usagef(c, "--to %d: decisions are numbered from 1", c.Int("to"))
		}
		req.To = c.Int("to")
	}
	return req, nil
}

// writeUndo tells what an undo request did.
func writeUndo(w io.Writer, res *pbem.UndoResult) error {
	span := fmt.Sprint("decision ", res.From)
	if res.To > res.From {
		span = fmt.Sprintf("decisions %d–%d", res.From, res.To)
	}
	var msg string
	switch res.State {
	case pbem.UndoWaiting:
		msg = fmt.Sprintf("%s proposes to take back %s: waiting for %s", res.By, span,
			strings.Join(res.Waiting, ", "))
	case pbem.UndoTakenBack:
		msg = fmt.Sprintf("%s taken back: next: ply %d, %s to act", span, res.NextPly,
			strings.Join(res.ToAct, ", "))
	default:
		msg = fmt.Sprintf("the undo of %s is %s", span, res.State)
	}
	_, err := fmt.Fprintln(w, msg)
	return err
}
