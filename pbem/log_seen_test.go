package pbem

import (
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/pbem-games/pbem/engine"
)

// TestSeenEventsIsVisible: for every ply of the four examples and every
// seat, the events a log shows without a copy are the events visible
// filters, and a caller's append cannot write into the ply's own.
func TestSeenEventsIsVisible(t *testing.T) {
	paths, err := filepath.Glob("../examples/*.pbem")
	require.NoError(t, err)
	require.Len(t, paths, 4)
	shared := 0
	for _, path := range paths {
		f, err := realGames.Load(path)
		require.NoError(t, err)
		r, err := f.Replay(-1)
		require.NoError(t, err)
		lists := [][]engine.Event{r.Setup}
		for _, p := range r.Plies {
			lists = append(lists, p.Events)
		}
		for s := engine.Observer; int(s) < len(f.Header.Players); s++ {
			for i, events := range lists {
				seen := seenEvents(events, s)
				require.Equal(t, visible(events, s), seen, "%s: ply %d seat %d", path, i, s)
				if len(seen) > 0 && &seen[0] == &events[0] {
					require.Equal(t, len(seen), cap(seen), "%s: ply %d seat %d: shared, not clipped", path, i, s)
					shared++
				}
			}
		}
	}
	require.Positive(t, shared, "no list was shared: the test tells nothing of the shortcut")
}
