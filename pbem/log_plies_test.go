package pbem

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/pbem-games/pbem/engine"
)

// TestLocalPliesAreTheLogsFromAPly: the decisions from a ply on, as a post
// words them, are the log's from that ply, for every ply and every seat.
func TestLocalPliesAreTheLogsFromAPly(t *testing.T) {
	path := newTestGame(t, nil)
	for range 4 {
		move(t, path, "", "roll")
	}
	f, err := testGames.Load(path)
	require.NoError(t, err)
	r, err := f.Replay(-1)
	require.NoError(t, err)
	for s := engine.Observer; int(s) < len(f.Header.Players); s++ {
		all := r.LocalLog(s, English).Plies
		require.Len(t, all, len(r.Plies)+1)
		for from := 0; from <= len(r.Plies)+1; from++ {
			var want []Ply
			for _, p := range all {
				if p.N >= from || (from == 0 && p.N == 0) {
					want = append(want, p)
				}
			}
			assert.Equal(t, want, r.LocalPlies(s, English, from), "seat %d from %d", s, from)
		}
	}
}
