package pbem

import (
	"fmt"
	"io/fs"
	"runtime"
)

// A tokens file lets whoever reads it play for every player of its game by
// mail, and a key file shows every hidden card of a sealed game. pbem
// makes both readable by their owner only (mode 0600). Found readable or
// writable by others (a copy, a chmod, a restore from backup), they are
// refused rather than used, as ssh refuses a private key: a careful host
// wants to know that the secret may have leaked, and the fix (chmod 600)
// is one command. Windows has no such mode bits: nothing is checked there.

// CheckPrivate refuses info, the file at path holding what ("reply
// tokens", "the seed"), when its group or others may read or write it.
func CheckPrivate(info fs.FileInfo, path, what string) error {
	if runtime.GOOS == "windows" || info.Mode().Perm()&0o077 == 0 {
		return nil
	}
	return fmt.Errorf("%w: %s holds %s, but its mode %04o lets others read or change it: "+
		"run chmod 600 %s (and, if others may have read it, see docs/hosting.md)",
		ErrGameFile, path, what, info.Mode().Perm(), path)
}
