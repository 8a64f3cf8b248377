package commands

import (
	"strconv"
	"strings"

	"github.com/urfave/cli/v2"

	"github.com/pbem-games/pbem/engine/search"
)

// botFlag is new's --bot: a seat played by the fair computer player.
func botFlag() cli.Flag {
	return &cli.StringSliceFlag{Name: "bot", Usage: "make player `NAME[=GAMES]` a computer player, searching GAMES simulated games a decision (default " +
		strconv.Itoa(search.DefaultIterations) + "; repeatable)"}
}

// parseBots reads --bot values, "Cid" or "Cid=2000", into the budget of
// each bot by name (0: the default).
func parseBots(c *cli.Context, players []string) (map[string]int, error) {
	bots := map[string]int{}
	for _, v := range c.StringSlice("bot") {
		if i := indexFold(players, v); i >= 0 {
			bots[players[i]] = 0
			continue
		}
		name, value, ok := splitPair(v, players)
		n, err := strconv.Atoi(value)
		if !ok || name == "" || err != nil || n < 1 {
			return nil, usagef(c, "--bot %q: expected a player's name, and =N simulated games a decision if not the default", v)
		}
		bots[name] = n
	}
	return bots, nil
}

// indexFold is the index of name in names, ignoring case, or -1.
func indexFold(names []string, name string) int {
	for i, n := range names {
		if strings.EqualFold(n, name) {
			return i
		}
	}
	return -1
}
