package pbem

import (
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strings"
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

// TestSkippedSeatNamesFindNothing holds the load's shortcut (no
// checkSeatNames when every move line writes its player's name as the
// front matter does, with no meta-line) to the check it skips: over
// random records naming the players in other cases, another Unicode
// form, unknown names, with and without meta-lines, a file that loads
// has names checkSeatNames accepts. Some records must be refused for a
// name written in another form, so that the check is not empty.
func TestSkippedSeatNamesFindNothing(t *testing.T) {
	src, err := os.ReadFile("../examples/palazzo-3p.pbem")
	require.NoError(t, err)
	front, _, _, err := notation.SplitFrontMatter(strings.Replace(string(src), `"Cid"`, `"Céline"`, 1))
	require.NoError(t, err)
	names := []string{"Ann", "Ann", "ann", "Bob", "Bob", "BOB", "Céline", "Céline", "Ce\u0301line", "CÉLINE", "Zed"}
	extras := []string{"{a comment}", "!Ann: say {hi}", "!bob: say {ho}", ""}
	rng := rand.New(rand.NewPCG(24, 41))
	loaded, refused := 0, 0
	for range 3000 {
		var b strings.Builder
		b.WriteString("+++\n" + front + "+++\n")
		for n := 1; n <= 1+rng.IntN(6); n++ {
			if rng.IntN(5) == 0 {
				b.WriteString(extras[rng.IntN(len(extras))] + "\n")
			}
			fmt.Fprintf(&b, "%d %s: money\n", n, names[rng.IntN(len(names))])
		}
		f, err := palazzoGames.Parse("g.pbem", []byte(b.String()))
		if err != nil {
			if strings.Contains(err.Error(), "does not hold this seat") {
				refused++
			}
			continue
		}
		loaded++
		assert.NoError(t, f.checkSeatNames(), "%q", b.String())
	}
	assert.Positive(t, loaded)
	assert.Positive(t, refused)
}
