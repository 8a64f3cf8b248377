package commands

import (
	"encoding/json"
	"fmt"
	"regexp"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/pbem-games/pbem/pbem"
)

// TestGamesListsEveryGame: `pbem games` lists every game of the one list,
// in its order, with its newest rules, its player counts, its variants and
// its reconstructed data, as text and as JSON.
func TestGamesListsEveryGame(t *testing.T) {
	code, out, stderr := runApp(t, "games")
	require.Equal(t, 0, code, stderr)
	for _, g := range games {
		in := g.Info()
		line := fmt.Sprintf(`(?m)^%s +%s +%s +%d-%d players$`, regexp.QuoteMeta(in.ID), regexp.QuoteMeta(in.Title),
			regexp.QuoteMeta(in.Newest()), in.MinPlayers, in.MaxPlayers)
		assert.Regexp(t, line, out)
		for _, v := range in.Variants {
			assert.Contains(t, out, fmt.Sprintf("\n%s: variant %s: %s\n", in.ID, v.Name, v.Summary))
		}
		for _, st := range in.Settings {
			assert.Contains(t, out, fmt.Sprintf("\n%s: setting %s (default %s): %s\n", in.ID, st.Name, st.Default, st.Summary))
		}
		if in.CustomData {
			assert.Contains(t, out, fmt.Sprintf("\n%s: plays on another data file with pbem new --data FILE\n", in.ID))
		}
		for _, r := range in.Reconstructed {
			assert.Contains(t, out, fmt.Sprintf("\n%s: reconstructed data: %s\n", in.ID, r))
		}
	}

	code, out, stderr = runApp(t, "games", "--json")
	require.Equal(t, 0, code, stderr)
	var got []pbem.GameInfo
	require.NoError(t, json.Unmarshal([]byte(out), &got))
	require.Len(t, got, len(games))
	for i, g := range games {
		in := g.Info()
		assert.Equal(t, pbem.GameInfo{ID: in.ID, Title: in.Title, Rules: in.Newest(), MinPlayers: in.MinPlayers,
			MaxPlayers: in.MaxPlayers, Variants: in.Variants, Settings: in.Settings, CustomData: in.CustomData,
			Reconstructed: in.Reconstructed}, got[i])
	}
}
