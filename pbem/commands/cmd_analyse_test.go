package commands

import "path/filepath"

// analyse checks the --json output of analyse on the game at path, after
// two decisions, against docs/json.md (called by search).
func (c *jsonChecker) analyse(path string) {
	t := c.t
	for range 2 {
		player, move := firstLegal(t, path)
		mustRun(t, "move", path, "--as", player, move)
	}
	out := filepath.Join(t.TempDir(), "a.pbem")
	c.check("analyse", "analyse", mustRun(t, "analyse", "--json", "--all", "--budget", "20", "--out", out, path))
}
