package commands

import (
	"path/filepath"
	"strings"
	"testing"
)

// TestSeatJSONMatchesTheDoc checks the --json outputs of say, resign
// and replace against their table in docs/json.md, on a game that the
// resignations end.
func TestSeatJSONMatchesTheDoc(t *testing.T) {
	doc := readJSONDoc(t)
	c := &jsonChecker{t: t, doc: jsonDoc{"seat": doc["seat"], "event": doc["event"], "result": doc["result"]},
		reported: map[string]bool{}}
	path := filepath.Join(t.TempDir(), "g.pbem")
	mustRun(t, "new", "--seed", "json", "--out", path, "palazzo", "Ann", "Bob", "Cid")
	c.check("say", "seat", mustRun(t, "say", "--json", "--as", "Ann", path, "hello"))
	c.check("replace", "seat", mustRun(t, "replace", "--json", path, "Cid", "Dan"))
	c.check("resign", "seat", mustRun(t, "resign", "--json", "--as", "Ann", path))
	c.check("resign (last)", "seat", mustRun(t, "resign", "--json", "--as", "Bob", path))
	var missing []string
	for _, f := range c.doc.unseen() {
		if strings.HasPrefix(f, "seat ") {
			missing = append(missing, f)
		}
	}
	if len(missing) > 0 {
		t.Errorf("documented but in no output: %v", missing)
	}
}
