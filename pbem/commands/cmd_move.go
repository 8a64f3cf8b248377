package commands

import (
	"bufio"
	"errors"
	"fmt"
	"strings"

	"github.com/urfave/cli/v2"

	"github.com/pbem-games/pbem/notation"
	"github.com/pbem-games/pbem/pbem"
)

// moveCommand records one decision, or several consecutive decisions of
// one player read from stdin, all or nothing.
func (e *env) moveCommand() *cli.Command {
	return &cli.Command{
		Name:      "move",
		Usage:     "make a move (or several consecutive decisions with -)",
		ArgsUsage: "FILE MOVE... | FILE -",
		Flags: []cli.Flag{
			&cli.IntFlag{Name: "ply", Usage: "refuse the move unless it is decision `N` (from the mail)"},
			dryRunFlag(), asFlag(), jsonFlag(),
		},
		Description: "Examples: pbem move --ply 14 game.pbem buy 3m2 pay r5 r4\n" +
			"          printf 'draw\\nbuild 3m2 new\\n' | pbem move game.pbem -\n" +
			"          pbem move --dry-run game.pbem buy 3m2 pay r5 r4   (writes nothing)",
		Action: e.moveAction,
	}
}

// moveArgs reads the arguments of move and try: the game file, and the
// moves after it (or "-" for stdin) with the flags.
func (e *env) moveArgs(c *cli.Context) (string, pbem.MoveRequest, error) {
	a, err := nargs(c, 2, -1)
	if err != nil {
		return "", pbem.MoveRequest{}, err
	}
	req, err := e.moveRequest(c, a[1:])
	return a[0], req, err
}

func (e *env) moveAction(c *cli.Context) error {
	path, req, err := e.moveArgs(c)
	if err != nil {
		return err
	}
	if c.Bool("dry-run") {
		return e.preview(c, path, req)
	}
	res, err := e.games.Move(path, req)
	if err != nil {
		return err
	}
	if c.Bool("json") {
		return e.printJSON(res)
	}
	return res.WriteText(e.stdout)
}

// moveRequest reads the request of move (and try): the moves given as
// words after the file, --as and --ply.
func (e *env) moveRequest(c *cli.Context, words []string) (pbem.MoveRequest, error) {
	as, err := asOf(c)
	if err != nil {
		return pbem.MoveRequest{}, err
	}
	ply, err := plyOf(c)
	if err != nil {
		return pbem.MoveRequest{}, err
	}
	inputs, err := e.moveInputs(words)
	if err != nil {
		return pbem.MoveRequest{}, err
	}
	return pbem.MoveRequest{Moves: inputs, As: as, Ply: ply, Now: e.now}, nil
}

// plyOf reads --ply: the decision the move must be, or 0 (no check) when
// it is not given. Decisions are numbered from 1, so a smaller number is
// a usage error rather than a check that is silently skipped (0) or a
// conflict no file could ever pass (negative).
func plyOf(c *cli.Context) (int, error) {
	if !c.IsSet("ply") {
		return 0, nil
	}
	if n := c.Int("ply"); n < 1 {
		return 0, usagef(c, "--ply %d: decisions are numbered from 1 (the mail says which one is due)", n)
	}
	return c.Int("ply"), nil
}

// maxMoveLine is the longest line `move -` reads. A move is a few words;
// a longer line is not a move (a file piped by mistake, say).
const maxMoveLine = 64 * 1024

// moveInputs reads the moves of `move`: the words after the file form one
// move; a lone "-" reads one move per line from stdin (blank lines skipped).
func (e *env) moveInputs(words []string) ([]pbem.MoveInput, error) {
	if len(words) != 1 || words[0] != "-" {
		return []pbem.MoveInput{{Text: strings.Join(words, " "), Origin: "move", Line: 1}}, nil
	}
	var inputs []pbem.MoveInput
	sc := bufio.NewScanner(e.stdin)
	sc.Buffer(make([]byte, 0, 4096), maxMoveLine)
	line := 1
	for ; sc.Scan(); line++ {
		if text := strings.TrimSpace(sc.Text()); text != "" {
			inputs = append(inputs, pbem.MoveInput{Text: sc.Text(), Origin: "stdin", Line: line})
		}
	}
	if errors.Is(sc.Err(), bufio.ErrTooLong) {
		return nil, &notation.Error{File: "stdin", Pos: notation.Pos{Line: line, Col: 1},
			Msg: fmt.Sprintf("line longer than %d KB: a move is one line of a few words", maxMoveLine/1024)}
	}
	return inputs, sc.Err()
}
