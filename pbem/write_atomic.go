package pbem

import (
	"errors"
	"fmt"
	"io/fs"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"
)

// tempInfix sits between a game file's name and the random digits of the
// temporary files it is written through: ".game.pbem.tmp1234". The dot
// keeps the names of two games apart (game.pbem and game.pbem1), so that
// cleaning one never touches the other's.
const tempInfix = ".tmp"

// legacyTempAge is how old a temporary file left by pbem versions that
// wrote through renameio (".game.pbem1234", in $TMPDIR or the game's
// folder) must be before it is removed: those names do not say which
// folder's game they were for, but no write lasts that long.
const legacyTempAge = time.Hour

// WriteFile replaces path atomically: it writes a temporary file in the
// same folder (so the rename cannot cross file systems, and a crash leaves
// debris only where the next write of this game cleans it), syncs it and
// renames it over path. An existing file keeps its permissions; a new one
// gets newFilePerm less the umask.
func WriteFile(path string, data []byte) error {
	path = linkTarget(path) // a linked game is written through its link (limits_links.go)
	perm, existed := os.FileMode(NewFilePerm), false
	if info, err := os.Stat(path); err == nil {
		perm, existed = info.Mode().Perm(), true
	}
	tmp, err := createTemp(path, perm)
	if err != nil {
		return fmt.Errorf("write %s: %w", path, err)
	}
	err = fillTemp(tmp, data, perm, existed)
	if err == nil {
		err = os.Rename(tmp.Name(), path)
	}
	if err != nil {
		os.Remove(tmp.Name())
		return fmt.Errorf("write %s: %w", path, err)
	}
	syncDir(filepath.Dir(path))
	return nil
}

// createTemp creates a new temporary file next to path.
func createTemp(path string, perm os.FileMode) (*os.File, error) {
	prefix := tempPrefix(path)
	for range 100 {
		name := prefix + strconv.FormatUint(rand.Uint64(), 10)
		f, err := os.OpenFile(name, os.O_WRONLY|os.O_CREATE|os.O_EXCL, perm)
		if !errors.Is(err, fs.ErrExist) {
			return f, err
		}
	}
	return nil, fmt.Errorf("cannot create a temporary file %s…", prefix)
}

// fillTemp writes data to tmp and closes it. The permissions of an
// existing game are set exactly, whatever the umask.
func fillTemp(tmp *os.File, data []byte, perm os.FileMode, exact bool) error {
	_, err := tmp.Write(data)
	if err == nil && exact {
		err = tmp.Chmod(perm)
	}
	if err == nil {
		err = tmp.Sync()
	}
	if cerr := tmp.Close(); err == nil {
		err = cerr
	}
	return err
}

// syncDir makes a rename in dir durable where the system allows it.
func syncDir(dir string) {
	if d, err := os.Open(dir); err == nil {
		d.Sync() // not supported everywhere (Windows): best effort
		d.Close()
	}
}

// tempPrefix is the path of path's temporary files, without their digits.
func tempPrefix(path string) string {
	return filepath.Join(filepath.Dir(path), "."+filepath.Base(path)+tempInfix)
}

// removeStaleTemps removes the temporary files an interrupted write of
// the game at path left behind (a killed pbem cannot clean up). Callers
// hold the game's lock, so no write of this game is under way and every
// one of its temporary files is stale. Failures are ignored: debris must
// not stop a move.
//
// A write under the lock goes through one fixed name (writeLocked), which
// is removed here at once. Finding the debris of other writes (random
// digits: a new game's first write, older versions; renameio's names, in
// the folder and in $TMPDIR) takes listing whole folders, which cost a
// reply 30 ms in a folder of 10,000 games: that sweep runs at most once
// an hour for a game, the time of the last one kept in its lock file.
func removeStaleTemps(path string) {
	path = linkTarget(path)
	dir, base := filepath.Dir(path), filepath.Base(path)
	os.Remove(lockedTemp(path))
	os.Remove(lockedTemp(path + OrdersSuffix)) // the orders file's (order.go)
	lock := path + LockSuffix
	if !sweepDue(lock) {
		return
	}
	removeTemps(dir, "."+base+tempInfix, 0)
	removeTemps(dir, "."+base+OrdersSuffix+tempInfix, 0)
	removeTemps(dir, "."+base, legacyTempAge)
	if tmp := os.TempDir(); !sameDir(tmp, dir) {
		removeTemps(tmp, "."+base, legacyTempAge)
	}
	noteSweep(lock)
}

// sweepDue reports whether the game whose lock file is lock was last
// swept for debris more than legacyTempAge ago, or never: the lock file
// holds the time of the last sweep (it holds nothing else, and whatever
// it holds does no harm: a time that does not read means sweep).
func sweepDue(lock string) bool {
	data, err := os.ReadFile(lock)
	if err != nil || len(data) > 64 {
		return true
	}
	last, err := time.Parse(time.RFC3339Nano, strings.TrimSpace(string(data)))
	return err != nil || time.Since(last) >= legacyTempAge || last.After(time.Now())
}

// noteSweep writes the time of a sweep into the lock file, which the
// caller holds (and which withLock checked is a regular file).
func noteSweep(lock string) {
	f, err := os.OpenFile(lock, os.O_WRONLY|os.O_TRUNC|NoFollow, 0)
	if err != nil {
		return
	}
	f.WriteString(time.Now().UTC().Format(time.RFC3339Nano) + "\n")
	f.Close()
}

// lockedTemp is the one temporary file of writeLocked for the game at path.
func lockedTemp(path string) string { return tempPrefix(path) }

// writeLocked is WriteFile for a caller that holds the game's lock: its
// temporary file has one fixed name (no other write of this game can be
// under way), so the debris of a killed write is that file, which the
// next write replaces, and finding it takes no listing of the folder.
func writeLocked(path string, data []byte) error {
	path = linkTarget(path)
	perm, existed := os.FileMode(NewFilePerm), false
	if info, err := os.Stat(path); err == nil {
		perm, existed = info.Mode().Perm(), true
	}
	name := lockedTemp(path)
	tmp, err := os.OpenFile(name, os.O_WRONLY|os.O_CREATE|os.O_TRUNC|NoFollow, perm)
	if err != nil {
		return fmt.Errorf("write %s: %w", path, err)
	}
	err = fillTemp(tmp, data, perm, existed)
	if err == nil {
		err = os.Rename(name, path)
	}
	if err != nil {
		os.Remove(name)
		return fmt.Errorf("write %s: %w", path, err)
	}
	syncDir(filepath.Dir(path))
	return nil
}

// removeTemps removes the regular files of dir named prefix followed by
// digits only, and at least minAge old.
func removeTemps(dir, prefix string, minAge time.Duration) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return
	}
	for _, e := range entries {
		digits, ok := strings.CutPrefix(e.Name(), prefix)
		if !ok || !allDigits(digits) || !e.Type().IsRegular() {
			continue
		}
		if info, err := e.Info(); err == nil && time.Since(info.ModTime()) >= minAge {
			os.Remove(filepath.Join(dir, e.Name()))
		}
	}
}

func allDigits(s string) bool {
	return s != "" && strings.Trim(s, "0123456789") == ""
}

func sameDir(a, b string) bool {
	ia, erra := os.Stat(a)
	ib, errb := os.Stat(b)
	return erra == nil && errb == nil && os.SameFile(ia, ib)
}
