package pbem

import (
	"path/filepath"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/pbem-games/pbem/notation"
)

// TestEntrySeatMatchesRecordSeat checks the seats found at load
// (lineSeats) against a look-up of each line's name (RecordSeat), over the
// example games and a game whose player was replaced (old names on the
// early lines), and that a list of lines that is not the loaded record's
// (a copy, a record parsed again) is looked up instead.
func TestEntrySeatMatchesRecordSeat(t *testing.T) {
	paths, err := filepath.Glob("../examples/*.pbem")
	require.NoError(t, err)
	require.NotEmpty(t, paths)
	replaced := filepath.Join(t.TempDir(), "g.pbem")
	_, err = palazzoGames.Create(NewGame{Game: "palazzo", Players: []string{"Ann", "Bob"}, Seed: testSeed,
		Now: testNow, Out: replaced})
	require.NoError(t, err)
	_, err = palazzoGames.Move(replaced, MoveRequest{Moves: []MoveInput{{Text: "money", Origin: "move", Line: 1}}})
	require.NoError(t, err)
	_, err = palazzoGames.Replace(replaced, ReplaceRequest{Old: "ann", New: "Eve"})
	require.NoError(t, err)
	for _, path := range append(paths, replaced) {
		f, err := allGames.Load(path)
		require.NoError(t, err, path)
		entries := f.Record.Entries
		require.True(t, f.isLoadedRecord(entries), path)
		moves := 0
		for i := range entries {
			if entries[i].Kind != notation.Move {
				continue
			}
			moves++
			wantSeat, wantOK := f.RecordSeat(entries[i].Name)
			seat, ok := f.entrySeat(entries, i)
			assert.Equal(t, wantSeat, seat, "%s line %d", path, entries[i].Pos.Line)
			assert.Equal(t, wantOK, ok, "%s line %d", path, entries[i].Pos.Line)
		}
		assert.Positive(t, moves, path)
		assert.False(t, f.isLoadedRecord(slices.Clone(entries)), "%s: a copy is looked up", path)
		g := *f
		g.Record = &notation.Record{Entries: slices.Clone(entries)}
		assert.False(t, g.isLoadedRecord(g.Record.Entries), "%s: another record is looked up", path)
	}
}

// TestEntrySeatUnknownName: a move line naming no player has no seat,
// whether found at load or looked up.
func TestEntrySeatUnknownName(t *testing.T) {
	f := &File{Header: Header{Players: []Player{{Name: "Ann"}}}}
	f.Record = &notation.Record{Entries: []notation.Entry{{Kind: notation.Move, Name: "Zed"}, {Kind: notation.Move, Name: "ann"}}}
	f.checkNames(&ErrorList{})
	for i, want := range []bool{false, true} {
		_, ok := f.entrySeat(f.Record.Entries, i)
		assert.Equal(t, want, ok, "line %d", i)
	}
}
