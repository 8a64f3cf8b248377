package pbem

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/pbem-games/pbem/engine"
)

// writeCounter counts the writes it is handed, WriteString's too, and
// keeps their bytes.
type writeCounter struct {
	text   strings.Builder
	writes int
}

func (w *writeCounter) Write(p []byte) (int, error) {
	w.writes++
	return w.text.Write(p)
}

func (w *writeCounter) WriteString(s string) (int, error) {
	w.writes++
	return w.text.WriteString(s)
}

// TestLogWriteTextIsItsLinesAtOnce: the text log of every example, for
// the observer and each player, is its lines each ended by a newline (as
// a line at a time with fmt.Fprintln wrote them), in one write.
func TestLogWriteTextIsItsLinesAtOnce(t *testing.T) {
	paths, err := filepath.Glob("../examples/*.pbem")
	require.NoError(t, err)
	require.Len(t, paths, 4)
	for _, path := range paths {
		f, err := realGames.Load(path)
		require.NoError(t, err)
		r, err := f.Replay(-1)
		require.NoError(t, err)
		for s := engine.Observer; int(s) < len(f.Header.Players); s++ {
			log := r.LocalLog(s, French)
			var want strings.Builder
			for _, line := range log.Lines() {
				fmt.Fprintln(&want, line)
			}
			var got writeCounter
			require.NoError(t, log.WriteText(&got))
			require.Equal(t, want.String(), got.text.String(), "%s seat %d", path, s)
			require.Equal(t, 1, got.writes, "%s seat %d", path, s)
		}
	}
}
