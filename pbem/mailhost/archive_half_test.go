package mailhost

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestPendingOfAHalfMadeArchive: a run killed after it made the archive's
// folder but before its new/ (the kill test hit it) leaves nothing
// pending, not an error that would stop every later run.
func TestPendingOfAHalfMadeArchive(t *testing.T) {
	a := Archive{Dir: filepath.Join(t.TempDir(), "archive")}
	require.NoError(t, os.Mkdir(a.Dir, 0o700))
	keys, err := a.Pending()
	assert.NoError(t, err)
	assert.Empty(t, keys)
}
