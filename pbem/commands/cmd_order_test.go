package commands

import (
	"encoding/json"
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestOrderCommand gives, lists and cancels orders on the command line;
// an order fires in the move that brings its owner's turn.
func TestOrderCommand(t *testing.T) {
	path, _ := newTestGame(t)
	code, _, stderr := runApp(t, "move", path, "draw")
	require.Equal(t, exitOK, code, stderr)
	code, stdout, stderr := runApp(t, "order", "--as", "Bob", path, "bid", "up", "to", "9", "or", "pass", "until", "auction")
	require.Equal(t, exitOK, code, stderr)
	assert.Equal(t, "order 1 given: bid up to 9 or pass (until the end of the auction)\n"+
		"1  bid up to 9 or pass (until the end of the auction)\n", stdout)
	code, _, stderr = runApp(t, "order", "--as", "Bob", path, "next", "pass")
	require.Equal(t, exitOK, code, stderr)
	code, stdout, stderr = runApp(t, "order", "--as", "Bob", path, "--cancel", "2")
	require.Equal(t, exitOK, code, stderr)
	assert.Equal(t, "order 2 cancelled\n1  bid up to 9 or pass (until the end of the auction)\n", stdout)

	code, stdout, stderr = runApp(t, "move", path, "auction")
	require.Equal(t, exitOK, code, stderr)
	assert.Contains(t, stdout, "{order}", "Bob's order bids at once")
	code, stdout, stderr = runApp(t, "order", "--as", "Bob", "--list", "--json", path)
	require.Equal(t, exitOK, code, stderr)
	var res struct {
		Orders []struct {
			Number int    `json:"number"`
			Text   string `json:"text"`
			End    string `json:"end"`
		} `json:"orders"`
		ToAct []string `json:"to_act"`
	}
	require.NoError(t, json.Unmarshal([]byte(stdout), &res))
	require.Len(t, res.Orders, 1)
	assert.Equal(t, "auction", res.Orders[0].End)
	assert.Equal(t, []string{"Ann"}, res.ToAct)
}

// TestOrderCommandRefusals: each wrong request gets its exit code and
// leaves the game file and its orders file as they were.
func TestOrderCommandRefusals(t *testing.T) {
	path, _ := newTestGame(t)
	code, _, stderr := runApp(t, "order", "--as", "Bob", path, "pass")
	require.Equal(t, exitOK, code, stderr)
	game, err := os.ReadFile(path)
	require.NoError(t, err)
	orders, err := os.ReadFile(path + ".orders")
	require.NoError(t, err)
	tests := []struct {
		args   []string
		code   int
		stderr string
	}{
		{[]string{"order", path, "pass"}, exitUsage, "say who with --as NAME"},
		{[]string{"order", "--as", "Bob", path}, exitUsage, ""},
		{[]string{"order", "--as", "Bob", "--list", "--cancel", "1", path}, exitUsage, "give one of them"},
		{[]string{"order", "--as", "Bob", "--cancel", "7", path}, exitUsage, "Bob has no order 7"},
		{[]string{"order", "--as", "Bob", path, "bid", "upto", "9"}, exitMove, "order:1:5: unexpected \"upto\"; expected up"},
		{[]string{"order", "--as", "Bob", path, "bid", "up", "to", "2"}, exitMove, "can never raise"},
		{[]string{"order", "--as", "Ann", path, "next", "bid", "r5"}, exitMove, "order:1:6:"},
	}
	for _, tt := range tests {
		code, _, stderr := runApp(t, tt.args...)
		assert.Equal(t, tt.code, code, "%q: %s", tt.args, stderr)
		assert.Contains(t, stderr, tt.stderr, "%q", tt.args)
		now, err := os.ReadFile(path)
		require.NoError(t, err)
		assert.Equal(t, string(game), string(now), "%q", tt.args)
		nowOrders, err := os.ReadFile(path + ".orders")
		require.NoError(t, err)
		assert.Equal(t, string(orders), string(nowOrders), "%q", tt.args)
	}
	assert.False(t, strings.Contains(string(game), "pass"), "no order of Bob's shows in the game file")
}

// TestOrderJSONMatchesTheDoc checks the outputs of `order --json` against
// the table in docs/hosting.md ("Standing orders").
func TestOrderJSONMatchesTheDoc(t *testing.T) {
	doc := jsonDoc{}
	readJSONTables(t, "../../docs/hosting.md", doc)
	readJSONTables(t, jsonDocPath, doc) // the shared tables: event, result
	c := &jsonChecker{t: t, doc: doc, reported: map[string]bool{}}
	path, _ := newTestGame(t)
	mustRun(t, "move", path, "draw")
	c.check("order", "order", mustRun(t, "order", "--json", "--as", "Bob", path, "bid up to 4"))
	mustRun(t, "move", path, "auction")
	c.check("order", "order", mustRun(t, "order", "--json", "--as", "Bob", path, "bid up to 12"))
	c.check("order", "order", mustRun(t, "order", "--json", "--as", "Ann", path, "pass always"))
	c.check("order --list", "order", mustRun(t, "order", "--json", "--list", "--as", "Bob", path))
	c.check("order --cancel", "order", mustRun(t, "order", "--json", "--cancel", "1", "--as", "Ann", path))
	for _, f := range doc["order"] {
		if !f.seen && !f.optional {
			t.Errorf("documented in docs/hosting.md but in no output: order %s", f.path)
		}
	}
}
