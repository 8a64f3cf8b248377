package pbem

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"

	"github.com/gofrs/flock"
)

// LockSuffix is appended to a game file's path to name its lock file.
const LockSuffix = ".lock"

// Stdin is the file name that stands for standard input. A game read
// from stdin can be shown but not written back.
const Stdin = "-"

// NewFilePerm is the mode a new game file (and its lock) is created with,
// before the umask: like any file a user creates, so that a group of
// players sharing a folder (umask 002) can all write it.
const NewFilePerm = 0o666

// withLock runs fn while holding the exclusive lock of the game file at
// path. It does not wait: a lock held by another writer wraps ErrLocked.
// The lock file is created with the game file's permissions (before the
// umask): locking needs only read access to it, so every player who may
// write the game can lock it too.
func withLock(path string, fn func() error) error {
	path = linkTarget(path) // two names of one game share its lock
	perm := os.FileMode(NewFilePerm)
	if info, err := os.Stat(path); err == nil {
		perm = info.Mode().Perm()
	}
	if err := CheckLockFile(path + LockSuffix); err != nil {
		return err
	}
	lock := flock.New(path+LockSuffix, flock.SetPermissions(perm), flock.SetFlag(LockFlag|NoFollow))
	ok, err := lock.TryLock()
	if errors.Is(err, fs.ErrPermission) {
		return fmt.Errorf("%w: lock %s: %s is not readable by you (another user made it): "+
			"ask them to run chmod a+r on it, or remove it while no pbem is writing %s",
			ErrLocked, path, lock.Path(), path)
	}
	if err != nil {
		return fmt.Errorf("lock %s: %w", path, err)
	}
	if !ok {
		return fmt.Errorf("%w: another pbem is writing %s (lock %s)", ErrLocked, path, lock.Path())
	}
	defer lock.Unlock()
	return fn()
}

// LockFlag opens a lock file as gofrs/flock does, on the systems pbem
// runs on: created when missing, read only (flock needs no more).
const LockFlag = os.O_CREATE | os.O_RDONLY

// WithNewLock is withLock for a file about to be made: its folder is
// made first when missing (`new --out games/lunch.pbem` in a fresh
// checkout), as mail --out makes its outbox. It is called once every check
// has passed, so a refused command makes no folder.
func WithNewLock(path string, fn func() error) error {
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return fmt.Errorf("make the folder of %s: %w", path, err)
	}
	return withLock(path, fn)
}

// writable checks that path names an existing game file that can be
// written back, before any lock file is made for it: "-" (stdin) cannot
// be written, and a missing game gets no lock file.
func writable(path string) error {
	if path == Stdin {
		return Usagef("a game read from stdin (%q) cannot be written back: name the game file "+
			"(moves can come on stdin: pbem move FILE -)", Stdin)
	}
	info, err := os.Stat(path)
	if errors.Is(err, fs.ErrNotExist) {
		return fmt.Errorf("%w: %s", ErrMissing, path)
	}
	if err != nil {
		return fmt.Errorf("%w: %w", ErrGameFile, err)
	}
	if !info.Mode().IsRegular() {
		return fmt.Errorf("%w: %s is not a regular file", ErrGameFile, path)
	}
	return nil
}

// Update rewrites the game file at path under its lock: it re-reads and
// re-validates the file, asks change for the new content (nil for no
// change) and replaces the file atomically, so that readers see either the
// old or the new file and a failure leaves the old one byte for byte.
func (c Games) Update(path string, change func(f *File) ([]byte, error)) error {
	if err := writable(path); err != nil {
		return err
	}
	return withLock(path, func() error {
		removeStaleTemps(path)
		f, err := c.Load(path)
		if err != nil {
			return err
		}
		data, err := change(f)
		if err != nil || data == nil {
			return err
		}
		if err := checkFileSize(data); err != nil {
			return err
		}
		if _, err := c.Parse(path, data); err != nil {
			return fmt.Errorf("pbem: internal error: the new content of %s does not validate: %v", path, err)
		}
		return writeLocked(path, data)
	})
}

// Canonical returns the file in canonical form: the front matter as pbem
// writes it (tags in their order) and every record line in its canonical
// form (glyphs and comments kept verbatim, blank lines kept). A file pbem
// wrote, annotated with pbem or by hand in canonical form, gives back its
// bytes (lines end with "\n" here; a CRLF file differs by its line ends).
func (f *File) Canonical() ([]byte, error) {
	front, err := f.Header.Encode()
	if err != nil {
		return nil, err
	}
	return []byte(front + f.Record.Format()), nil
}
