package commands

import (
	"path/filepath"

	"github.com/stretchr/testify/require"
)

// many checks list, find, stats and export --json on the game's finished example and a
// new game, for TestJSONMatchesTheDoc.
func (c *jsonChecker) many(game string, players int) {
	t := c.t
	dir := t.TempDir()
	names := []string{"Ann", "Bob", "Cid", "Dee", "Eve"}[:players]
	mustRun(t, append([]string{"new", "--seed", "many", "--out", filepath.Join(dir, "g.pbem"), game}, names...)...)
	examples, err := filepath.Glob(filepath.Join("../../examples", game+"-*.pbem"))
	require.NoError(t, err)
	args := append([]string{dir}, examples...)
	c.check("list", "list", mustRun(t, append([]string{"list", "--json"}, args...)...))
	c.check("find", "find", mustRun(t, append([]string{"find", "--json", "--player", "Ann"}, args...)...))
	c.check("stats", "stats", mustRun(t, append([]string{"stats", "--json"}, args...)...))
	for _, ex := range examples {
		c.check("export", "export", mustRun(t, "export", "--json", ex))
	}
}
