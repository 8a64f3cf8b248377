package pbem

import (
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestReplacedNamesInReplay: lines before the replace keep the old name
// in the replay; the seat's events and later lines use the new one.
func TestReplacedNamesInReplay(t *testing.T) {
	path := filepath.Join(t.TempDir(), "g.pbem")
	_, err := palazzoGames.Create(NewGame{Game: "palazzo", Players: []string{"Ann", "Bob"}, Seed: testSeed,
		Now: testNow, Out: path})
	require.NoError(t, err)
	_, err = palazzoGames.Move(path, MoveRequest{Moves: []MoveInput{{Text: "money", Origin: "move", Line: 1}}})
	require.NoError(t, err)
	_, err = palazzoGames.Replace(path, ReplaceRequest{Old: "ann", New: "Eve"})
	require.NoError(t, err)
	f, err := palazzoGames.Load(path)
	require.NoError(t, err)
	r, err := f.Replay(-1)
	require.NoError(t, err)
	assert.Equal(t, "Ann", r.Plies[0].Name)
	assert.Equal(t, []string{"Eve"}, r.ToAct())
	_, err = f.SeatOf("Ann")
	assert.Error(t, err, "--as Ann no longer names a player")
	seat, ok := f.RecordSeat("ANN")
	assert.True(t, ok)
	assert.Equal(t, 0, int(seat))
}

// TestSeatWording words each verb of a replayed record for log.
func TestSeatWording(t *testing.T) {
	path := filepath.Join(t.TempDir(), "g.pbem")
	_, err := palazzoGames.Create(NewGame{Game: "palazzo", Players: []string{"Ann", "Bob", "Cid"}, Seed: testSeed,
		Now: testNow, Out: path})
	require.NoError(t, err)
	_, err = palazzoGames.Say(path, SeatRequest{As: "Ann", Text: "hi"})
	require.NoError(t, err)
	_, err = palazzoGames.Replace(path, ReplaceRequest{Old: "Cid", New: "Dan"})
	require.NoError(t, err)
	_, err = palazzoGames.Resign(path, SeatRequest{As: "Bob"})
	require.NoError(t, err)
	f, err := palazzoGames.Load(path)
	require.NoError(t, err)
	r, err := f.Replay(-1)
	require.NoError(t, err)
	var words []string
	for _, m := range r.Meta.Lines {
		words = append(words, wordMeta(m, English))
	}
	assert.Equal(t, []string{"Ann says: hi", "the host gives Cid's seat to Dan",
		"Bob resigns: their seat plays on by the rules"}, words)
}
