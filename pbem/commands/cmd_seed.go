package commands

import (
	"fmt"
	"strings"

	"github.com/urfave/cli/v2"

	"github.com/pbem-games/pbem/pbem"
)

// seedCommand records a player's seed in a sealed game that awaits its
// players' seeds, or the host's close of the wait (pbem/seed_entropy.go).
func (e *env) seedCommand() *cli.Command {
	return &cli.Command{
		Name:      "seed",
		Usage:     "give a player's seed to a sealed game that awaits them (new --await-seeds), or close the wait",
		ArgsUsage: "FILE [HEX]",
		Flags: []cli.Flag{asFlag(),
			&cli.BoolFlag{Name: "close", Usage: "the host stops waiting: deal the game with the seeds given"},
			jsonFlag()},
		Description: "HEX is 32 to 64 hexadecimal digits the player drew (openssl rand -hex 16); none leaves it\n" +
			"to the others. The seed that ends the wait deals the game: then pbem send mails the first turns.\n\n" +
			"Examples: pbem seed game.pbem --as Ann 3f2a9c1b7d5e00112233445566778899\n" +
			"          pbem seed game.pbem --close",
		Action: e.seedAction,
	}
}

func (e *env) seedAction(c *cli.Context) error {
	a, err := nargs(c, 1, 2)
	if err != nil {
		return err
	}
	as, err := asOf(c)
	if err != nil {
		return err
	}
	req := pbem.SeedRequest{As: as, Close: c.Bool("close"), Now: e.now()}
	if len(a) == 2 {
		req.Entropy = a[1]
	}
	switch {
	case req.Close && (as != "" || req.Entropy != ""):
		return usagef(c, "--close is the host's: no --as and no seed with it")
	case !req.Close && as == "":
		return usagef(c, "say whose seed it is with --as NAME (or --close, for the host)")
	}
	res, err := e.games.GiveSeed(a[0], req)
	if err != nil {
		return err
	}
	if c.Bool("json") {
		return e.printJSON(res)
	}
	_, err = fmt.Fprint(e.stdout, seedResultText(a[0], res))
	return err
}

// seedResultText says what seed wrote and where the wait stands.
func seedResultText(path string, res *pbem.SeedResult) string {
	var b strings.Builder
	b.WriteString(res.Line + "\n")
	if !res.Dealt {
		fmt.Fprintf(&b, "waiting for the players' seeds (%s); awaited: %s\n", res.Entropy, pbem.AndList(res.Entropy.Awaited))
		return b.String()
	}
	fmt.Fprintf(&b, "dealt: %s\npbem send %s mails the first turns\n", res.Status, path)
	return b.String()
}

// newAwaitingJSON is what `new --await-seeds --json` prints: the files
// written and the wait for seeds.
type newAwaitingJSON struct {
	File       string        `json:"file"`
	KeyFile    string        `json:"key_file"`
	ID         string        `json:"id"`
	Commitment string        `json:"commitment"`
	Seeds      *pbem.Entropy `json:"seeds"`
}

// newAwaiting creates a sealed game that awaits its players' seeds, and
// says how they give them: it is not dealt, so there is no board yet.
func (e *env) newAwaiting(c *cli.Context, req pbem.NewGame) error {
	f, err := e.games.CreateAwaiting(req)
	if err != nil {
		return err
	}
	seeds, err := f.Entropy()
	if err != nil {
		return err
	}
	fmt.Fprintf(e.stderr, "pbem: the seed is in %s: keep it, and keep it from the players\n", f.KeyPath)
	if c.Bool("json") {
		return e.printJSON(newAwaitingJSON{File: f.Path, KeyFile: f.KeyPath, ID: f.Header.ID,
			Commitment: f.Header.Commitment, Seeds: seeds})
	}
	_, err = fmt.Fprintf(e.stdout, "%s\n\ngame %s, commitment %s\nwaiting for the players' seeds (%s): "+
		"pbem send %s mails each player an invitation to answer !seed HEX,\nor give one here: pbem seed %s --as NAME HEX\n",
		f.Path, f.Header.ID, f.Header.Commitment, seeds, f.Path, f.Path)
	return err
}
