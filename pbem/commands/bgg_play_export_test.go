package commands

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// export --format bgg-play prints the play of every finished example in
// English and French, --json gives its fields, --out writes it to a
// file; a game not over exits 2 with a message that says so, and a
// --as is refused: a play is public.
func TestExportBGGPlay(t *testing.T) {
	files, err := filepath.Glob("../../examples/*.pbem")
	require.NoError(t, err)
	require.Len(t, files, 4)
	for _, path := range files {
		out, errOut, code := runPbemCode(t, "export", "--format", "bgg-play", path)
		require.Equal(t, exitOK, code, errOut)
		assert.True(t, strings.HasPrefix(out, "To log this play on BoardGameGeek"), out)
		assert.Regexp(t, `(?m)^  Winners?: +\S`, out)
		out, errOut, code = runPbemCode(t, "export", "--format", "bgg-play", "--lang", "fr", path)
		require.Equal(t, exitOK, code, errOut)
		assert.True(t, strings.HasPrefix(out, "Pour noter cette partie sur BoardGameGeek"), out)
	}

	out, errOut, code := runPbemCode(t, "export", "--format", "bgg-play", "--json", "../../examples/princes-4p.pbem")
	require.Equal(t, exitOK, code, errOut)
	var play struct {
		URL     string   `json:"url"`
		Winners []string `json:"winners"`
		Players []struct {
			Name  string `json:"name"`
			Score int    `json:"score"`
			Win   bool   `json:"win"`
		} `json:"players"`
		Text string `json:"text"`
	}
	require.NoError(t, json.Unmarshal([]byte(out), &play), out)
	assert.Equal(t, "https://boardgamegeek.com/boardgame/555", play.URL)
	assert.Equal(t, []string{"Ann"}, play.Winners)
	require.Len(t, play.Players, 4)
	assert.True(t, play.Players[0].Win)
	assert.Contains(t, play.Text, "boardgame/555")

	dest := filepath.Join(t.TempDir(), "play.txt")
	out, errOut, code = runPbemCode(t, "export", "--format", "bgg-play", "--out", dest, "../../examples/patrician-4p.pbem")
	require.Equal(t, exitOK, code, errOut)
	assert.Empty(t, out)
	written, err := os.ReadFile(dest)
	require.NoError(t, err)
	assert.Contains(t, string(written), "  Game:      Patrician\n")

	game := filepath.Join(t.TempDir(), "g.pbem")
	_, errOut, code = runPbemCode(t, "new", "--seed", "1", "--out", game, "palazzo", "Ann", "Bob")
	require.Equal(t, exitOK, code, errOut)
	out, errOut, code = runPbemCode(t, "export", "--format", "bgg-play", game)
	assert.Equal(t, exitUsage, code)
	assert.Empty(t, out)
	assert.Contains(t, errOut, "the game is not over: BoardGameGeek logs finished plays (ply 1, Ann to act)")

	_, errOut, code = runPbemCode(t, "export", "--format", "bgg-play", "--as", "Ann", files[0])
	assert.Equal(t, exitUsage, code)
	assert.Contains(t, errOut, "--as goes with --format html")
}
