package mailhost

import (
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"os"
	"path/filepath"
	"time"
)

// initMaildir creates the Maildir dir (tmp, new, cur) if needed, readable
// by its owner only: the messages hold players' private views.
func initMaildir(dir string) error {
	for _, sub := range []string{"", "tmp", "new", "cur"} {
		if err := os.MkdirAll(filepath.Join(dir, sub), 0o700); err != nil {
			return err
		}
	}
	return nil
}

// deliver stores data as a new message of the Maildir dir and returns its
// key. As the Maildir format wants, the message is written and synced in
// tmp/, then renamed into new/, so no reader ever sees part of it.
func deliver(dir string, data []byte) (string, error) {
	key, err := maildirKey()
	if err != nil {
		return "", err
	}
	tmp := filepath.Join(dir, "tmp", key)
	err = writeSynced(tmp, os.O_EXCL, data)
	if err == nil {
		err = os.Rename(tmp, filepath.Join(dir, "new", key))
	}
	if err != nil {
		os.Remove(tmp)
		return "", err
	}
	return key, nil
}

// writeSynced writes the chunks into the file path (mode 0600, opened with
// the extra flags: os.O_EXCL or os.O_TRUNC) and syncs it to disk, so that
// a rename that follows never makes visible a file a crash left half
// written.
func writeSynced(path string, flags int, chunks ...[]byte) error {
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|flags, 0o600)
	if err != nil {
		return err
	}
	for _, c := range chunks {
		if err == nil {
			_, err = f.Write(c)
		}
	}
	if err == nil {
		err = f.Sync()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	return err
}

// maildirKey returns a unique Maildir key that sorts in delivery order:
// the time in nanoseconds, zero-padded, then random digits for messages
// delivered in the same nanosecond by different processes.
func maildirKey() (string, error) {
	var b [6]byte
	if _, err := rand.Read(b[:]); err != nil {
		return "", fmt.Errorf("maildir key: %w", err)
	}
	return fmt.Sprintf("%020d.%s.pbem", time.Now().UnixNano(), hex.EncodeToString(b[:])), nil
}
