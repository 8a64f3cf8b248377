package pbem

import (
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestFileWithBOM checks that a game file saved with a byte order mark
// (Windows Notepad does) is read, moved on and revealed, keeping the mark.
func TestFileWithBOM(t *testing.T) {
	path := newSealedGame(t)
	require.NoError(t, os.WriteFile(path, []byte("\uFEFF"+readFile(t, path)), 0o644))
	_, err := openReplay(testGames, path, -1)
	require.NoError(t, err)
	move(t, path, "", "roll")
	_, err = testGames.Reveal(path, "", true)
	require.NoError(t, err)
	src := readFile(t, path)
	assert.True(t, strings.HasPrefix(src, "\uFEFF+++\n"), "the mark stays")
	assert.True(t, strings.HasSuffix(src, "\n+++\n1 Ann: roll\n"))
	_, err = testGames.Verify(path)
	assert.NoError(t, err)
}
