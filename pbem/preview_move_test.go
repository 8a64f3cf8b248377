package pbem

import (
	"encoding/json"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// newPreviewGame starts the Palazzo game of testdata/script/preview.txtar
// and plays it to ply 4, where Bob can buy and build without any draw.
func newPreviewGame(t *testing.T) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "g.pbem")
	_, err := palazzoGames.Create(NewGame{Game: "palazzo", Players: []string{"Ann", "Bob"}, Seed: testSeed,
		Now: testNow, Out: path})
	require.NoError(t, err)
	for _, m := range []string{"money", "take s4 c2", "draw"} {
		_, err := palazzoGames.Move(path, MoveRequest{Moves: inputs(m)})
		require.NoError(t, err)
	}
	require.NoError(t, os.Remove(path+".lock"))
	return path
}

// TestPreviewIsTheMove: where nothing rests on chance or on what the
// player cannot see, the preview is what the move then does: the same
// decisions, the same events, where the game stands, the same view.
func TestPreviewIsTheMove(t *testing.T) {
	path := newPreviewGame(t)
	req := MoveRequest{Moves: inputs("buy 1m3 pay s3 s3 c2", "build 1m3 new")}
	pre, err := palazzoGames.Preview(path, req)
	require.NoError(t, err)
	assert.Zero(t, pre.ExampleFrom, "nothing drawn, nothing hidden")
	assert.Equal(t, "Bob", pre.Player)
	assert.Equal(t, 4, pre.Ply)

	res, err := palazzoGames.Move(path, req)
	require.NoError(t, err)
	require.Len(t, pre.Plies, len(res.Plies))
	for i := range res.Plies {
		assert.Equal(t, res.Plies[i].Line(), pre.Plies[i].Line())
		assert.Equal(t, res.Plies[i].Told, pre.Plies[i].Told)
	}
	assert.Equal(t, res.NextPly, pre.NextPly)
	assert.Equal(t, res.ToAct, pre.ToAct)
	f, err := palazzoGames.Load(path)
	require.NoError(t, err)
	r, err := f.Replay(-1)
	require.NoError(t, err)
	want, err := json.Marshal(r.State.View(1))
	require.NoError(t, err)
	got, err := json.Marshal(pre.View)
	require.NoError(t, err)
	assert.JSONEq(t, string(want), string(got))
}

// TestPreviewWritesNothing: a preview, shown, an example or refused,
// leaves the game file byte for byte as it was, and takes no lock.
func TestPreviewWritesNothing(t *testing.T) {
	for _, tt := range []struct {
		moves   []string
		refused bool
	}{
		{[]string{"buy 1m3 pay s3 s3 c2", "build 1m3 new"}, false},
		{[]string{"auction"}, false},
		{[]string{"draw"}, true}, // Bob must buy or auction
		{[]string{"buy 1m3 pay r5"}, true},
	} {
		path := newPreviewGame(t)
		before := readFile(t, path)
		_, err := palazzoGames.Preview(path, MoveRequest{Moves: inputs(tt.moves...)})
		assert.Equal(t, tt.refused, err != nil, "%q: %v", tt.moves, err)
		assert.Equal(t, before, readFile(t, path), "%q", tt.moves)
		assert.NoFileExists(t, path+".lock", "%q", tt.moves)
	}
}

// TestPreviewShowsExamples: a decision that draws is shown as an example,
// and what follows it is not played; the next decision would be the same
// whatever the draw.
func TestPreviewShowsExamples(t *testing.T) {
	path := filepath.Join(t.TempDir(), "g.pbem")
	_, err := palazzoGames.Create(NewGame{Game: "palazzo", Players: []string{"Ann", "Bob"}, Seed: testSeed,
		Now: testNow, Out: path})
	require.NoError(t, err)
	pre, err := palazzoGames.Preview(path, MoveRequest{Moves: inputs("money", "take s4 c2")})
	require.NoError(t, err)
	assert.Equal(t, 1, pre.ExampleFrom)
	assert.Equal(t, []string{"take s4 c2"}, pre.Untried)
	require.Len(t, pre.Plies, 1)
	res, err := palazzoGames.Move(path, MoveRequest{Moves: inputs("money")})
	require.NoError(t, err)
	assert.NotEqual(t, res.Plies[0].Told, pre.Plies[0].Told, "the example is not the real draw (seed %s)", testSeed)
}

// TestPreviewRefusesAsMove: what move refuses, a preview refuses with the
// same error.
func TestPreviewRefusesAsMove(t *testing.T) {
	for _, req := range []MoveRequest{
		{Moves: inputs("buy 1m3 pay r5")},
		{Moves: inputs("buy 9z9")},
		{Moves: inputs("auction"), As: "Ann"},
		{Moves: inputs("auction"), As: "Cy"},
		{Moves: inputs("auction"), Ply: 3},
		{Moves: inputs("buy 1m3 pay s3 s3 c2", "auction")},
		{},
	} {
		path := newPreviewGame(t)
		_, perr := palazzoGames.Preview(path, req)
		_, merr := palazzoGames.Move(path, req)
		require.Error(t, merr, "%+v", req)
		assert.Equal(t, merr, perr, "%+v", req)
	}
}
