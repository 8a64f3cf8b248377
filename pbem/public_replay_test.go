package pbem

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/games"
)

// playSealedGame plays a sealed game of g between players, each decision
// a random legal move submitted as a player would (Games.Move), and
// returns the file's path. The host's pbem writes the outcomes.
func playSealedGame(t *testing.T, g engine.Game, players []string, seed uint64) string {
	t.Helper()
	c := Games(games.All)
	req := NewGame{Game: g.Info().ID, Players: players, Seed: testSeed, Now: testNow, Sealed: true,
		Out: filepath.Join(t.TempDir(), "game.pbem")}
	_, err := c.Create(req)
	require.NoError(t, err)
	pick := rand.New(rand.NewPCG(seed, 27))
	for range 5000 {
		r, err := openReplay(c, req.Out, -1)
		require.NoError(t, err)
		toAct := r.State.ToAct()
		if len(toAct) == 0 {
			return req.Out
		}
		legal := r.LegalTexts(toAct[0])
		text := legal[pick.IntN(len(legal))]
		_, err = c.Move(req.Out, MoveRequest{As: r.File.Name(toAct[0]), Moves: inputs(text)})
		require.NoError(t, err, "decision %d: %s", r.NextPly(), text)
	}
	t.Fatal("the game did not end in 5000 decisions")
	return ""
}

// publicOutputs is what a replay shows the public at its position: the
// board as JSON and as text in English and French, who is to act, the
// last decision as the log shows it to the public, and the result.
func publicOutputs(t *testing.T, r *Replay) string {
	t.Helper()
	view := r.ViewOf(engine.Observer)
	data, err := json.Marshal(view)
	require.NoError(t, err)
	var b strings.Builder
	b.Write(data)
	for _, l := range []Lang{English, French} {
		for _, sec := range r.State.View(engine.Observer).Doc(string(l)).Sections {
			b.WriteString("\n== " + sec.Title)
			for _, line := range sec.Lines {
				b.WriteString("\n" + line.Text())
			}
		}
	}
	b.WriteString("\nto act: " + strings.Join(r.ToAct(), ","))
	if n := len(r.Plies); n > 0 {
		last, err := json.Marshal(r.LocalPlies(engine.Observer, English, n-1))
		require.NoError(t, err)
		b.WriteString("\nlast: ")
		b.Write(last)
	}
	if res, over := r.State.Result(); over {
		data, err := json.Marshal(res)
		require.NoError(t, err)
		b.WriteString("\nresult: ")
		b.Write(data)
	}
	return b.String()
}

// stepOutputs replays f one decision at a time and returns publicOutputs
// at each position, the deal first.
func stepOutputs(t *testing.T, f *File) []string {
	t.Helper()
	var out []string
	_, err := f.Step(0, f.moveCount(), func(r *Replay) error {
		out = append(out, publicOutputs(t, r))
		return nil
	})
	require.NoError(t, err)
	return out
}

// TestPublicReplayIsThePublicView is issue 27's conformance test at the
// level of game files: for each game, a sealed game played through pbem
// and read without its key shows, at every position, exactly what the
// host's keyed replay shows the public: board, log, who is to act and the
// result.
func TestPublicReplayIsThePublicView(t *testing.T) {
	for _, g := range games.All {
		for players := 3; players <= 4; players++ {
			t.Run(fmt.Sprintf("%s/%dp", g.Info().ID, players), func(t *testing.T) {
				checkPublicReplay(t, g, []string{"Ann", "Bob", "Cid", "Dee"}[:players], uint64(players))
			})
		}
	}
}

// checkPublicReplay plays a sealed game of g between players and compares
// its public replay with the keyed one at every position.
func checkPublicReplay(t *testing.T, g engine.Game, players []string, seed uint64) {
	t.Helper()
	path := playSealedGame(t, g, players, seed)
	c := Games(games.All)
	keyed, err := c.Load(path)
	require.NoError(t, err)
	public, err := c.Load(path)
	require.NoError(t, err)
	public.KeyPath, public.AllowPublic = filepath.Join(t.TempDir(), "no.key"), true

	want, got := stepOutputs(t, keyed), stepOutputs(t, public)
	require.Len(t, got, len(want))
	t.Logf("%d positions", len(want))
	for i := range want {
		if want[i] != got[i] {
			require.Equal(t, want[i], got[i], "position %d of %d", i, len(want)-1)
		}
	}
	r, err := public.Replay(-1)
	require.NoError(t, err)
	assert.True(t, r.Public)
	assert.True(t, r.Over(), "the public replay reaches the end")
	assert.Equal(t, keyedLog(t, keyed), strings.Join(r.LocalLog(engine.Observer, English).Lines(), "\n"))
}

// keyedLog is the whole log of f as the public reads it, from the keyed
// replay.
func keyedLog(t *testing.T, f *File) string {
	t.Helper()
	r, err := f.Replay(-1)
	require.NoError(t, err)
	require.False(t, r.Public)
	return strings.Join(r.LocalLog(engine.Observer, English).Lines(), "\n")
}

// TestPublicReplayNeedsAllowPublic: without the key, a file not opened
// for public reading (a command that moves) still needs the key.
func TestPublicReplayNeedsAllowPublic(t *testing.T) {
	c := Games(games.All)
	req := NewGame{Game: "palazzo", Players: []string{"Ann", "Bob"}, Seed: testSeed, Now: testNow, Sealed: true,
		Out: filepath.Join(t.TempDir(), "game.pbem")}
	_, err := c.Create(req)
	require.NoError(t, err)
	f, err := c.Load(req.Out)
	require.NoError(t, err)
	f.KeyPath = filepath.Join(t.TempDir(), "no.key")
	_, err = f.Replay(-1)
	assert.ErrorIs(t, err, ErrNeedKey)
	f.AllowPublic = true
	r, err := f.Replay(-1)
	require.NoError(t, err)
	assert.True(t, r.Public)
}
