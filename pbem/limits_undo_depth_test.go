package pbem

import (
	"errors"
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/pbem-games/pbem/notation"
)

// TestUndoBeyondTheVariationDepthIsRefused: an undo whose decisions hold
// variations nested as deep as a record may (an annotator's) would nest
// them one level deeper once taken back. It is refused as a usage error
// that says why, not as an internal error; the file stays as it was and
// the game takes its next move. One level less is taken back.
func TestUndoBeyondTheVariationDepthIsRefused(t *testing.T) {
	for _, depth := range []int{notation.MaxVariationDepth, notation.MaxVariationDepth - 1} {
		path := newTestGame(t, nil)
		move(t, path, "", "roll")
		nested := strings.Repeat("( 1 Ann: stop ", depth) + strings.Repeat(")", depth) + "\n"
		require.NoError(t, os.WriteFile(path, []byte(readFile(t, path)+nested), 0o644))
		move(t, path, "", "roll")
		if depth == notation.MaxVariationDepth {
			err := undoRefused(t, path, UndoRequest{As: "Ann", Now: undoNow})
			assert.True(t, errors.Is(err, ErrUsage), "a usage error, not an internal one: %v", err)
			assert.Contains(t, err.Error(), "levels deep")
			move(t, path, "", "stop") // the game goes on
			continue
		}
		undo(t, path, "Ann", "", 0)
		undo(t, path, "Bob", "accept", 0)
	}
}
