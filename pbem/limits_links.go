package pbem

import (
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
)

// Symbolic links, decided once (docs/hosting.md, "Links and
// permissions"):
//
//   - A game file that is a symbolic link is written through it, on
//     purpose: the game's target is locked and replaced, the link stays. A
//     host may keep games elsewhere and link them into the games folder;
//     replacing the link by a regular file would silently fork the game.
//   - A lock file that is a symbolic link is refused: a lock is pbem's
//     own, empty file, and following a link would create or open a file
//     wherever the link points.

// linkTarget returns the file the game file path names, through any
// symbolic links, or path itself when it is no link (or a dangling one:
// the write then makes the file the command names).
func linkTarget(path string) string {
	info, err := os.Lstat(path)
	if err != nil || info.Mode()&fs.ModeSymlink == 0 {
		return path
	}
	target, err := filepath.EvalSymlinks(path)
	if err != nil {
		return path
	}
	return target
}

// CheckLockFile refuses a lock file that is not a regular file (or
// missing): a symbolic link, above all.
func CheckLockFile(lock string) error {
	info, err := os.Lstat(lock)
	if err != nil || info.Mode().IsRegular() {
		return nil
	}
	return fmt.Errorf("%w: the lock %s is not a regular file (a symbolic link?): pbem does not follow it; "+
		"remove it while no pbem is writing the game", ErrGameFile, lock)
}
