package pbem

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/pbem-games/pbem/notation"
)

// TestReplayKeepsOnlyCanonicalTexts: a replay keeps a record line's text
// as the ply's move where the game claims it canonical
// (engine.CanonicalParser), and every ply's move is still FormatMove's
// text of the move read, on the example games and on copies of them whose
// move texts are in upper case (which no game claims canonical).
func TestReplayKeepsOnlyCanonicalTexts(t *testing.T) {
	paths, err := filepath.Glob("../examples/*.pbem")
	require.NoError(t, err)
	require.NotEmpty(t, paths)
	for _, path := range paths {
		f, err := allGames.Load(path)
		require.NoError(t, err, path)
		for _, upper := range []bool{false, true} {
			g := *f
			g.Record = &notation.Record{Entries: append([]notation.Entry(nil), f.Record.Entries...)}
			for i := range g.Record.Entries {
				if e := &g.Record.Entries[i]; upper && e.Kind == notation.Move {
					e.Text = strings.ToUpper(e.Text)
				}
			}
			final, err := g.Replay(-1)
			require.NoError(t, err, path)
			moves := g.Record.Moves()
			_, err = g.Step(0, len(moves)-1, func(r *Replay) error {
				e := moves[len(r.Plies)]
				seat, _ := g.RecordSeat(e.Name)
				m, err := g.Game.ParseMove(r.State, seat, e.Text)
				require.NoError(t, err, "%s: %q", path, e.Text)
				assert.Equal(t, g.Game.FormatMove(r.State, m), final.Plies[len(r.Plies)].Move, "%s: %q", path, e.Text)
				return nil
			})
			require.NoError(t, err, path)
		}
	}
}
