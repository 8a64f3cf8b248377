package commands

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

const palazzoExample = "../../examples/palazzo-3p.pbem"

// TestLogShowsCommentsAndResult checks that the log keeps the record's
// whole-line comments in place, each move's comment, and ends with the
// result of a finished game.
func TestLogShowsCommentsAndResult(t *testing.T) {
	code, out, errOut := runApp(t, "log", palazzoExample)
	require.Equal(t, exitOK, code, errOut)
	lines := strings.Split(out, "\n")
	assert.Equal(t, "{Palazzo for three, played out by simple scripted players to show every kind of move:}", lines[0],
		"the comments before the first decision come first")
	assert.Equal(t, "0 setup", lines[3])
	assert.Contains(t, out, "\n1 Ann: draw {Ann takes the buy-or-auction action:")
	assert.Contains(t, out, "\nResult:\n")
	assert.True(t, strings.HasSuffix(out, "Winner: Ann\n"), out)
}

func TestLogRange(t *testing.T) {
	code, out, errOut := runApp(t, "log", "--from", "2", "--to", "3", palazzoExample)
	require.Equal(t, exitOK, code, errOut)
	assert.True(t, strings.HasPrefix(out, "2 Ann: buy 1s1 1m1 pay s4 s6 s7 {"), out)
	assert.Contains(t, out, "\n3 Ann: build 1s1 new\n")
	assert.NotContains(t, out, "4 Ann:")
	assert.NotContains(t, out, "{Palazzo for three")
	assert.NotContains(t, out, "Result:", "the range does not reach the end")

	code, _, errOut = runApp(t, "log", "--from", "9", "--to", "3", palazzoExample)
	assert.Equal(t, exitUsage, code)
	assert.Contains(t, errOut, "expected 0 <= from <= to <= 175")
	code, _, _ = runApp(t, "log", "--to", "999", palazzoExample)
	assert.Equal(t, exitUsage, code)
}

func TestLogJSONHasCommentsAndResult(t *testing.T) {
	code, out, errOut := runApp(t, "log", "--json", "--as", "Bob", palazzoExample)
	require.Equal(t, exitOK, code, errOut)
	var log struct {
		Plies []struct {
			N       int    `json:"ply"`
			Comment string `json:"comment"`
		} `json:"plies"`
		Comments []struct {
			After int    `json:"after"`
			Text  string `json:"comment"`
		} `json:"comments"`
		Result *struct {
			Winners []string `json:"winners"`
		} `json:"result"`
	}
	require.NoError(t, json.Unmarshal([]byte(out), &log))
	require.Len(t, log.Comments, 3)
	assert.Equal(t, 0, log.Comments[0].After)
	assert.True(t, strings.HasPrefix(log.Plies[1].Comment, "Ann takes the buy-or-auction"),
		"comments are public: --as shows them too")
	require.NotNil(t, log.Result)
	assert.Equal(t, []string{"Ann"}, log.Result.Winners)
}
