package main

import (
	"bufio"
	"strings"

	"github.com/urfave/cli/v2"

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
			asFlag(), jsonFlag(),
		},
		Description: "Examples: pbem move --ply 14 game.pbem buy 3m2 pay r5 r4\n" +
			"          printf 'draw\\nbuild 3m2 new\\n' | pbem move game.pbem -",
		Action: e.moveAction,
	}
}

func (e *env) moveAction(c *cli.Context) error {
	a, err := nargs(c, 2, -1)
	if err != nil {
		return err
	}
	inputs, err := e.moveInputs(a[1:])
	if err != nil {
		return err
	}
	res, err := e.games.Move(a[0], pbem.MoveRequest{Moves: inputs, As: c.String("as"), Ply: c.Int("ply")})
	if err != nil {
		return err
	}
	if c.Bool("json") {
		return e.printJSON(res)
	}
	return res.WriteText(e.stdout)
}

// moveInputs reads the moves of `move`: the words after the file form one
// move; a lone "-" reads one move per line from stdin (blank lines skipped).
func (e *env) moveInputs(words []string) ([]pbem.MoveInput, error) {
	if len(words) != 1 || words[0] != "-" {
		return []pbem.MoveInput{{Text: strings.Join(words, " "), Origin: "move", Line: 1}}, nil
	}
	var inputs []pbem.MoveInput
	sc := bufio.NewScanner(e.stdin)
	for line := 1; sc.Scan(); line++ {
		if text := strings.TrimSpace(sc.Text()); text != "" {
			inputs = append(inputs, pbem.MoveInput{Text: sc.Text(), Origin: "stdin", Line: line})
		}
	}
	return inputs, sc.Err()
}
