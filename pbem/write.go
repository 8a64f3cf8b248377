package pbem

import (
	"fmt"
	"os"

	"github.com/gofrs/flock"
	"github.com/google/renameio/v2/maybe"
)

// LockSuffix is appended to a game file's path to name its lock file.
const LockSuffix = ".lock"

// withLock runs fn while holding the exclusive lock of the game file at
// path. It does not wait: a lock held by another writer wraps ErrLocked.
func withLock(path string, fn func() error) error {
	lock := flock.New(path + LockSuffix)
	ok, err := lock.TryLock()
	if err != nil {
		return fmt.Errorf("lock %s: %w", path, err)
	}
	if !ok {
		return fmt.Errorf("%w: another pbem is writing %s (lock %s)", ErrLocked, path, lock.Path())
	}
	defer lock.Unlock()
	return fn()
}

// update rewrites the game file at path under its lock: it re-reads and
// re-validates the file, asks change for the new content (nil for no
// change) and replaces the file atomically, so that readers see either the
// old or the new file and a failure leaves the old one byte for byte.
func (c Catalog) update(path string, change func(f *File) ([]byte, error)) error {
	return withLock(path, func() error {
		f, err := c.Load(path)
		if err != nil {
			return err
		}
		data, err := change(f)
		if err != nil || data == nil {
			return err
		}
		if _, err := c.Parse(path, data); err != nil {
			return fmt.Errorf("pbem: internal error: the new content of %s does not validate: %v", path, err)
		}
		return writeFile(path, data)
	})
}

// writeFile replaces path atomically (renameio), keeping its permissions.
func writeFile(path string, data []byte) error {
	perm := os.FileMode(0o644)
	if info, err := os.Stat(path); err == nil {
		perm = info.Mode().Perm()
	}
	if err := maybe.WriteFile(path, data, perm); err != nil {
		return fmt.Errorf("write %s: %w", path, err)
	}
	return nil
}
