package commands

import (
	"fmt"
	"math/rand/v2"
	"os"
	"slices"
	"strconv"
	"strings"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/engine/palazzo"
)

// optGame is Palazzo under another id with what no game listed yet has
// (Leonardo is registered when its rules are done): a setting "pace"
// (1 to 9, default 1), a data file (which must say "palazzo") and the
// pattern of its bids. The scripts play it with the pbem-opt command.
type optGame struct{ palazzo.Game }

func (g optGame) Info() engine.Info {
	in := g.Game.Info()
	in.ID, in.Title = "optpalazzo", "Palazzo with options"
	in.Settings = []engine.Setting{{Name: "pace", Default: "1", Summary: "a number from 1 to 9 that changes nothing"}}
	in.CustomData = true
	return in
}

// Setup judges the setting and the data, then deals Palazzo, which takes
// neither.
func (g optGame) Setup(opts engine.Options, players int, rng *rand.Rand) (engine.State, []engine.Event, error) {
	in := g.Info()
	if n, err := strconv.Atoi(in.SettingValue(opts, "pace")); err != nil || n < 1 || n > 9 {
		return nil, nil, fmt.Errorf("setting pace=%q: want a number from 1 to 9", opts.Settings["pace"])
	}
	if opts.Data != nil && strings.TrimSpace(string(opts.Data)) != "palazzo" {
		return nil, nil, fmt.Errorf("the data file is not a Palazzo data file")
	}
	opts.Settings, opts.Data = nil, nil
	return g.Game.Setup(opts, players, rng)
}

// MovePatterns gives the general form of a bid.
func (optGame) MovePatterns() []engine.MovePattern {
	return []engine.MovePattern{{Verb: "bid", Form: "bid <cards>", Doc: "any cards of your hand that raise your bid"}}
}

// runOpt is pbem with optGame besides the games it plays.
func runOpt() int {
	e := &env{games: append(slices.Clone(games), optGame{}), stdin: os.Stdin, stdout: os.Stdout, stderr: os.Stderr,
		tty: isTerminal(os.Stdout), now: clockFrom(os.Getenv), getenv: os.Getenv}
	return e.run(os.Args)
}
