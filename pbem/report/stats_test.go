package report

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/pbem-games/pbem/pbem"
	"github.com/pbem-games/pbem/pbem/bot"
	"github.com/pbem-games/pbem/pbem/internal/testkit"
)

func TestDistribute(t *testing.T) {
	assert.Equal(t, Distribution{}, Distribute(nil))
	assert.Equal(t, Distribution{Mean: 7, Min: 7, Q1: 7, Median: 7, Q3: 7, Max: 7}, Distribute([]float64{7}))
	// Interpolated as QUARTILE.INC and numpy.percentile do: 1 2 3 4 gives
	// 1.75, 2.5, 3.25.
	assert.Equal(t, Distribution{Mean: 2.5, Min: 1, Q1: 1.75, Median: 2.5, Q3: 3.25, Max: 4},
		Distribute([]float64{4, 1, 3, 2}))
	assert.Equal(t, Distribution{Mean: 3, Min: 1, Q1: 2, Median: 3, Q3: 4, Max: 5}, Distribute([]float64{5, 4, 3, 2, 1}))
}

// statsDir holds 20 self-played dice games of 2 players and 10 of 3, an
// unfinished game and a file that does not load.
func statsDir(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	for _, run := range []struct{ players, games int }{{2, 20}, {3, 10}} {
		// A seed for each: the same seed deals the same games, of the same ids.
		_, err := bot.Selfplay(testkit.DiceGames, bot.SelfplayRequest{Game: "dice", Players: run.players, Games: run.games,
			Seed: fmt.Sprint("stats", run.players),
			Out:  filepath.Join(dir, "self"), Now: testkit.TestNow})
		require.NoError(t, err)
	}
	_, err := testkit.DiceGames.Create(pbem.NewGame{Game: "dice", Players: []string{"Ann", "Bob"}, Seed: testkit.TestSeed, Now: testkit.TestNow,
		Out: filepath.Join(dir, "open.pbem")})
	require.NoError(t, err)
	require.NoError(t, os.WriteFile(filepath.Join(dir, "bad.pbem"), []byte("not a game\n"), 0o644))
	return dir
}

func TestStatsOverManyGames(t *testing.T) {
	st, failed, err := StatsOf(testkit.DiceGames, []string{statsDir(t)})
	require.NoError(t, err)
	require.Len(t, failed, 1)
	assert.ErrorIs(t, failed[0], pbem.ErrGameFile)
	assert.Equal(t, 32, st.Files)
	assert.Equal(t, 30, st.Finished)
	assert.Equal(t, 1, st.Unfinished)
	require.Len(t, st.Groups, 2)
	two, three := st.Groups[0], st.Groups[1]
	assert.Equal(t, [2]int{2, 20}, [2]int{two.Players, two.Games})
	assert.Equal(t, [2]int{3, 10}, [2]int{three.Players, three.Games})
	wins := 0
	for _, s := range two.Seats {
		wins += s.Wins
		assert.InDelta(t, float64(s.Wins)/20, s.WinRate, 1e-4)
	}
	assert.GreaterOrEqual(t, wins, 20, "every game has a winner")
	stops := 0
	for _, v := range two.Verbs {
		if v.Verb == "stop" {
			stops = v.Count
		}
	}
	assert.Equal(t, 40, stops, "each of 2 players stops once in each of 20 games")
	require.Len(t, st.Players, 3, "P1, P2, P3 over both groups")
	assert.Equal(t, PlayerStats{Name: "P3", Games: 10, Wins: st.Players[2].Wins, WinRate: rate(st.Players[2].Wins, 10)},
		st.Players[2])
	assert.Equal(t, 30, st.Players[0].Games)
}

func TestStatsGolden(t *testing.T) {
	st, _, err := StatsOf(testkit.DiceGames, []string{statsDir(t)})
	require.NoError(t, err)
	var text, csv strings.Builder
	require.NoError(t, st.WriteText(&text))
	testkit.Golden(t, "stats.txt", text.String())
	require.NoError(t, st.WriteCSV(&csv))
	testkit.Golden(t, "stats.csv", csv.String())
	out, err := json.MarshalIndent(st, "", "  ")
	require.NoError(t, err)
	testkit.Golden(t, "stats.json", string(out)+"\n")
}
