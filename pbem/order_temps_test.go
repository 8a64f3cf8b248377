package pbem

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestOrdersFileDebrisIsSwept: the temporary files a killed write of the
// orders file leaves (its fixed name, and the random names of writes
// before it had one) are removed where a game's own debris is.
func TestOrdersFileDebrisIsSwept(t *testing.T) {
	path := newOrderGame(t)
	order(t, path, "Bob", "bid up to 9")
	dir := filepath.Dir(path)
	fixed := filepath.Join(dir, ".g.pbem.orders.tmp")
	random := filepath.Join(dir, ".g.pbem.orders.tmp12345")
	other := filepath.Join(dir, ".g.pbem.orders.tmpx") // not a temporary file of ours
	for _, f := range []string{fixed, random, other} {
		require.NoError(t, os.WriteFile(f, []byte("debris"), 0o600))
	}
	require.NoError(t, os.WriteFile(path+LockSuffix, nil, 0o644)) // a sweep is due
	pmove(t, path, "Ann", "auction")
	for _, f := range []string{fixed, random} {
		_, err := os.Stat(f)
		require.ErrorIs(t, err, os.ErrNotExist, f)
	}
	_, err := os.Stat(other)
	require.NoError(t, err)
}
