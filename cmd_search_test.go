package main

import (
	"path/filepath"
	"strings"
	"testing"

	list "github.com/pbem-games/pbem/games"
)

// TestSearchJSONMatchesTheDoc checks the --json outputs of hint and arena,
// for every game, against their tables in docs/json.md (kept apart from
// TestJSONMatchesTheDoc, which they may join).
func TestSearchJSONMatchesTheDoc(t *testing.T) {
	c := &jsonChecker{t: t, doc: readJSONDoc(t), reported: map[string]bool{}}
	for _, g := range list.All {
		info := g.Info()
		c.game = info.ID
		t.Run(info.ID, func(t *testing.T) {
			c.t = t
			path := filepath.Join(t.TempDir(), "g.pbem")
			names := []string{"Ann", "Bob", "Cid", "Dee"}[:info.MinPlayers]
			mustRun(t, append([]string{"new", "--seed", "json", "--out", path, info.ID}, names...)...)
			player, _ := firstLegal(t, path)
			c.check("hint", "hint", mustRun(t, "hint", "--json", "--as", player, "--budget", "20", path))
			bots := strings.TrimSuffix(strings.Repeat("mcts:3,", info.MinPlayers-1)+"random", ",")
			c.check("arena", "arena", mustRun(t, "arena", "--json", "--games", "1", "--seed", "s",
				"--bots", bots, info.ID))
		})
	}
	c.t = t
	for _, missing := range c.doc.unseen() {
		if strings.HasPrefix(missing, "hint ") || strings.HasPrefix(missing, "arena ") {
			t.Errorf("documented in %s but in no output: %s", jsonDocPath, missing)
		}
	}
}
