package commands

import (
	"os"
	"strings"
	"testing"

	"github.com/rogpeppe/go-internal/txtar"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestLeonardoScriptDataIsTheGameData keeps the data file of
// testdata/script/leonardo_data.txtar in step with Leonardo's own: it is
// the embedded data with one price changed (space 6 at 70 Florins), so
// that the script shows a game played on a file that differs in one value.
func TestLeonardoScriptDataIsTheGameData(t *testing.T) {
	own, err := os.ReadFile("../../engine/leonardo/data/leonardo.toml")
	require.NoError(t, err)
	ar, err := txtar.ParseFile("../../testdata/script/leonardo_data.txtar")
	require.NoError(t, err)
	var board string
	for _, f := range ar.Files {
		if f.Name == "board.toml" {
			board = string(f.Data)
		}
	}
	old := `name = "Borgo dei Greci", district = "brown", price = 50,`
	require.Contains(t, string(own), old, "the line the script changes")
	assert.Equal(t, strings.Replace(string(own), old, strings.Replace(old, "50", "70", 1), 1), board,
		"board.toml in leonardo_data.txtar: the game's data with space 6 at 70 Florins")
}
