package commands

import (
	"path/filepath"
	"strings"
)

// search checks the --json outputs of hint and arena on a new game
// against docs/json.md (called by TestJSONMatchesTheDoc).
func (c *jsonChecker) search(game string, players int) {
	t := c.t
	path := filepath.Join(t.TempDir(), "g.pbem")
	names := []string{"Ann", "Bob", "Cid", "Dee"}[:players]
	mustRun(t, append([]string{"new", "--seed", "json", "--out", path, game}, names...)...)
	player, _ := firstLegal(t, path)
	c.check("hint", "hint", mustRun(t, "hint", "--json", "--as", player, "--budget", "20", path))
	c.analyse(path)
	bots := strings.Repeat("mcts:3,", players-1) + "random"
	c.check("arena", "arena", mustRun(t, "arena", "--json", "--games", "1", "--seed", "s", "--bots", bots, game))
}
